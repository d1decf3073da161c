import type { CartLineInput } from '../../contract/cart';

/** The most units of one product a line can hold, whatever the stock (the priced cart caps it by stock). */
export const MAX_LINE_QUANTITY = 99;

/** How many units the cart holds, for the header's badge. */
export const unitCount = (lines: readonly CartLineInput[]): number => lines.reduce((n, l) => n + l.quantity, 0);

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Reads cart lines kept by an earlier visit: null unless every line is a sensible SKU and quantity, each SKU once. */
export const parseCartLines = (data: unknown): CartLineInput[] | null => {
  if (!Array.isArray(data) || data.length > 100) return null;
  const seen = new Set<string>();
  const lines: CartLineInput[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { sku, quantity } = item as Record<string, unknown>;
    if (typeof sku !== 'string' || !SKU.test(sku) || seen.has(sku)) return null;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
      return null;
    seen.add(sku);
    lines.push({ sku, quantity });
  }
  return lines;
};

/** "Carrito, 3 productos": the cart button's accessible name. */
export const cartLabel = (units: number): string =>
  units === 0 ? 'Carrito, vacío' : `Carrito, ${units} ${units === 1 ? 'producto' : 'productos'}`;
