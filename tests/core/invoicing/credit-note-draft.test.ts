import { describe, expect, it } from 'vitest';
import { creditNoteDraftOf } from '../../../core/invoicing/credit-note-draft';
import { invoiceDraftOf } from '../../../core/invoicing/invoice-draft';
import { pesos } from '../../../core/shared/money';
import { anOrder, anOrderLine } from '../../builders/orders';
import { aRefundedReturn, INVOICE_REF, NUMBERED } from './invoicing-builders';

const order = anOrder({ state: 'delivered', giftCredit: 37_970 });
const noteOf = (returns: Parameters<typeof creditNoteDraftOf>[1], n: number) =>
  creditNoteDraftOf(order, returns, returns[n - 1].refunds[0], INVOICE_REF, {
    ...NUMBERED,
    prefix: 'NC',
    consecutive: n,
  });

describe('the credit note of a refund', () => {
  it('gives back the returned units at their price, the credit share as allowance, the money as payable', () => {
    const first = aRefundedReturn(order, [], 1, { units: new Map([['CMM-300G', 1]]) });
    const note = noteOf([first], 1);
    expect(note).toMatchObject({ kind: 'credit-note', number: 'NC1', orderNumber: 'FO-2026-000123' });
    expect(note.refersTo).toEqual({
      ...INVOICE_REF,
      concept: '1',
      reason: 'Devolución FO-2026-000123-D1: Derecho de retracto.',
    });
    expect(note.lines).toEqual([
      {
        code: 'CMM-300G',
        description: 'Creatina Monohidratada Micronizada, 300 g',
        quantity: 1,
        base: 67_143,
        taxRate: 0.19,
        iva: 12_757,
        gross: 79_900,
      },
    ]);
    // The buyer paid a tenth of the products with gift credit: a tenth of what goes back returns to their balance.
    expect(note.totals).toEqual({
      lines: 67_143,
      taxed: 67_143,
      iva: 12_757,
      withTax: 79_900,
      allowance: 7_990,
      payable: 71_910,
    });
    expect(note.totals.payable).toBe(first.refunds[0].shares.money);
  });

  it('splits a line’s units over several refunds so that their IVA adds up to the invoice’s, with the shipping once', () => {
    const first = aRefundedReturn(order, [], 1, { units: new Map([['CMM-300G', 1]]) });
    const second = aRefundedReturn(order, [first], 2, { units: new Map([['CMM-300G', 1]]) }, { reason: 'defectuoso' });
    const notes = [noteOf([first, second], 1), noteOf([first, second], 2)];
    const invoiced = invoiceDraftOf(order, NUMBERED).lines.find((l) => l.code === 'CMM-300G')!;
    expect(notes.map((n) => n.lines[0].iva)).toEqual([12_757, 12_757]);
    expect(notes[0].lines[0].iva + notes[1].lines[0].iva).toBe(invoiced.iva);
    expect(notes[0].lines[0].base + notes[1].lines[0].base).toBe(invoiced.base);
    // The store's fault: the shipping goes back with it, untaxed, as the invoice stated it.
    expect(notes[1].lines.slice(1)).toEqual([
      { code: 'ENVIO', description: 'Envío', quantity: 1, base: 14_500, taxRate: 0, iva: 0, gross: 14_500 },
    ]);
    expect(notes[1].totals.payable).toBe(second.refunds[0].shares.money);
    expect(notes[1].refersTo?.reason).toBe('Devolución FO-2026-000123-D2: Producto defectuoso.');
  });

  it('annuls the invoice (concept 2) when one refund gives back every product', () => {
    const all = aRefundedReturn(
      order,
      [],
      1,
      {
        units: new Map([
          ['GSW-2LB-CHOC', 1],
          ['CMM-300G', 2],
        ]),
      },
      { reason: 'error-despacho' },
    );
    const note = noteOf([all], 1);
    const invoice = invoiceDraftOf(order, NUMBERED);
    expect(note.refersTo).toMatchObject({ concept: '2', number: 'SETP990000000', code: 'cufe-de-la-factura' });
    expect(note.refersTo?.reason).toBe(
      'Anulación: devolución de todo el pedido FO-2026-000123 (FO-2026-000123-D1, error de despacho).',
    );
    expect(note.lines).toEqual(invoice.lines);
    expect(note.totals).toEqual(invoice.totals);
  });

  it('splits a goodwill amount at the order’s rate, in one line', () => {
    const goodwill = aRefundedReturn(order, [], 1, { goodwill: 50_000 }, { reason: 'otro' });
    const note = noteOf([goodwill], 1);
    expect(note.lines).toEqual([
      {
        code: 'AJUSTE',
        description: 'Reembolso de valor',
        quantity: 1,
        base: 42_017,
        taxRate: 0.19,
        iva: 7_983,
        gross: 50_000,
      },
    ]);
    expect(note.refersTo?.reason).toBe('Reembolso FO-2026-000123-D1: otro motivo.');
    expect(note.totals.payable).toBe(goodwill.refunds[0].shares.money);
  });

  it('shares a goodwill amount among the order’s rates in proportion to what it sold at each', () => {
    const mixed = anOrder({
      state: 'delivered',
      lines: [
        anOrderLine({ unitPrice: pesos(300_000) }),
        anOrderLine({ sku: 'AVENA', taxRate: 0, unitPrice: pesos(100_000) }),
      ],
    });
    const goodwill = aRefundedReturn(mixed, [], 1, { goodwill: 40_001 });
    const note = creditNoteDraftOf(mixed, [goodwill], goodwill.refunds[0], INVOICE_REF, NUMBERED);
    expect(note.lines.map((l) => [l.description, l.gross, l.taxRate, l.iva])).toEqual([
      ['Reembolso de valor (IVA 19 %)', 30_001, 0.19, 4_790],
      ['Reembolso de valor (IVA 0 %)', 10_000, 0, 0],
    ]);
    expect(note.totals.payable).toBe(40_001);
  });
});
