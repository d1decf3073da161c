/**
 * Room for a bar fixed at the bottom of the screen (the product page's buy bar on a phone) while it shows: the page
 * ends above it, what the browser scrolls to (a focused field) stops above it, and the store's messages (marked
 * ABOVE_BARS) are lifted over it. Set on those few elements only, never as a property the whole page inherits: a
 * custom property changed on <html> restyles every element of the page (40 ms on a slow phone, in the way of a tap).
 */
export const ABOVE_BARS = 'data-sobre-barras';

/** The height the bars take now: '0px' when none shows. */
const reservedBottom = (): string => document.body.style.paddingBottom || '0px';

/** Lifts a message fixed at the bottom of the screen over the bars (its class reads `--bottom-bars`). */
export const liftAboveBars = (element: HTMLElement, height = reservedBottom()): void =>
  element.style.setProperty('--bottom-bars', height);

/** Reserves `height` px at the bottom of the page for the bars, or gives it back (null). */
export const reserveBottom = (height: number | null): void => {
  const px = height === null ? '' : `${height}px`;
  document.documentElement.style.scrollPaddingBottom = px;
  document.body.style.paddingBottom = px;
  for (const message of document.querySelectorAll<HTMLElement>(`[${ABOVE_BARS}]`)) liftAboveBars(message, px || '0px');
};
