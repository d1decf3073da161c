import { browserHost, whenQuiet, type Quiet } from '../when-quiet';
import { recordPageViews, type ShownPages } from './page-views';
import { pageChunks } from '../chunk-failure';

const ignore = () => undefined;

/** How long after `load` the page is left to finish what the shopper sees (late pictures, the next page's data) before
 * measuring code is fetched: web vitals are read from the browser's buffered entries, so nothing is lost by waiting. */
export const SETTLE_MS = 3000;
/** The longest wait for an idle moment after that on a busy phone. */
export const IDLE_TIMEOUT_MS = 5000;

/** The measuring code waits for `load`: an interaction before it does not hurry it. */
export const MEASURING: Quiet = { settleMs: SETTLE_MS, idleTimeoutMs: IDLE_TIMEOUT_MS, interactionsBeforeLoad: false };

/**
 * Starts measuring, off the page's loading: uncaught errors and, with GTM_ID set, the pages shown (./page-views.ts)
 * are kept from now on, and at the shopper's first interaction or once the loaded page has settled and is idle, the
 * web vitals code (./measure.ts, 3.5 KB) and the tag manager (./tag-manager.ts) load as their own chunks, and are
 * handed what was kept. Until then catalogue pages carry only this file. Called once the page's state is shown, so the
 * first page view is the landing page's; `gtmId` is the page's settings' tag manager, `pages` the pages it is shown.
 */
export const startAnalytics = (gtmId: string | undefined, pages: ShownPages): void => {
  const views = gtmId ? recordPageViews(pages) : null;
  const early: Event[] = [];
  const keep = (e: Event) => void (early.length < 10 && early.push(e));
  addEventListener('error', keep);
  addEventListener('unhandledrejection', keep);
  whenQuiet(
    browserHost,
    () => {
      // Quietly: the shopper never asked for this code, so when it cannot arrive the page is left as it is, never
      // reloaded behind their back (web/lib/chunk-failure.ts), and the visit goes unmeasured.
      void pageChunks
        .quietly(() => import('./measure'))
        .then(({ measure }) => {
          removeEventListener('error', keep);
          removeEventListener('unhandledrejection', keep);
          measure(early);
        }, ignore);
      if (gtmId && views)
        void pageChunks
          .quietly(() => import('./tag-manager'))
          .then(({ startTagManager }) => startTagManager(gtmId, views), ignore);
    },
    MEASURING,
  );
};
