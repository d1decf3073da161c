import type { Order, OrderLine } from '../orders/order';
import type { Pesos } from '../shared/money';
import type { InvoiceDraft, InvoiceLine } from './invoice';
import { invoiceBuyerOf } from './invoice-buyer';
import { chargeLines, documentNumber, documentTotals, taxSubtotals } from './draft-totals';

/** Where a document stands in its numbering: its prefix, its consecutive and when it was numbered (its issue date and
 * time, kept for every retry). */
export type Numbered = { readonly prefix: string; readonly consecutive: number; readonly issuedAt: Date };

/** What a product line is called on a document: its name and variant ("Gold Standard 100% Whey, Chocolate, 2 lb"). */
export const lineDescription = (line: Pick<OrderLine, 'name' | 'flavour' | 'size'>): string =>
  [line.name, line.flavour, line.size].filter((part) => part !== null && part !== '').join(', ');

/** A product line as sold, with the base and IVA the checkout computed for it (never split again here). */
const productLine = (line: OrderLine): InvoiceLine => ({
  code: line.sku,
  description: lineDescription(line),
  quantity: line.quantity,
  base: line.base,
  taxRate: line.taxRate,
  iva: line.iva,
  gross: line.gross,
});

/** An order with nothing sold at a price: an exchange's $ 0 replacement (issue 34), which is no sale and gets no
 * invoice (the original order's invoice covers what was paid). An order its gift credit paid whole is a sale: its
 * products have prices, the credit is its allowance. */
export const isReplacementOrder = (order: Pick<Order, 'lines' | 'totals'>): boolean =>
  order.totals.total === 0 && order.lines.every((line) => line.gross === 0);

/**
 * The sales invoice of an order: its product lines as the checkout priced them, the shipping (`ENVIO`) and the
 * cash-on-delivery surcharge (`RECARGO-CONTRAENTREGA`) as untaxed lines of their own, the gift credit applied as the
 * document's allowance, so that what it says is payable is exactly the order's total.
 */
export const invoiceDraftOf = (order: Order, numbered: Numbered): InvoiceDraft => {
  const lines = [...order.lines.map(productLine), ...chargeLines(order.totals.shipping, order.totals.codSurcharge)];
  return assembleDraft('invoice', order, numbered, lines, order.totals.giftCredit, null);
};

/** A document of an order from its lines and allowance: its number, its buyer, its IVA by rate and its totals. */
export const assembleDraft = (
  kind: InvoiceDraft['kind'],
  order: Order,
  numbered: Numbered,
  lines: readonly InvoiceLine[],
  allowance: Pesos,
  refersTo: InvoiceDraft['refersTo'],
): InvoiceDraft => ({
  kind,
  prefix: numbered.prefix,
  consecutive: numbered.consecutive,
  number: documentNumber(numbered.prefix, numbered.consecutive),
  issuedAt: numbered.issuedAt,
  orderNumber: order.number,
  buyer: invoiceBuyerOf(order.buyer),
  lines,
  taxes: taxSubtotals(lines),
  totals: documentTotals(lines, allowance),
  paidOnDelivery: order.paymentMethod === 'cash-on-delivery',
  refersTo,
});
