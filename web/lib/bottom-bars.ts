import { useEffect, type RefObject } from 'react';

/**
 * The CSS property holding the height of the bar fixed at the bottom of the screen (the product page's buy bar on a
 * phone): styles.css adds it under the page, so the bar never covers the page's end, keeps what the browser scrolls to
 * (a focused field) above it, and the toaster lifts the store's messages over it.
 */
export const BOTTOM_BARS = '--bottom-bars';

/**
 * Reserves the height of a bar fixed at the bottom of the screen while it shows, following its size (a bar hidden by
 * a breakpoint measures 0), and gives it back when it hides or goes away: nothing on the page ends up under it.
 */
export const useReservedBottom = (ref: RefObject<HTMLElement | null>, shown: boolean): void => {
  useEffect(() => {
    const bar = ref.current;
    if (!shown || !bar) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(BOTTOM_BARS, `${bar.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BOTTOM_BARS);
    };
  }, [ref, shown]);
};
