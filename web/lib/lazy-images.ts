/**
 * Browser-side loading policy for below-the-fold pictures. Native `loading="lazy"` works without any
 * script; once the page is hydrated this starts each picture a little earlier and evenly across
 * browsers, retries failed downloads and remembers what is already loaded.
 */

/** Pictures start loading within 1.3 viewports: 30 % of the viewport's height below (and above) it. */
export const PRELOAD_MARGIN = '30% 0px 30% 0px';
/** Starting downloads is batched at most once per this many milliseconds while the shopper scrolls. */
export const THROTTLE_MS = 200;
/** Tries per picture, the first included. */
export const MAX_ATTEMPTS = 3;
/** The wait before retry n is n times this. */
export const RETRY_DELAY_MS = 500;
/** How many loaded picture URLs are remembered. */
export const LOADED_CACHE_SIZE = 200;

// A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
const loaded = new Map<string, true>();

/** Notes that a picture finished loading, so it is shown at once when it appears again. */
export const rememberLoaded = (url: string): void => {
  loaded.delete(url);
  loaded.set(url, true);
  if (loaded.size > LOADED_CACHE_SIZE) loaded.delete(loaded.keys().next().value!);
};

/** Whether a picture loaded recently (it is then in the browser's cache too). */
export const wasLoaded = (url: string): boolean => {
  if (!loaded.has(url)) return false;
  rememberLoaded(url);
  return true;
};

const waiting = new Map<Element, () => void>();
const due = new Set<Element>();
let observer: IntersectionObserver | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastFlush = 0;

const flush = () => {
  timer = null;
  lastFlush = Date.now();
  for (const element of due) {
    const start = waiting.get(element);
    waiting.delete(element);
    start?.();
  }
  due.clear();
};

const schedule = () => {
  if (timer !== null) return;
  timer = setTimeout(flush, Math.max(0, lastFlush + THROTTLE_MS - Date.now()));
};

const observe = (entries: IntersectionObserverEntry[]) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    due.add(entry.target);
  }
  if (due.size > 0) schedule();
};

/**
 * Calls `start` once, when `element` comes within the preload margin of the viewport (batched by the
 * throttle). Without IntersectionObserver it calls `start` straight away. Returns a function that cancels.
 */
export const whenNearViewport = (element: Element, start: () => void): (() => void) => {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(observe, { rootMargin: PRELOAD_MARGIN });
  waiting.set(element, start);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    due.delete(element);
    observer?.unobserve(element);
  };
};
