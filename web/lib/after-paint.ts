/**
 * Runs `work` in a task of its own once the browser has drawn what the current event changed: a tap is answered on
 * screen at once (a sheet closes, a box shows its tick, a select its choice), and the heavier work it asked for —
 * moving to another listing, which renders the whole page again — no longer holds that first frame back.
 */
export const afterNextPaint = (work: () => void): void => {
  requestAnimationFrame(() => setTimeout(work, 0));
};
