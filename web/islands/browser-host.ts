import { ISLAND_ATTRIBUTE } from '../lib/island-attribute';
import type { Held, IslandsHost } from './wake-islands';

/** Islands wake a little before they scroll into view, so a tap on them finds them live. */
const AHEAD = '200px 0px';

/** What counts as the shopper starting to use the page: a tap, a key, a scroll, the pointer moved or the focus on it.
 * Not `mouseover`: the browser sends it at load when the page is drawn under a pointer that never moved. */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel', 'pointermove'] as const;
/** What wakes an island at once: the shopper is about to use it. */
const TOUCH = ['pointerdown', 'focusin', 'pointermove'] as const;

/** What a tap is held on until its island is live: controls that do nothing without the island's code. A link is never
 * held (it goes where it says, the server's page), nor is a field: typing works before, and a box ticks at once (the
 * live island is told what was typed and ticked: web/islands/start-islands.tsx). */
const HELD_CONTROLS = 'button, [role="button"]';

/** Marks a control whose tap is held: it looks busy (web/styles.css) until its island is live and has it. */
export const HELD_MARK = 'data-retenido';

/** The controls held taps landed on are no longer waiting: their island has them, or will never come. */
export const unmarkHeld = (held: readonly Held[]): void => {
  for (const event of held)
    if (event.kind === 'click' && event.target instanceof Element)
      event.target.closest(`[${HELD_MARK}]`)?.removeAttribute(HELD_MARK);
};

const islandOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;

/** The page's islands and events, as the scheduler needs them; `wakesWarm` says which islands wake as soon as the page
 * is in use rather than when near the screen (parts that show nothing until then: the toaster, the cart drawer). */
export const browserIslandsHost = (wakesWarm: (island: HTMLElement) => boolean): IslandsHost<HTMLElement> => {
  const near = typeof IntersectionObserver === 'function' ? new Map<Element, () => void>() : null;
  const seen = near
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            seen?.unobserve(entry.target);
            near.get(entry.target)?.();
            near.delete(entry.target);
          }
        },
        { rootMargin: AHEAD },
      )
    : null;
  return {
    islands: [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)],
    onFirstInteraction: (listener) => {
      const once = (e: Event) => {
        for (const type of FIRST_USE) removeEventListener(type, once, { capture: true });
        listener(islandOf(e.target));
      };
      for (const type of FIRST_USE) addEventListener(type, once, { capture: true, passive: true });
    },
    onTouch: (island, listener) => {
      const once = () => {
        for (const type of TOUCH) island.removeEventListener(type, once, { capture: true });
        listener();
      };
      for (const type of TOUCH) island.addEventListener(type, once, { capture: true, passive: true });
    },
    whenNear: (island, listener) => {
      if (wakesWarm(island) || !near || !seen) return listener();
      // The island's box has no layout of its own (`display: contents`): what it draws is what comes into view.
      const drawn = island.firstElementChild ?? island;
      near.set(drawn, listener);
      seen.observe(drawn);
    },
    onEvent: (island, hold) => {
      const offer = (kind: Held['kind']) => (e: Event) => {
        const control = e.target instanceof Element ? e.target.closest(HELD_CONTROLS) : null;
        if (kind === 'click' && !control) return;
        if (!hold({ kind, target: kind === 'submit' ? e : e.target })) return;
        e.preventDefault();
        // Not even the island's own root, while it hydrates: the event is given to it once it is live.
        e.stopImmediatePropagation();
        // The tap is answered at once: the control looks busy until its island takes it.
        control?.setAttribute(HELD_MARK, '');
      };
      island.addEventListener('click', offer('click'), { capture: true });
      island.addEventListener('submit', offer('submit'), { capture: true });
      // A choice in a list cannot be held (the list has already changed): it is told again to the live island.
      island.addEventListener('change', (e) => {
        if (e.target instanceof HTMLSelectElement)
          hold({ kind: 'change', target: { list: e.target, value: e.target.value } });
      });
    },
    idle: (work) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 1),
  };
};
