import { describe, expect, it } from 'vitest';
import {
  APP_CACHE_PREFIX,
  isNewerVersion,
  isPrivatePath,
  mayStore,
  overflow,
  PICTURE_CACHE,
  staleCaches,
  strategyFor,
  type RequestFacts,
} from '../../../web/sw/routing';

const ORIGIN = 'https://fornido.co';
const SHELL = new Set(['/assets/entry-client-abc.js', '/assets/inicio-def.css', '/favicon.svg', '/icon-192.png']);
const get = (path: string, over: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: ORIGIN + path,
  mode: 'no-cors',
  range: false,
  ...over,
});
const strategy = (path: string, over: Partial<RequestFacts> = {}) => strategyFor(get(path, over), ORIGIN, SHELL);
const ok = { status: 200, type: 'basic', cacheControl: 'public, max-age=31536000, immutable', vary: 'Accept' };

describe('which requests the service worker answers, and how', () => {
  it('loads every page from the network, the offline page as its fallback, the checkout and account included', () => {
    for (const path of [
      '/',
      '/proteinas/',
      '/checkout/',
      '/micuenta/pedidos/',
      '/pedido/F-1/?firma=x',
      '/cuenta/ingresar/',
    ])
      expect(strategy(path, { mode: 'navigate' })).toBe('page');
  });

  it('keeps built files and the shell, and revalidates product pictures behind the kept copy', () => {
    expect(strategy('/assets/product-page-x1.js')).toBe('asset');
    expect(strategy('/assets/entry-client-abc.js')).toBe('asset');
    expect(strategy('/favicon.svg')).toBe('shell');
    expect(strategy('/img/productos/creatina.svg?w=400')).toBe('picture');
  });

  it('leaves the API, private pages, other files, other origins, other methods and ranges to the browser', () => {
    expect(strategy('/api/v1/cart/')).toBeNull();
    expect(strategy('/api/v1/catalog/categories')).toBeNull();
    expect(strategy('/checkout/')).toBeNull();
    expect(strategy('/sandbox/correo/')).toBeNull();
    expect(strategy('/sw.js')).toBeNull();
    expect(strategy('/favicon.svg?v=2')).toBeNull();
    expect(strategy('/img/og/productos/proteina-01.png')).toBeNull();
    expect(
      strategyFor({ ...get('/'), url: 'https://img.fornido.co/img/productos/a.svg?w=400' }, ORIGIN, SHELL),
    ).toBeNull();
    expect(strategy('/assets/a.js', { method: 'POST' })).toBeNull();
    expect(strategy('/', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(strategy('/img/productos/video.mp4', { range: true })).toBeNull();
  });

  it('knows a shopper’s own pages and answers by their path, not by a look-alike', () => {
    for (const path of [
      '/api/v1/orders',
      '/checkout/metodo-pago/',
      '/cuenta/',
      '/micuenta/',
      '/pedido/F-9/',
      '/reset/password/',
    ])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/', '/proteinas/', '/checkouts-de-regalo/', '/pedidos-al-por-mayor/', '/assets/checkout-x.js'])
      expect(isPrivatePath(path), path).toBe(false);
  });
});

describe('what the service worker may keep', () => {
  it('keeps a whole same-origin 200 of a public file', () => {
    expect(mayStore(`${ORIGIN}/img/productos/a.svg?w=400`, ok)).toBe(true);
    expect(mayStore(`${ORIGIN}/assets/a.js`, { ...ok, vary: null, cacheControl: null })).toBe(true);
  });

  it('never keeps what is private, unstorable, partial, failed, opaque or varies on everything', () => {
    const url = `${ORIGIN}/img/productos/a.svg?w=400`;
    expect(mayStore(url, { ...ok, cacheControl: 'private, no-store' })).toBe(false);
    expect(mayStore(url, { ...ok, cacheControl: 'no-store' })).toBe(false);
    expect(mayStore(url, { ...ok, cacheControl: 'Private' })).toBe(false);
    expect(mayStore(url, { ...ok, status: 206 })).toBe(false);
    expect(mayStore(url, { ...ok, status: 503 })).toBe(false);
    expect(mayStore(url, { ...ok, type: 'opaque' })).toBe(false);
    expect(mayStore(url, { ...ok, vary: '*' })).toBe(false);
    expect(mayStore(`${ORIGIN}/checkout/`, ok)).toBe(false);
    expect(mayStore(`${ORIGIN}/api/v1/catalog/categories`, ok)).toBe(false);
  });
});

describe('versions and bounds', () => {
  const v = (version: string) => `${APP_CACHE_PREFIX}${version}`;

  it('keeps the new version and the one before it (for pages still open on it), and deletes older ones', () => {
    expect(staleCaches([v('a'), v('b'), PICTURE_CACHE, v('c'), v('d')], v('d'))).toEqual([v('a'), v('b')]);
    expect(staleCaches([v('a'), v('b')], v('b'))).toEqual([]);
    expect(staleCaches([v('b')], v('b'))).toEqual([]);
    expect(staleCaches(['otra-app', PICTURE_CACHE], v('b'))).toEqual([]);
  });

  it('drops the oldest pictures beyond the limit', () => {
    expect(overflow(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(overflow(['a'], 2)).toEqual([]);
  });

  it('tells a page it is behind only when another version’s entry took over', () => {
    const message = { kind: 'fornido-version', entry: '/assets/entry-client-new.js' };
    expect(isNewerVersion(message, '/assets/entry-client-old.js')).toBe(true);
    expect(isNewerVersion(message, '/assets/entry-client-new.js')).toBe(false);
    expect(isNewerVersion(message, null)).toBe(false);
    expect(isNewerVersion({ kind: 'other', entry: 'x' }, '/assets/entry-client-old.js')).toBe(false);
    expect(isNewerVersion('fornido-version', '/assets/entry-client-old.js')).toBe(false);
    expect(isNewerVersion(null, '/assets/entry-client-old.js')).toBe(false);
  });
});
