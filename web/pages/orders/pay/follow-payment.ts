/** How long the page waits before each question to the server about a pending attempt: quickly at first (a shopper
 * often approves the push within seconds), then every 5 to 8 seconds, so an unwatched wallet does not flood the server
 * (which asks the provider at most once every few seconds per attempt anyway). */
export const FOLLOW_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 5_000, 6_000, 7_000] as const;
export const FOLLOW_LAST_DELAY_MS = 8_000;

/** The wait before question number `asked` (0 for the first). */
export const followDelay = (asked: number): number => FOLLOW_DELAYS_MS[asked] ?? FOLLOW_LAST_DELAY_MS;

/** Whether the shopper can see the page now, and news when that changes (the Page Visibility API in the browser). */
export type PageVisibility = {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
};

export const documentVisibility: PageVisibility = {
  hidden: () => document.visibilityState === 'hidden',
  onChange: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** What one question found: the attempt is still open (ask again later) or closed (stop). */
export type FollowAnswer = 'open' | 'closed';

export type Follower = {
  /** Asks now, out of turn (the countdown reached zero, news came live), unless a question is already on its way. */
  askNow(): void;
  /** Whether the page hears the order live now: while it does, nothing is asked on the schedule (the news says when to
   * ask); when it stops hearing, it asks at once, as news may have been missed, and goes back to the schedule. */
  live(on: boolean): void;
  stop(): void;
};

/**
 * Asks the server about an attempt on the FOLLOW_DELAYS_MS schedule until it answers `closed`. Nothing is asked while
 * the page is hidden (the shopper is in the Nequi app); when it shows again it asks at once, as the shopper most likely
 * just approved. While the page hears the order live (`live(true)`) the schedule rests and each piece of news asks
 * (`askNow`): a payment whose provider never calls the store is watched by the server, which sends the answer live.
 * A question that throws counts as `open`: the next one may reach the server.
 */
export const followAttempt = (ask: () => Promise<FollowAnswer>, page: PageVisibility): Follower => {
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let stopped = false;
  let hearing = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancel();
    if (!stopped && !hearing && !page.hidden()) timer = setTimeout(() => void run(), followDelay(asked));
  };
  const run = async () => {
    cancel();
    if (stopped || asking) return;
    asking = true;
    const answer = await ask().catch((): FollowAnswer => 'open');
    asking = false;
    asked += 1;
    if (answer === 'closed') stop();
    else schedule();
  };
  const offVisibility = page.onChange(() => {
    if (page.hidden()) cancel();
    else void run();
  });
  function stop() {
    stopped = true;
    cancel();
    offVisibility();
  }
  schedule();
  const live = (on: boolean) => {
    if (on === hearing) return;
    hearing = on;
    if (on) cancel();
    else void run();
  };
  return { askNow: () => void run(), live, stop };
};
