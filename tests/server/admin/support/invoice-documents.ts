import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { T } from '../../../../adapters/container';
import { bindInvoiceOps } from '../../../../adapters/container-invoice-ops';
import type { Invoice } from '../../../../core/invoicing/invoice';
import type { InvoiceStore, NewInvoice } from '../../../../core/invoicing/ports';
import type { Order } from '../../../../core/orders/order';
import { placeAnOrder } from '../../../cli/support/orders';
import { TEST_NUMBERING } from '../../../core/invoicing/support/invoice-fixtures';
import { operatorServer } from '../../support/operator-client';

/** What the PDF of an accepted document is in these tests (drawing it is invoice-pdf's part). */
export const PDF = new TextEncoder().encode('%PDF-1.4\n% factura de prueba\n%%EOF\n');
export const FAU04 = { code: 'FAU04', message: 'Valor total de la factura no coincide con la suma de los valores' };
export const AVISO = 'La resolución de numeración vence en 20 días (19 de enero de 2030).';
export const WARNING = 'The numbering resolution expires in 20 days (2030-01-19).';

/** The documents recorded: order A's accepted invoice and refused credit note, order B's pending invoice. */
export type InvoiceDocuments = {
  order: Order;
  other: Order;
  accepted: Invoice;
  refused: Invoice;
  pending: Invoice;
};

/**
 * A test server whose operators' and shoppers' invoices are bound over the SQL InvoiceStore, with a fixed PDF and the
 * DIAN's habilitación numbering (the PDF and the numbering's health are bound by the composition root once wired), and
 * three documents recorded through the store.
 */
export const invoiceServer = () => {
  let invoices: InvoiceStore;
  const ctx = operatorServer(undefined, (c) => {
    invoices = c.get(T.invoiceStore);
    // The composition root's own, replaced by one with a fixed PDF and numbering.
    c.unbind(T.operatorInvoices);
    c.unbind(T.shopperInvoices);
    bindInvoiceOps(c, {
      pdfOf: async (i) => (i.state === 'accepted' ? PDF : null),
      numbering: async () => ({
        numbering: TEST_NUMBERING,
        usage: await invoices.usage(TEST_NUMBERING),
        warnings: [WARNING],
        avisos: [AVISO],
      }),
    });
  });
  const docs = {} as InvoiceDocuments;

  const record = async (o: Order, kind: NewInvoice['kind'], at: string) =>
    invoices.record(
      {
        id: randomUUID(),
        kind,
        orderId: o.id,
        orderNumber: o.number,
        refundId: kind === 'credit-note' ? `refund-${o.number}` : null,
        payable: o.totals.total,
      },
      TEST_NUMBERING,
      new Date(at),
    );

  beforeAll(async () => {
    const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
    const sku = variants.find((v) => v.active && v.stock > 4)?.sku ?? '';
    const place = () =>
      placeAnOrder(ctx.server.container, { paymentMethod: 'cash-on-delivery', sku, prefix: 'facturas-api' });
    docs.order = await place();
    docs.other = await place();
    const accepted = await record(docs.order, 'invoice', '2026-11-20T15:00:00Z');
    const at = new Date('2026-11-20T15:00:05Z');
    await invoices.settle(accepted.id, { kind: 'accepted', response: '<ApplicationResponse/>', at });
    const refused = await record(docs.order, 'credit-note', '2026-11-21T10:00:00Z');
    await invoices.settle(refused.id, { kind: 'refused', rules: [FAU04], response: '<ApplicationResponse/>', at });
    docs.pending = await record(docs.other, 'invoice', '2026-11-21T11:00:00Z');
    docs.accepted = (await invoices.find(accepted.id)) ?? accepted;
    docs.refused = (await invoices.find(refused.id)) ?? refused;
  }, 120_000);

  return { ctx, docs };
};
