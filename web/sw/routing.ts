/**
 * The service worker's decisions, as pure functions: which requests it answers, how, and what it may keep. The worker
 * (service-worker.ts) only carries them out.
 */

/** Pages and answers that belong to one shopper or one payment, and the operators' console: never stored, whatever their
 * headers say. */
const PRIVATE = /^\/(admin|api|checkout|cuenta|micuenta|pedido|reset|sandbox)(\/|$)/;

/** Whether a path is one of a shopper's own pages or answers (the account, the checkout, an order, the API). */
export const isPrivatePath = (path: string): boolean => PRIVATE.test(path);

/**
 * - `page`: a navigation: network first (the browser's preloaded answer when there is one), the offline page when
 *   the network fails; pages are never stored.
 * - `asset`: a built, hashed script or stylesheet: from the cache, else the network (and kept: its name never
 *   changes while its content does).
 * - `shell`: a precached file of the app shell (icons, the logo): from the cache, else the network.
 * - `picture`: a product picture: stale-while-revalidate (the kept copy at once, a fresh one fetched behind it).
 * - `null`: left to the browser, untouched (the API, other origins, anything not a GET).
 */
export type Strategy = 'page' | 'asset' | 'shell' | 'picture';

export type RequestFacts = {
  readonly method: string;
  readonly url: string;
  /** `navigate` for a page load. */
  readonly mode: string;
  /** A `Range` header: media asking for part of a file, which the cache cannot answer. */
  readonly range: boolean;
};

/** How the worker answers a request from a page of `origin`, given the app shell it precached. */
export const strategyFor = (req: RequestFacts, origin: string, shell: ReadonlySet<string>): Strategy | null => {
  if (req.method !== 'GET' || req.range) return null;
  const url = new URL(req.url);
  if (url.origin !== origin) return null;
  if (req.mode === 'navigate') return 'page';
  if (isPrivatePath(url.pathname)) return null;
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (url.pathname.startsWith('/img/productos/')) return 'picture';
  if (url.search === '' && shell.has(url.pathname)) return 'shell';
  return null;
};

export type ResponseFacts = {
  readonly status: number;
  /** `basic` for a same-origin answer; opaque or CORS answers are never kept. */
  readonly type: string;
  readonly cacheControl: string | null;
  readonly vary: string | null;
};

/** Whether an answer to `url` may be kept: a whole, same-origin 200 that no header marks as private or unstorable. */
export const mayStore = (url: string, res: ResponseFacts): boolean =>
  res.status === 200 &&
  res.type === 'basic' &&
  !isPrivatePath(new URL(url).pathname) &&
  !/\b(private|no-store)\b/i.test(res.cacheControl ?? '') &&
  res.vary?.trim() !== '*';

/** The cache of one version of the app (its shell and the built files its pages used). */
export const APP_CACHE_PREFIX = 'fornido-app-';
/** Product pictures, shared by every version: their addresses do not change with the code. */
export const PICTURE_CACHE = 'fornido-fotos';
/** Most pictures kept; the oldest kept go first beyond it (about 2–4 MB of phone storage). */
export const MAX_PICTURES = 60;

/**
 * App caches to delete once version `current` is active: every older version but the one just before it, whose
 * built files pages opened before the update may still ask for. `keys` come in creation order (CacheStorage.keys()).
 */
export const staleCaches = (keys: readonly string[], current: string): string[] => {
  const older = keys.filter((k) => k.startsWith(APP_CACHE_PREFIX) && k !== current);
  return older.slice(0, -1);
};

/** Entries to drop so at most `limit` remain, oldest first (Cache.keys() lists them in insertion order). */
export const overflow = <T>(keys: readonly T[], limit: number): T[] => keys.slice(0, Math.max(0, keys.length - limit));

/** What the worker tells open pages when its version takes over: the entry script of the new version. */
export type VersionMessage = { readonly kind: 'fornido-version'; readonly entry: string };

/** Whether a message from the worker says a version other than the page's own (its entry script) took over. */
export const isNewerVersion = (data: unknown, ownEntry: string | null): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<VersionMessage>).kind === 'fornido-version' &&
  typeof (data as Partial<VersionMessage>).entry === 'string' &&
  ownEntry !== null &&
  (data as VersionMessage).entry !== ownEntry;
