import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { bindInvoiceOps } from '../../../adapters/container-invoice-ops';
import { sqlInvoiceStore } from '../../../adapters/persistence/invoice-store';
import type { Invoice } from '../../../core/invoicing/invoice';
import type { InvoiceStore, NewInvoice } from '../../../core/invoicing/ports';
import type { Order } from '../../../core/orders/order';
import { placeAnOrder } from '../../cli/support/orders';
import { TEST_NUMBERING } from '../../core/invoicing/support/invoice-fixtures';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const PDF = new TextEncoder().encode('%PDF-1.4\n% factura de prueba\n%%EOF\n');
const FAU04 = { code: 'FAU04', message: 'Valor total de la factura no coincide con la suma de los valores' };

// The documents are recorded through the SQL InvoiceStore; the PDF and the numbering's health are other parts'.
let invoices: InvoiceStore;
const ctx = operatorServer(undefined, (c) => {
  if (!c.isBound(T.invoiceStore))
    c.bind(T.invoiceStore)
      .toDynamicValue((x) => sqlInvoiceStore(x.get(T.database).db))
      .inSingletonScope();
  invoices = c.get(T.invoiceStore);
  bindInvoiceOps(c, {
    pdfOf: async (i) => (i.state === 'accepted' ? PDF : null),
    numbering: async () => ({
      numbering: TEST_NUMBERING,
      usage: await invoices.usage(TEST_NUMBERING),
      warnings: ['The numbering resolution expires in 20 days (2030-01-19).'],
      avisos: ['La resolución de numeración vence en 20 días (19 de enero de 2030).'],
    }),
  });
});

let order: Order;
let support = '';
let manager = '';
/** The documents recorded: order A's accepted invoice and refused credit note, order B's pending invoice. */
let accepted: Invoice;
let refused: Invoice;
let pending: Invoice;

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
  const sku = (await ctx.server.container.get(T.catalogueAdmin).listVariants()).find(
    (v) => v.active && v.stock > 4,
  )?.sku;
  const place = () =>
    placeAnOrder(ctx.server.container, { paymentMethod: 'cash-on-delivery', sku: sku ?? '', prefix: 'facturas-api' });
  order = await place();
  const other = await place();
  accepted = await record(order, 'invoice', '2026-11-20T15:00:00Z');
  await invoices.settle(accepted.id, {
    kind: 'accepted',
    response: '<ApplicationResponse/>',
    at: new Date('2026-11-20T15:00:05Z'),
  });
  refused = await record(order, 'credit-note', '2026-11-21T10:00:00Z');
  await invoices.settle(refused.id, {
    kind: 'refused',
    rules: [FAU04],
    response: '<ApplicationResponse/>',
    at: new Date('2026-11-21T10:00:05Z'),
  });
  pending = await record(other, 'invoice', '2026-11-21T11:00:00Z');
  support = (await enrolledOperator(ctx, 'support')).cookie;
  manager = (await enrolledOperator(ctx, 'manager')).cookie;
}, 120_000);

const pdfOf = (path: string, cookie: string) =>
  ctx.server.get(`/api/admin/v1${path}`, { headers: { Cookie: cookie, Origin: 'https://fornido.co' } });

describe('Facturas in the operators’ API', () => {
  it('lists the documents with their DIAN state, the failed ones with their rules, and an order’s documents', async () => {
    const all = await ctx.admin.get('/invoices', withCookie(support));
    expect(all.status).toBe(200);
    expect(all.json.map((i: { id: string }) => i.id)).toEqual([pending.id, refused.id, accepted.id]);
    const failed = await ctx.admin.get('/invoices?failed=1', withCookie(support));
    expect(failed.json).toEqual([
      expect.objectContaining({
        number: refused.number,
        kindLabel: 'Nota crédito',
        state: 'refused',
        stateLabel: 'Rechazada por la DIAN',
        rules: [FAU04],
      }),
    ]);
    const onlySome = await ctx.admin.get('/invoices?states=pending,accepted&limit=1', withCookie(support));
    expect(onlySome.json.map((i: { id: string }) => i.id)).toEqual([pending.id]);
    const ofOrder = await ctx.admin.get(`/orders/${order.number}/invoices`, withCookie(support));
    expect(ofOrder.json.map((i: { id: string }) => i.id)).toEqual([accepted.id, refused.id]);
    const shown = await ctx.admin.get(`/invoices/${accepted.number?.toLowerCase()}`, withCookie(support));
    expect(shown.json).toMatchObject({
      id: accepted.id,
      orderNumber: order.number,
      stateLabel: 'Aceptada por la DIAN',
    });
    const byId = await ctx.admin.get(`/invoices/${refused.id}`, withCookie(support));
    expect(byId.json).toMatchObject({ number: refused.number, kind: 'credit-note' });
  });

  it('downloads an accepted document’s PDF under its number, and refuses one not accepted yet', async () => {
    const res = await pdfOf(`/invoices/${accepted.number}/pdf`, support);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(accepted.number).toBe('SETP990000000');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="SETP990000000.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const notYet = await ctx.admin.get(`/invoices/${pending.number}/pdf`, withCookie(support));
    expect(notYet.status).toBe(404);
    expect(notYet.json.error).toMatchObject({ kind: 'invoice-not-accepted' });
  });

  it('answers the numbering with what is used, left and its warnings', async () => {
    const shown = await ctx.admin.get('/invoices-numbering', withCookie(support));
    expect(shown.json).toMatchObject({
      numbering: { prefix: 'SETP', from: 990000000, to: 995000000, resolution: '18760000001' },
      usage: { used: 2, last: 990000001 },
      left: 995000000 - 990000001,
      avisos: ['La resolución de numeración vence en 20 días (19 de enero de 2030).'],
    });
  });

  it('lets a manager send a refused note again, audited; support may not, an accepted one cannot be', async () => {
    const path = `/invoices/${refused.number}/retry`;
    expect((await ctx.admin.post(path, {}, withCookie(support))).status).toBe(403);
    const retried = await ctx.admin.post(path, {}, withCookie(manager));
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ state: 'pending', attempts: 0, stateLabel: 'Enviándose a la DIAN' });
    const [entry] = await ctx.server.container.get(T.operatorAudit).latest(1);
    expect(entry).toMatchObject({ action: 'invoice.retried', subject: refused.number, before: { state: 'refused' } });
    const done = await ctx.admin.post(`/invoices/${accepted.number}/retry`, {}, withCookie(manager));
    expect(done.status).toBe(409);
    expect(done.json.error.kind).toBe('invoice-not-retryable');
  });

  it('is not the warehouse’s, and an unknown document, order or state is refused with a 4xx', async () => {
    const warehouse = (await enrolledOperator(ctx, 'warehouse')).cookie;
    expect((await ctx.admin.get('/invoices', withCookie(warehouse))).status).toBe(403);
    expect((await ctx.admin.get('/invoices/SETP1', withCookie(support))).json.error.kind).toBe('invoice-not-found');
    expect((await ctx.admin.get('/orders/FO-2026-999999/invoices', withCookie(support))).status).toBe(404);
    expect((await ctx.admin.get('/invoices?states=anulada', withCookie(support))).status).toBe(400);
    expect((await ctx.admin.get('/invoices?limit=0', withCookie(support))).status).toBe(400);
  });
});
