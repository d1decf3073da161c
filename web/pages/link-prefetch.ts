import { subscribe } from 'valtio';
import { pageStore } from './page-store';
import { onIdle } from '../lib/idle';
import { mayPrefetch, prefetchPath, type KnownPages } from '../lib/prefetch-rules';

/** Pages loaded ahead at the same time. */
const AT_ONCE = 2;
/** Pages loaded ahead while one page is on screen: a long listing never loads everything it shows. */
const PER_PAGE = 6;
/** The longest wait for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

const knownPages = (): KnownPages => {
  const { categories, infoLinks } = pageStore.state;
  return {
    origin: location.origin,
    path: location.pathname,
    categories: new Set(categories.map((c) => c.slug)),
    infoPages: new Set(infoLinks.map((l) => l.slug)),
  };
};

/**
 * Loads ahead the pages whose links are on screen, when the browser is idle: each address once, two at a time, at most
 * six for each page shown, and none while the connection is slow, metered by the data saver, or gone (checked before
 * each). `prefetch` loads one page's data and code; its failures are its own (the move will try again).
 */
export const startLinkPrefetch = (prefetch: (path: string) => Promise<void>): void => {
  if (typeof IntersectionObserver !== 'function') return;
  const done = new Set<string>();
  let queue: string[] = [];
  let pages = knownPages();
  let left = PER_PAGE;
  let running = 0;
  let waiting = false;

  const run = () => {
    waiting = false;
    if (!mayPrefetch(navigator)) return;
    while (running < AT_ONCE && left > 0 && queue.length > 0) {
      const path = queue.shift()!;
      if (done.has(path) || path === location.pathname) continue;
      done.add(path);
      left -= 1;
      running += 1;
      void prefetch(path)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          schedule();
        });
    }
  };
  const schedule = () => {
    if (waiting || queue.length === 0 || left === 0) return;
    waiting = true;
    onIdle(run, IDLE_TIMEOUT_MS);
  };

  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const path = prefetchPath((entry.target as HTMLAnchorElement).href, pages);
      if (path !== null && !done.has(path) && !queue.includes(path)) queue.push(path);
    }
    schedule();
  });
  // Every link of the page on screen that leads to a page worth loading ahead; the previous page's are forgotten.
  const watchLinks = () => {
    visible.disconnect();
    queue = [];
    left = PER_PAGE;
    pages = knownPages();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) continue;
      const path = prefetchPath(link.href, pages);
      if (path !== null && !done.has(path)) visible.observe(link);
    }
  };

  watchLinks();
  let shown = pageStore.state.loaded.url;
  subscribe(pageStore, () => {
    if (pageStore.state.loaded.url === shown) return;
    shown = pageStore.state.loaded.url;
    onIdle(watchLinks, IDLE_TIMEOUT_MS);
  });
};
