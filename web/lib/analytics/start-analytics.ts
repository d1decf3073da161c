import { pageStore } from '../../state/page-store';

/** What the scheduler needs of the browser (tests pass their own). */
export type QuietHost = {
  readonly readyState: () => DocumentReadyState;
  on(type: string, listener: () => void, options: AddEventListenerOptions): void;
  off(type: string, listener: () => void, options: AddEventListenerOptions): void;
  idle(work: () => void, timeout: number): void;
  later(work: () => void, ms: number): void;
};

/** The first interactions that let the measuring code load at once (the shopper is using the page, not loading it). */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;
/** How long after `load` the page is left to finish what the shopper sees (late pictures, the next page's data) before
 * measuring code is fetched: web vitals are read from the browser's buffered entries, so nothing is lost by waiting. */
export const SETTLE_MS = 3000;
/** The longest wait for an idle moment after that on a busy phone. */
export const IDLE_TIMEOUT_MS = 5000;

/** Runs `work` once after `load`: at the first interaction, or at an idle moment once the page has settled. */
export const whenQuiet = (host: QuietHost, work: () => void): void => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) host.off(type, once, { capture: true });
    work();
  };
  const loaded = () => {
    host.later(() => host.idle(once, IDLE_TIMEOUT_MS), SETTLE_MS);
    for (const type of INTERACTIONS) host.on(type, once, { capture: true, passive: true });
  };
  if (host.readyState() === 'complete') loaded();
  else host.on('load', loaded, { once: true });
};

const browser: QuietHost = {
  readyState: () => document.readyState,
  on: (type, listener, options) => addEventListener(type, listener, options),
  off: (type, listener, options) => removeEventListener(type, listener, options),
  idle: (work, timeout) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout }) : setTimeout(work, 1),
  later: (work, ms) => setTimeout(work, ms),
};

/**
 * Starts measuring, off the page's loading: uncaught errors are kept from now on, and at the shopper's first interaction
 * or once the loaded page has settled and is idle, the web vitals code (./measure.ts, 3.5 KB) and, with GTM_ID set,
 * the tag manager (./tag-manager.ts) load as their own chunks. Until then catalogue pages carry only this file.
 */
export const startAnalytics = (): void => {
  const early: Event[] = [];
  const keep = (e: Event) => void (early.length < 10 && early.push(e));
  addEventListener('error', keep);
  addEventListener('unhandledrejection', keep);
  whenQuiet(browser, () => {
    void import('./measure').then(({ measure }) => {
      removeEventListener('error', keep);
      removeEventListener('unhandledrejection', keep);
      measure(early);
    });
    const { gtmId } = pageStore.state.settings;
    if (gtmId) void import('./tag-manager').then(({ startTagManager }) => startTagManager(gtmId));
  });
};
