/** How long the keys must rest before the islands' code is evaluated or an island hydrated while a field is in use. */
export const TYPING_PAUSE_MS = 400;

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** A field the shopper types into. */
const isTextField = (target: unknown): boolean =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type));

/**
 * Keeps the islands' heavy work (React's evaluation, a hydration: long tasks on a slow phone) away from typing: while
 * the shopper types in a field, what is typed is the browser's own and costs nothing, and the work waits for the keys to
 * rest; the live island is then told what was typed (./start-islands.tsx). A tap elsewhere or a submission ends the
 * typing at once: what they ask for is not kept waiting. Returns what waits for that pause.
 */
export const watchTyping = (): (() => Promise<void>) => {
  let last = Number.NEGATIVE_INFINITY;
  const typing = (e: Event) => {
    if (isTextField(e.target) && !(e instanceof KeyboardEvent && e.key === 'Enter')) last = performance.now();
  };
  const done = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  const options = { capture: true, passive: true } as const;
  addEventListener('keydown', typing, options);
  addEventListener('focusin', typing, options);
  addEventListener('submit', done, options);
  addEventListener('pointerdown', (e) => void (isTextField(e.target) || done()), options);
  return () =>
    new Promise<void>((paused) => {
      const wait = () => {
        const left = isTextField(document.activeElement) ? last + TYPING_PAUSE_MS - performance.now() : 0;
        if (left <= 0) paused();
        else setTimeout(wait, left);
      };
      wait();
    });
};
