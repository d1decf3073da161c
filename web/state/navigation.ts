import { proxy } from 'valtio';
import { delayedSwitch } from '../lib/delayed-switch';

/**
 * The page transition `page`, out-in: the old page leaves (`leave`), then the new one is put in place faded out
 * (`enter-from`) and enters (`enter`); null when no page is moving.
 */
export type TransitionPhase = 'leave' | 'enter-from' | 'enter';

/** How a move between pages shows around the pages themselves (web/app.tsx draws it). */
export const navigationStore = proxy<{
  phase: TransitionPhase | null;
  /** The move has taken longer than 200 ms: the loading bar shows. */
  slow: boolean;
  /** The page could not be shown (its code or its data did not arrive): the error page offers "Reintentar". */
  retry: boolean;
  /** The page could not be shown because the browser is offline: the error page says "Sin conexión". */
  offline: boolean;
  /** How many moves ended on an error page (unreachable, refused, not found): each draws it anew, from the top. */
  failures: number;
}>({ phase: null, slow: false, retry: false, offline: false, failures: 0 });

let retryMove: () => void = () => window.location.reload();

/** Remembers how to try a failed move again ("Reintentar"): the same move, or a reload when the page's first load failed. */
export const rememberRetry = (again: () => void): void => {
  retryMove = again;
};

/** Tries the failed move again, as "Reintentar" asks. */
export const retryFailedMove = (): void => retryMove();

/** The transition's classes for each phase, as in styles.css (the names Vue and Nuxt give a transition `page`). */
export const TRANSITION_CLASSES: Readonly<Record<TransitionPhase, string>> = {
  'leave': 'page-leave-active page-leave-to',
  'enter-from': 'page-enter-from page-enter-active',
  'enter': 'page-enter-active page-enter-to',
};

/** Each half of the transition: the fade in styles.css lasts as long. */
export const TRANSITION_MS = 120;

/** The loading bar of a move, shown only once it has taken 200 ms. */
export const loadingBar = delayedSwitch((on) => {
  navigationStore.slow = on;
});

/**
 * Whether moves are animated: not for shoppers who ask for less motion (the pages then swap at once), nor in a tab
 * that is not shown, where the browser draws no frames to wait for.
 */
export const animatesMoves = (): boolean =>
  typeof matchMedia === 'function' &&
  !matchMedia('(prefers-reduced-motion: reduce)').matches &&
  document.visibilityState !== 'hidden';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Two frames: the first draws the new page in its `enter-from` state, so the second's change is a transition.
const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The old page fades out; resolves once it has. */
export const leavePage = async (): Promise<void> => {
  navigationStore.phase = 'leave';
  await pause(TRANSITION_MS);
};

/**
 * The page just put in place fades in; `current` says whether this move is still the latest, so a newer move's
 * transition is never cut short by an older one's end.
 */
export const enterPage = async (current: () => boolean): Promise<void> => {
  navigationStore.phase = 'enter-from';
  await twoFrames();
  if (!current()) return;
  navigationStore.phase = 'enter';
  await pause(TRANSITION_MS);
  if (current()) navigationStore.phase = null;
};
