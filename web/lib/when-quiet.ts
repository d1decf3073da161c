/** What the scheduler needs of the browser (tests pass their own). */
export type QuietHost = {
  readonly readyState: () => DocumentReadyState;
  on(type: string, listener: () => void, options: AddEventListenerOptions): void;
  off(type: string, listener: () => void, options: AddEventListenerOptions): void;
  idle(work: () => void, timeout: number): void;
  later(work: () => void, ms: number): void;
};

/** When work that can wait is due: at the first interaction, or at an idle moment once the loaded page settled. */
export type Quiet = {
  /** How long after `load` the page is left to finish what the shopper sees before waiting for an idle moment. */
  readonly settleMs: number;
  /** The longest wait for that idle moment on a busy phone. */
  readonly idleTimeoutMs: number;
  /** Whether an interaction before `load` counts too (the shopper is already using the page). */
  readonly interactionsBeforeLoad: boolean;
};

/** The first interactions that make the work due at once: the shopper is using the page, not loading it. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** The longest wait for an idle moment before the page's code hydrates anyway: 6 s on phones (under 640 px), 5 s
 * wider. */
export const hydrationDeadline = (width: number): number => (width < 640 ? 6000 : 5000);

/** Runs `work` once: at the first interaction, or at an idle moment once the page has loaded and settled. */
export const whenQuiet = (host: QuietHost, work: () => void, quiet: Quiet): void => {
  let done = false;
  const listen = () => {
    for (const type of INTERACTIONS) host.on(type, once, { capture: true, passive: true });
  };
  const once = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) host.off(type, once, { capture: true });
    work();
  };
  const loaded = () => {
    host.later(() => host.idle(once, quiet.idleTimeoutMs), quiet.settleMs);
    if (!quiet.interactionsBeforeLoad) listen();
  };
  if (quiet.interactionsBeforeLoad) listen();
  if (host.readyState() === 'complete') loaded();
  else host.on('load', loaded, { once: true });
};

/** This browser window as a `QuietHost`; browsers without requestIdleCallback (Safari) run idle work a tick later. */
export const browserHost: QuietHost = {
  readyState: () => document.readyState,
  on: (type, listener, options) => addEventListener(type, listener, options),
  off: (type, listener, options) => removeEventListener(type, listener, options),
  idle: (work, timeout) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout }) : setTimeout(work, 1),
  later: (work, ms) => setTimeout(work, ms),
};
