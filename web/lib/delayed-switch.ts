/** How long a move between pages runs before the shopper is shown that it is loading (DESIGN.md: no flash). */
export const INDICATOR_DELAY_MS = 200;

/**
 * A switch that turns on only `delay` ms after it is asked to, and not at all when it is turned off sooner: a
 * loading indicator that never flashes for a quick answer. Asking again while it waits or is on changes nothing.
 */
export const delayedSwitch = (set: (on: boolean) => void, delay = INDICATOR_DELAY_MS) => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    on(): void {
      timer ??= setTimeout(() => set(true), delay);
    },
    off(): void {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      set(false);
    },
  };
};
