import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CACHE_PREFIX, MAX_PICTURES, PICTURE_CACHE } from '../../../web/sw/routing';

const ORIGIN = 'https://fornido.co';
const VERSION = 'abc123abc123';
const APP_CACHE = `${APP_CACHE_PREFIX}${VERSION}`;
const SHELL = [
  '/assets/entry-client-A.js',
  '/assets/inicio-B.js',
  '/assets/inicio-C.css',
  '/favicon.svg',
  '/icon-192.png',
];
const CHUNKS = ['/assets/product-page-D.js', '/assets/order-page-E.js'];

/** Cache Storage in memory: entries by URL in insertion order, caches in creation order (as browsers list them). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo) {
    return this.entries.get(urlOf(request))?.clone();
  }
  async put(request: RequestInfo, response: Response) {
    this.entries.delete(urlOf(request));
    this.entries.set(urlOf(request), response);
  }
  async add(request: RequestInfo) {
    const response = await fetch(request);
    if (!response.ok) throw new TypeError(`${urlOf(request)} answered ${response.status}`);
    await this.put(request, response);
  }
  async addAll(requests: RequestInfo[]) {
    for (const request of requests) await this.add(request);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo) {
    return this.entries.delete(urlOf(request));
  }
}
const urlOf = (request: RequestInfo) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

const stores = new Map<string, MemoryCache>();
const cacheStorage = {
  open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)!,
  keys: async () => [...stores.keys()],
  delete: async (name: string) => stores.delete(name),
  match: async (request: RequestInfo, options?: { cacheName?: string }) => {
    for (const [name, cache] of stores)
      if (!options?.cacheName || options.cacheName === name) {
        const kept = await cache.match(request);
        if (kept) return kept;
      }
    return undefined;
  },
};

/** The network: what the server has, and whether it can be reached. */
const server = new Map<string, () => Response>();
let online = true;
const network = vi.fn(async (request: RequestInfo) => {
  if (!online) throw new TypeError('Failed to fetch');
  const answer = server.get(new URL(urlOf(request)).pathname + new URL(urlOf(request)).search);
  // A Response from fetch() is "basic" for our own origin; Node's constructed ones say "default".
  const response = answer?.() ?? new Response('no existe', { status: 404 });
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
});

const listeners = new Map<string, (event: unknown) => void>();
const posted: unknown[] = [];
const scope = {
  location: { origin: ORIGIN },
  navigator: { connection: { saveData: false } },
  registration: { navigationPreload: { enable: vi.fn(async () => undefined) } },
  clients: {
    claim: vi.fn(async () => undefined),
    matchAll: async () => [{ postMessage: (m: unknown) => posted.push(m) }],
  },
  skipWaiting: vi.fn(async () => undefined),
  addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
};

/** Fires a lifecycle event and waits for the work it extended itself with. */
const lifecycle = async (type: 'install' | 'activate') => {
  const work: Promise<unknown>[] = [];
  listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => work.push(p) });
  await Promise.all(work);
};

/** A request as a page makes it; the worker's answer, or null when it leaves the request to the browser. */
const request = async (path: string, init: RequestInit & { mode?: string } = {}) => {
  let answer: Promise<Response> | null = null;
  const background: Promise<unknown>[] = [];
  const { mode, ...rest } = init;
  const req = new Request(ORIGIN + path, rest);
  // Pages alone can make a navigation request: Node's Request refuses the mode, so it is set on the object.
  if (mode) Object.defineProperty(req, 'mode', { value: mode });
  listeners.get('fetch')!({
    request: req,
    preloadResponse: Promise.resolve(undefined),
    respondWith: (r: Promise<Response>) => (answer = r),
    waitUntil: (p: Promise<unknown>) => background.push(p),
  });
  const response = answer === null ? null : await (answer as Promise<Response>);
  await Promise.all(background);
  return response;
};

const page =
  (html: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(html, { headers: { 'content-type': 'text/html', ...headers } });
const file =
  (body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { headers });

/** A worker's Request: a path resolves against the worker's origin (Node has no base URL). */
class WorkerRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

beforeAll(async () => {
  vi.stubGlobal('Request', WorkerRequest);
  vi.stubGlobal('self', scope);
  vi.stubGlobal('caches', cacheStorage);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('__VERSION__', VERSION);
  vi.stubGlobal('__ENTRY__', SHELL[0]);
  vi.stubGlobal('__SHELL__', SHELL);
  vi.stubGlobal('__CHUNKS__', CHUNKS);
  await import('../../../web/sw/service-worker');
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  stores.clear();
  server.clear();
  online = true;
  posted.length = 0;
  scope.navigator.connection.saveData = false;
  for (const path of [...SHELL, ...CHUNKS]) server.set(path, file(`// ${path}`));
  server.set('/sin-conexion/', page('<h1>Sin conexión</h1>', { 'cache-control': 'no-cache' }));
});

describe('installing and activating a version', () => {
  it('keeps the shell, the offline page and the other chunks of its version, then takes over', async () => {
    await lifecycle('install');
    const kept = [...stores.get(APP_CACHE)!.entries.keys()].map((u) => new URL(u).pathname);
    expect(kept).toEqual([...SHELL, '/sin-conexion/', ...CHUNKS]);
    expect(scope.skipWaiting).toHaveBeenCalled();
  });

  it('leaves the other chunks to come as needed with the data saver on', async () => {
    scope.navigator.connection.saveData = true;
    await lifecycle('install');
    expect(stores.get(APP_CACHE)!.entries.size).toBe(SHELL.length + 1);
  });

  it('does not install without its shell (a file missing from the server)', async () => {
    server.delete('/assets/inicio-B.js');
    await expect(lifecycle('install')).rejects.toThrow(/inicio-B/);
  });

  it('deletes versions older than the previous one, keeps pictures, and tells open pages its entry', async () => {
    for (const name of [`${APP_CACHE_PREFIX}old`, PICTURE_CACHE, `${APP_CACHE_PREFIX}previous`])
      await cacheStorage.open(name);
    await lifecycle('install');
    await lifecycle('activate');
    expect(await cacheStorage.keys()).toEqual([PICTURE_CACHE, `${APP_CACHE_PREFIX}previous`, APP_CACHE]);
    expect(scope.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(scope.clients.claim).toHaveBeenCalled();
    expect(posted).toEqual([{ kind: 'fornido-version', entry: SHELL[0] }]);
  });
});

describe('answering pages', () => {
  beforeEach(() => lifecycle('install'));

  it('loads pages from the network and never keeps them', async () => {
    server.set('/proteinas/', page('<h1>Proteínas</h1>'));
    expect(await (await request('/proteinas/', { mode: 'navigate' }))!.text()).toBe('<h1>Proteínas</h1>');
    expect(await cacheStorage.match(`${ORIGIN}/proteinas/`)).toBeUndefined();
  });

  it('shows the offline page when the network fails, for the checkout too', async () => {
    online = false;
    for (const path of ['/proteinas/', '/checkout/'])
      expect(await (await request(path, { mode: 'navigate' }))!.text()).toBe('<h1>Sin conexión</h1>');
  });

  it('serves a chunk of the previous version that the server no longer has', async () => {
    const previous = await cacheStorage.open(`${APP_CACHE_PREFIX}previous`);
    await previous.put(`${ORIGIN}/assets/cart-page-OLD.js`, new Response('// old cart page'));
    expect(await (await request('/assets/cart-page-OLD.js'))!.text()).toBe('// old cart page');
  });

  it('keeps a chunk fetched at run time in its version’s cache', async () => {
    server.set('/assets/late-F.js', file('// late'));
    await request('/assets/late-F.js');
    expect(await stores.get(APP_CACHE)!.match(`${ORIGIN}/assets/late-F.js`)).toBeDefined();
  });

  it('leaves the API and a shopper’s pages’ data to the browser', async () => {
    for (const path of ['/api/v1/cart/', '/api/v1/orders/F-1?firma=x', '/sandbox/correo/'])
      expect(await request(path), path).toBeNull();
    expect(await request('/api/v1/cart/', { method: 'POST', body: '{}' })).toBeNull();
  });
});

describe('product pictures', () => {
  const picture = (n: number) => `/img/productos/p${n}.svg?w=400`;

  it('answers with the kept copy at once and refreshes it behind', async () => {
    let version = 1;
    server.set(picture(1), () => new Response(`foto v${version}`, { headers: { 'content-type': 'image/avif' } }));
    expect(await (await request(picture(1)))!.text()).toBe('foto v1');
    version = 2;
    expect(await (await request(picture(1)))!.text()).toBe('foto v1');
    expect(await (await request(picture(1)))!.text()).toBe('foto v2');
  });

  it('still shows a picture seen before without a network; one never seen fails', async () => {
    server.set(picture(1), file('foto', { 'content-type': 'image/avif' }));
    await request(picture(1));
    online = false;
    expect(await (await request(picture(1)))!.text()).toBe('foto');
    await expect(request(picture(2))).rejects.toThrow();
  });

  it('keeps at most the limit, the oldest going first, and nothing marked private', async () => {
    for (let n = 0; n <= MAX_PICTURES; n++) {
      server.set(picture(n), file(`foto ${n}`));
      await request(picture(n));
    }
    const kept = stores.get(PICTURE_CACHE)!;
    expect(kept.entries.size).toBe(MAX_PICTURES);
    expect(await kept.match(`${ORIGIN}${picture(0)}`)).toBeUndefined();
    server.set(picture(999), file('privada', { 'cache-control': 'private, no-store' }));
    expect(await (await request(picture(999)))!.text()).toBe('privada');
    expect(await kept.match(`${ORIGIN}${picture(999)}`)).toBeUndefined();
  });
});
