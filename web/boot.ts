/**
 * The only script a page loads before its first paint: a few hundred bytes. The page works as server-rendered HTML
 * (links, the search form, pictures) while the app's code waits until the page is drawn and loaded, so it never
 * competes with the page's own HTML, styles (inline in the page) and main picture. It loads at the shopper's first
 * tap or key, or at the browser's first idle moment after `load` (at most the deadline later), and then hydrates
 * (./entry-client.tsx). The page's own chunks, named by the server in `data-chunks`, are fetched at the same time.
 */
import './styles.css';
import { pageChunks, within } from './lib/chunk-failure';
import { browserHost, hydrationDeadline, whenQuiet } from './lib/when-quiet';
import { bootIslands } from './islands/boot-islands';
import { startAnalytics } from './lib/analytics/start-analytics';
import { onIdle } from './lib/idle';
import { closeOnEscape } from './components/close-menu';
import { keepPlaceOnTap, restorePlace } from './lib/kept-place';
import { pageOfIslands } from './lib/island-attribute';

// Code that does not arrive reloads the page, at most once a minute (web/lib/chunk-failure.ts).
addEventListener('vite:preloadError', pageChunks.preloadFailed);

const preloadPageChunks = () => {
  const chunks = document.getElementById('estado-inicial')?.dataset.chunks ?? '';
  for (const href of chunks.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
};

const stateScript = document.getElementById('estado-inicial');

/** A page that stays server HTML: its islands come alive as the shopper uses them, and nothing else of the app loads.
 * Its errors and page view are kept from now on; the service worker registers once the page has loaded and is idle. */
const startIslandsPage = () => {
  restorePlace();
  addEventListener('click', keepPlaceOnTap);
  bootIslands();
  // The header's menus are server HTML here: Escape closes them as it does once the app runs them.
  addEventListener('keydown', (e) => {
    const menu = e.target instanceof Element ? e.target.closest('header details') : null;
    if (menu instanceof HTMLDetailsElement) closeOnEscape(menu, e.key);
  });
  const { settings } = JSON.parse(stateScript?.textContent ?? '{}') as { settings?: { gtmId?: string } };
  const url = location.pathname + location.search;
  startAnalytics(settings?.gtmId, { current: () => ({ url, title: document.title }), onChange: () => () => undefined });
  // After `load` (the page's own pictures first), at an idle moment; quietly: when its code cannot arrive the page is
  // left as it is, never reloaded behind the shopper's back (web/lib/chunk-failure.ts), and the worker waits for a
  // later page.
  const registerWorker = () =>
    onIdle(
      () =>
        void pageChunks
          .quietly(() => import('./lib/service-worker'))
          .then(
            (sw) => sw.registerServiceWorker(),
            () => undefined,
          ),
      2000,
    );
  if (!import.meta.env.PROD) return;
  if (document.readyState === 'complete') registerWorker();
  else addEventListener('load', registerWorker, { once: true });
};

if (pageOfIslands()) startIslandsPage();
else
  whenQuiet(
    browserHost,
    () => {
      preloadPageChunks();
      // The app's code failed: reload once; a second failure within the minute leaves the server's page as it is.
      within(import('./entry-client')).catch(() => pageChunks.failed());
    },
    { settleMs: 0, idleTimeoutMs: hydrationDeadline(window.innerWidth), interactionsBeforeLoad: true },
  );
