import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteDraftOf } from '../../../core/invoicing/credit-note-draft';
import { invoiceDraftOf } from '../../../core/invoicing/invoice-draft';
import type { InvoiceDraft } from '../../../core/invoicing/invoice';
import type { Order } from '../../../core/orders/order';
import type { Return } from '../../../core/returns/return';
import { pesos } from '../../../core/shared/money';
import { anOrder, anOrderLine } from '../../builders/orders';
import { anAmount, someLines } from '../support/arbitraries';
import { RUNS } from '../support/runs';
import { aRefundedReturn, INVOICE_REF, NUMBERED } from './invoicing-builders';

// fast-check prints the seed and the shrunk counterexample of a failure: replay it with { seed, path }.

/** Any order the checkout can make: its lines (one per sku), gift credit, shipping and way of paying (cash on
 * delivery only under its limit: anOrder refuses the others, as the checkout does). */
const anyOrder: fc.Arbitrary<Order> = fc
  .record({
    lines: someLines,
    credit: fc.double({ min: 0, max: 1, noNaN: true }),
    quote: anAmount(80_000),
    method: fc.constantFrom('standard' as const, 'express' as const),
    paymentMethod: fc.constantFrom('nequi' as const, 'card' as const, 'cash-on-delivery' as const),
  })
  .map(({ lines, credit, quote, method, paymentMethod }) => {
    const unique = [...new Map(lines.map((l) => [l.sku, l])).values()];
    const orderLines = unique.map((l) =>
      anOrderLine({ sku: l.sku, unitPrice: l.unitPrice, quantity: l.quantity, taxRate: l.taxRate }),
    );
    const subtotal = orderLines.reduce((t, l) => t + l.gross, 0);
    const giftCredit = Math.floor(subtotal * credit);
    try {
      return anOrder({ lines: orderLines, giftCredit, paymentMethod, shipping: { quote: pesos(quote), method } });
    } catch {
      return null;
    }
  })
  .filter((order): order is Order => order !== null);

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A document's totals add up: Σ line bases + Σ IVA − allowance = payable, and the per-rate subtotals make the taxed
 * base and the IVA. */
const expectAddsUp = (draft: InvoiceDraft) => {
  for (const l of draft.lines) expect(l.base + l.iva).toBe(l.gross);
  expect(draft.totals.lines).toBe(sumOf(draft.lines.map((l) => l.base)));
  expect(draft.totals.iva).toBe(sumOf(draft.lines.map((l) => l.iva)));
  expect(draft.totals.lines + draft.totals.iva - draft.totals.allowance).toBe(draft.totals.payable);
  expect(sumOf(draft.taxes.map((t) => t.base))).toBe(draft.totals.taxed);
  expect(sumOf(draft.taxes.map((t) => t.iva))).toBe(draft.totals.iva);
  expect(new Set(draft.taxes.map((t) => t.rate)).size).toBe(draft.taxes.length);
};

describe('invoice and credit note drafts', () => {
  it('an order’s invoice adds up, and what it says is payable is the order’s total', () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        const draft = invoiceDraftOf(order, NUMBERED);
        expectAddsUp(draft);
        expect(draft.totals.payable).toBe(order.totals.total);
        expect(draft.totals.allowance).toBe(order.totals.giftCredit);
        expect(draft.totals.iva).toBe(order.totals.tax);
      }),
      RUNS,
    );
  });

  it('the credit notes of refunds that give back every unit add up to the invoice, each paying back its money', () => {
    const aCase = fc.record({
      order: anyOrder,
      parts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 }),
      atFault: fc.boolean(),
    });
    fc.assert(
      fc.property(aCase, ({ order, parts, atFault }) => {
        const left = new Map(order.lines.map((l) => [l.sku, l.quantity]));
        const returns: Return[] = [];
        for (const part of [...parts, 1]) {
          const units = new Map<string, number>();
          for (const [sku, n] of left) if (Math.ceil(n / part) > 0) units.set(sku, Math.ceil(n / part));
          if (units.size === 0) break;
          for (const [sku, n] of units) left.set(sku, left.get(sku)! - n);
          const reason = atFault ? 'defectuoso' : 'retracto';
          returns.push(aRefundedReturn(order, returns, returns.length + 1, { units }, { reason }));
        }
        const notes = returns.map((r) => creditNoteDraftOf(order, returns, r.refunds[0], INVOICE_REF, NUMBERED));
        const invoice = invoiceDraftOf(order, NUMBERED);
        notes.forEach((note, i) => {
          expectAddsUp(note);
          expect(note.totals.payable).toBe(returns[i].refunds[0].shares.money);
        });
        const all = notes.flatMap((n) => n.lines);
        for (const line of invoice.lines) {
          const same = all.filter((l) => l.code === line.code);
          expect([sumOf(same.map((l) => l.base)), sumOf(same.map((l) => l.iva))]).toEqual(
            line.code === 'ENVIO' || line.code === 'RECARGO-CONTRAENTREGA'
              ? atFault
                ? [line.base, 0]
                : [0, 0]
              : [line.base, line.iva],
          );
        }
        expect(sumOf(notes.map((n) => n.totals.allowance))).toBe(order.totals.giftCredit);
      }),
      RUNS,
    );
  });

  it('a goodwill refund’s lines add up to its amount, split at the order’s rates', () => {
    const aCase = anyOrder.chain((order) =>
      fc.record({ order: fc.constant(order), share: fc.double({ min: 0.000001, max: 1, noNaN: true }) }),
    );
    fc.assert(
      fc.property(aCase, ({ order, share }) => {
        const amount = Math.max(1, Math.floor(order.totals.subtotal * share));
        fc.pre(order.totals.subtotal > 0);
        const r = aRefundedReturn(order, [], 1, { goodwill: amount });
        const note = creditNoteDraftOf(order, [r], r.refunds[0], INVOICE_REF, NUMBERED);
        expectAddsUp(note);
        expect(sumOf(note.lines.map((l) => l.gross))).toBe(amount);
        expect(note.totals.payable).toBe(r.refunds[0].shares.money);
        expect(new Set(note.lines.map((l) => l.taxRate)).size).toBe(note.lines.length);
      }),
      RUNS,
    );
  });
});
