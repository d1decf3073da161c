import { describe, expect, it } from 'vitest';
import { shopperInvoicePdf, shopperInvoices } from '../../../core/invoicing/shopper-invoices';
import { anInvoice, memoryInvoices } from './support/invoice-fixtures';

const PDF = new TextEncoder().encode('%PDF-1.4 factura');

const deps = {
  invoices: memoryInvoices([
    anInvoice(),
    anInvoice({ id: 'nc-1', kind: 'credit-note', number: 'NC1', createdAt: new Date('2026-11-21T10:00:00Z') }),
    anInvoice({ id: 'nc-2', kind: 'credit-note', number: 'NC2', state: 'pending', acceptedAt: null }),
    anInvoice({ id: 'inv-2', orderId: 'order-102', number: 'SETP990000002' }),
  ]),
  pdfOf: async () => PDF,
};

describe('the shopper’s invoices', () => {
  it('lists an order’s accepted documents, the invoice first', async () => {
    expect(await shopperInvoices(deps)('order-101')).toEqual([
      { kind: 'invoice', number: 'SETP990000001' },
      { kind: 'credit-note', number: 'NC1' },
    ]);
  });

  it('gives the PDF of an accepted document of the order, and nothing of another order or not accepted', async () => {
    expect(await shopperInvoicePdf(deps)('order-101', 'setp990000001')).toEqual({
      ok: true,
      value: { filename: 'SETP990000001.pdf', bytes: PDF },
    });
    for (const number of ['SETP990000002', 'NC2', 'SETP990000009']) {
      const refused = await shopperInvoicePdf(deps)('order-101', number);
      expect(!refused.ok && refused.error.kind).toBe('invoice-not-found');
    }
  });
});
