import type { TaxRate } from '../catalog/product';
import { add, subtract, sum, ZERO, type Pesos } from '../shared/money';
import type { InvoiceLine, InvoiceTotals, TaxSubtotal } from './invoice';

/** Shipping and the cash-on-delivery surcharge, as lines of their own. */
export const SHIPPING_CODE = 'ENVIO';
export const SURCHARGE_CODE = 'RECARGO-CONTRAENTREGA';

/**
 * A line that carries no IVA: the shipping and the cash-on-delivery surcharge. The store's policy computes IVA on the
 * products only (POLICY.md, Money and taxes: an order's tax is the sum over its product lines), so the invoice states
 * them at rate 0, whole, exactly as the shopper paid them.
 */
export const untaxedLine = (code: string, description: string, amount: Pesos): InvoiceLine => ({
  code,
  description,
  quantity: 1,
  base: amount,
  taxRate: 0,
  iva: ZERO,
  gross: amount,
});

/** The shipping and surcharge lines of the amounts charged (none for an amount of 0). */
export const chargeLines = (shipping: Pesos, surcharge: Pesos): InvoiceLine[] => [
  ...(shipping > 0 ? [untaxedLine(SHIPPING_CODE, 'Envío', shipping)] : []),
  ...(surcharge > 0 ? [untaxedLine(SURCHARGE_CODE, 'Recargo por pago contraentrega', surcharge)] : []),
];

/** Whether a line is subject to IVA: a rate above 0. A line at rate 0 (shipping, the surcharge, a product with no IVA)
 * is outside every tax subtotal and the taxed base (TaxExclusiveAmount). */
export const isTaxed = (line: Pick<InvoiceLine, 'taxRate'>): boolean => line.taxRate > 0;

/** The IVA of each rate over the taxed lines, lowest rate first. */
export const taxSubtotals = (lines: readonly InvoiceLine[]): TaxSubtotal[] => {
  const byRate = new Map<TaxRate, { base: Pesos; iva: Pesos }>();
  for (const line of lines.filter(isTaxed)) {
    const seen = byRate.get(line.taxRate) ?? { base: ZERO, iva: ZERO };
    byRate.set(line.taxRate, { base: add(seen.base, line.base), iva: add(seen.iva, line.iva) });
  }
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, t]) => ({ rate, ...t }));
};

/** A document's totals from its lines and its allowance (the gift credit): payable = Σ base + Σ IVA − allowance. */
export const documentTotals = (lines: readonly InvoiceLine[], allowance: Pesos): InvoiceTotals => {
  const base = sum(lines.map((l) => l.base));
  const iva = sum(lines.map((l) => l.iva));
  const withTax = add(base, iva);
  return {
    lines: base,
    taxed: sum(lines.filter(isTaxed).map((l) => l.base)),
    iva,
    withTax,
    allowance,
    payable: subtract(withTax, allowance),
  };
};

/** The number as the documents write it: prefix and consecutive together (SETP990000001). */
export const documentNumber = (prefix: string, consecutive: number): string => `${prefix}${consecutive}`;
