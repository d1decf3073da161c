import { useEffect, useState, type RefObject } from 'react';

/** How much of the element must be on screen to count as seen: all of it, less rounding. */
export const SEEN_RATIO = 0.99;

/**
 * Whether the element is off screen, wholly or in part, watched with IntersectionObserver. False on the server, while
 * hydrating and where the browser cannot tell, so what depends on it (a stand-in for the element) never shows for
 * nothing.
 */
export const useOutOfView = (ref: RefObject<Element | null>): boolean => {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setOut(last.intersectionRatio < SEEN_RATIO);
      },
      { threshold: [0, SEEN_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return out;
};
