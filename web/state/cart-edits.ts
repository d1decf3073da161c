import type { CartLineInput, PricedCart } from '../../contract/cart';
import { MAX_LINE_QUANTITY } from '../lib/cart-lines';

const whole = (n: number) => (Number.isFinite(n) ? Math.floor(n) : 0);
const capped = (n: number) => Math.min(Math.max(whole(n), 0), MAX_LINE_QUANTITY);

/** Adds units of a SKU: to its line when there is one (capped), else as a new line at the end. */
export const addLine = (lines: readonly CartLineInput[], sku: string, quantity: number): CartLineInput[] => {
  const units = capped(quantity);
  if (units === 0) return [...lines];
  const existing = lines.find((l) => l.sku === sku);
  return existing
    ? lines.map((l) => (l.sku === sku ? { sku, quantity: capped(l.quantity + units) } : l))
    : [...lines, { sku, quantity: units }];
};

/** Sets a line's quantity (capped); zero or less removes the line. */
export const setLineQuantity = (lines: readonly CartLineInput[], sku: string, quantity: number): CartLineInput[] =>
  capped(quantity) === 0
    ? removeLine(lines, sku)
    : lines.map((l) => (l.sku === sku ? { sku, quantity: capped(quantity) } : l));

/** The lines without that SKU. */
export const removeLine = (lines: readonly CartLineInput[], sku: string): CartLineInput[] =>
  lines.filter((l) => l.sku !== sku);

/** The lines a priced cart settled on (quantities reduced to stock, unavailable products gone). */
export const linesOf = (cart: PricedCart): CartLineInput[] =>
  cart.lines.map(({ sku, quantity }) => ({ sku, quantity }));

/**
 * The lines to draw: the priced ones the shopper still has, at the quantity they set (which may be newer than the
 * priced one). A line being added shows once it is priced; a removed one disappears at once.
 */
export const visibleLines = <L extends { readonly sku: string }>(
  priced: readonly L[],
  chosen: readonly CartLineInput[],
) =>
  priced.flatMap((line) => {
    const mine = chosen.find((c) => c.sku === line.sku);
    return mine ? [{ line, quantity: mine.quantity }] : [];
  });
