import { pageStore } from '../../state/page-store';

/** What the scheduler needs of the browser (tests pass their own). */
export type QuietHost = {
  readonly readyState: () => DocumentReadyState;
  on(type: string, listener: () => void, options: AddEventListenerOptions): void;
  off(type: string, listener: () => void, options: AddEventListenerOptions): void;
  idle(work: () => void, timeout: number): void;
};

/** The first interactions that let the measuring code load at once (the shopper is using the page, not loading it). */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;
/** The longest wait for an idle moment after `load` on a busy phone. */
export const IDLE_TIMEOUT_MS = 5000;

/** Runs `work` once, after `load`, at the first idle moment or the first interaction, whichever comes first. */
export const whenQuiet = (host: QuietHost, work: () => void): void => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) host.off(type, once, { capture: true });
    work();
  };
  const loaded = () => {
    host.idle(once, IDLE_TIMEOUT_MS);
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
};

/**
 * Starts measuring, off the first paint's script: uncaught errors are kept from now on, and once the page is loaded and
 * quiet the web vitals code (./measure.ts) and, with GTM_ID set, the tag manager (./tag-manager.ts) load as their own
 * chunks. Catalogue pages carry only this file.
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
