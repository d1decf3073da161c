/**
 * The store's service worker, built to /sw.js by vite.config.ts, which fills in what the build is (`__VERSION__`,
 * `__ENTRY__`, `__SHELL__`, `__CHUNKS__`). It keeps the app shell and the chunks of its version, shows the offline
 * page when a page cannot be reached, keeps product pictures (stale-while-revalidate, bounded) and never stores a
 * shopper's pages or the API. A new version takes over at once and keeps the previous version's files for the pages
 * still open on it (see README, "Installable app").
 */
import {
  APP_CACHE_PREFIX,
  MAX_PICTURES,
  mayStore,
  overflow,
  PICTURE_CACHE,
  staleCaches,
  strategyFor,
  type Strategy,
  type VersionMessage,
} from './routing';

/** This build's version (a hash of the built files' names), its entry script and its app shell to precache. */
declare const __VERSION__: string;
declare const __ENTRY__: string;
declare const __SHELL__: readonly string[];
/** The build's other scripts and stylesheets (pages' chunks): kept once active, for pages still open after an update. */
declare const __CHUNKS__: readonly string[];

// The parts of the worker's global scope used here (TypeScript's DOM library, which the project compiles with, does not
// describe a service worker's scope, and its WebWorker library conflicts with it).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Promise<Response>): void;
};
type WorkerScope = {
  readonly location: Location;
  /** Network information (Chromium): the shopper's data saver. */
  readonly navigator: { readonly connection?: { readonly saveData?: boolean } };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<readonly { postMessage(message: VersionMessage): void }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const APP_CACHE = `${APP_CACHE_PREFIX}${__VERSION__}`;
const OFFLINE_PAGE = '/sin-conexion/';
const shell: ReadonlySet<string> = new Set(__SHELL__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(APP_CACHE);
      // The shell's files are the ones the page that registered us has just loaded: they come from the HTTP cache,
      // not the network again. The offline page is asked of the server afresh.
      await cache.addAll([...shell, new Request(OFFLINE_PAGE, { cache: 'reload' })]);
      // Then every other chunk of this version, so that a page open on it can still load any of them once a newer
      // version has replaced the server's files (this cache outlives one update). Best effort, and skipped with the
      // data saver on: chunks then come as pages need them, and a page that misses one after an update reloads.
      if (!worker.navigator.connection?.saveData)
        await Promise.all(__CHUNKS__.map((url) => cache.add(url).catch(() => undefined)));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of staleCaches(await caches.keys(), APP_CACHE)) await caches.delete(name);
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
      // Pages opened on an older version load the next page in full (web/lib/service-worker.ts), so they leave
      // their old code behind instead of asking for chunks the server no longer has.
      for (const client of await worker.clients.matchAll({ type: 'window' }))
        client.postMessage({ kind: 'fornido-version', entry: __ENTRY__ });
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { method: request.method, url: request.url, mode: request.mode, range: request.headers.has('range') },
    worker.location.origin,
    shell,
  );
  if (strategy) event.respondWith(answer(strategy, event));
});

const answer = (strategy: Strategy, event: FetchEvent): Promise<Response> => {
  switch (strategy) {
    case 'page':
      return page(event);
    case 'asset':
      return fromCacheElseNetwork(event.request, APP_CACHE);
    case 'shell':
      return fromCacheElseNetwork(event.request, null);
    case 'picture':
      return staleWhileRevalidate(event);
  }
};

const page = async (event: FetchEvent): Promise<Response> => {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: APP_CACHE })) ?? Response.error();
  }
};

/** Kept copies of any version first (a page of the previous version finds its chunks); fetched ones kept in `into`. */
const fromCacheElseNetwork = async (request: Request, into: string | null): Promise<Response> => {
  const kept = await caches.match(request);
  if (kept) return kept;
  const fresh = await fetch(request);
  if (into && storable(request, fresh)) await (await caches.open(into)).put(request, fresh.clone());
  return fresh;
};

const staleWhileRevalidate = async (event: FetchEvent): Promise<Response> => {
  const cache = await caches.open(PICTURE_CACHE);
  const kept = await cache.match(event.request);
  const refreshed = fetch(event.request).then(async (fresh) => {
    if (storable(event.request, fresh)) {
      await cache.put(event.request, fresh.clone());
      for (const old of overflow(await cache.keys(), MAX_PICTURES)) await cache.delete(old);
    }
    return fresh;
  });
  if (!kept) return refreshed;
  // Offline, the refresh fails quietly: the kept copy is the answer.
  event.waitUntil(refreshed.catch(() => undefined));
  return kept;
};

const storable = (request: Request, res: Response) =>
  mayStore(request.url, {
    status: res.status,
    type: res.type,
    cacheControl: res.headers.get('cache-control'),
    vary: res.headers.get('vary'),
  });
