import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { bindInvoiceOps } from '../../../adapters/container-invoice-ops';
import type { Order } from '../../../core/orders/order';
import { placeAnOrder } from '../../cli/support/orders';
import { anInvoice, memoryInvoices, TEST_NUMBERING } from '../../core/invoicing/support/invoice-fixtures';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

// The documents are kept by an in-memory InvoiceStore: the SQL one is another branch's (invoicing-store).
const invoices = memoryInvoices([]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% factura de prueba\n%%EOF\n');
const FAU04 = { code: 'FAU04', message: 'Valor total de la factura no coincide con la suma de los valores' };

const ctx = operatorServer(undefined, (c) => {
  c.bind(T.invoiceStore).toConstantValue(invoices);
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

beforeAll(async () => {
  const sku = (await ctx.server.container.get(T.catalogueAdmin).listVariants()).find(
    (v) => v.active && v.stock > 2,
  )?.sku;
  order = await placeAnOrder(ctx.server.container, {
    paymentMethod: 'cash-on-delivery',
    sku: sku ?? '',
    prefix: 'facturas-api',
  });
  const of = { orderId: order.id, orderNumber: order.number };
  invoices.put(anInvoice({ ...of, id: 'f-1' }));
  invoices.put(
    anInvoice({
      ...of,
      id: 'nc-1',
      kind: 'credit-note',
      refundId: 'r-1',
      prefix: 'NC',
      consecutive: 1,
      number: 'NC1',
      state: 'refused',
      rules: [FAU04],
      acceptedAt: null,
      createdAt: new Date('2026-11-21T10:00:00Z'),
    }),
  );
  invoices.put(
    anInvoice({
      id: 'f-2',
      number: 'SETP990000002',
      consecutive: 990000002,
      state: 'pending',
      attempts: 1,
      acceptedAt: null,
      createdAt: new Date('2026-11-21T11:00:00Z'),
    }),
  );
  support = (await enrolledOperator(ctx, 'support')).cookie;
  manager = (await enrolledOperator(ctx, 'manager')).cookie;
}, 120_000);

const pdfOf = (path: string, cookie: string) =>
  ctx.server.get(`/api/admin/v1${path}`, { headers: { Cookie: cookie, Origin: 'https://fornido.co' } });

describe('Facturas in the operators’ API', () => {
  it('lists the documents with their DIAN state, the failed ones with their rules, and an order’s documents', async () => {
    const all = await ctx.admin.get('/invoices', withCookie(support));
    expect(all.status).toBe(200);
    expect(all.json.map((i: { number: string }) => i.number)).toEqual(['SETP990000002', 'NC1', 'SETP990000001']);
    const failed = await ctx.admin.get('/invoices?failed=1', withCookie(support));
    expect(failed.json).toEqual([
      expect.objectContaining({
        number: 'NC1',
        kindLabel: 'Nota crédito',
        state: 'refused',
        stateLabel: 'Rechazada por la DIAN',
        rules: [FAU04],
      }),
    ]);
    const pending = await ctx.admin.get('/invoices?states=pending,accepted&limit=1', withCookie(support));
    expect(pending.json.map((i: { number: string }) => i.number)).toEqual(['SETP990000002']);
    const ofOrder = await ctx.admin.get(`/orders/${order.number}/invoices`, withCookie(support));
    expect(ofOrder.json.map((i: { number: string }) => i.number)).toEqual(['SETP990000001', 'NC1']);
    const shown = await ctx.admin.get('/invoices/setp990000001', withCookie(support));
    expect(shown.json).toMatchObject({ id: 'f-1', orderNumber: order.number, stateLabel: 'Aceptada por la DIAN' });
  });

  it('downloads an accepted document’s PDF under its number, and refuses one not accepted yet', async () => {
    const res = await pdfOf('/invoices/SETP990000001/pdf', support);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="SETP990000001.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const pending = await ctx.admin.get('/invoices/SETP990000002/pdf', withCookie(support));
    expect(pending.status).toBe(404);
    expect(pending.json.error).toMatchObject({ kind: 'invoice-not-accepted' });
  });

  it('answers the numbering with what is used, left and its warnings', async () => {
    const shown = await ctx.admin.get('/invoices-numbering', withCookie(support));
    expect(shown.json).toMatchObject({
      numbering: { prefix: 'SETP', from: 990000000, to: 995000000, resolution: '18760000001' },
      left: 995000000 - 990000002,
      avisos: ['La resolución de numeración vence en 20 días (19 de enero de 2030).'],
    });
  });

  it('lets a manager send a refused note again, audited; support may not, an accepted one cannot be', async () => {
    expect((await ctx.admin.post('/invoices/NC1/retry', {}, withCookie(support))).status).toBe(403);
    const retried = await ctx.admin.post('/invoices/NC1/retry', {}, withCookie(manager));
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ state: 'pending', attempts: 0, stateLabel: 'Enviándose a la DIAN' });
    const [entry] = await ctx.server.container.get(T.operatorAudit).latest(1);
    expect(entry).toMatchObject({ action: 'invoice.retried', subject: 'NC1', before: { state: 'refused' } });
    const accepted = await ctx.admin.post('/invoices/SETP990000001/retry', {}, withCookie(manager));
    expect(accepted.status).toBe(409);
    expect(accepted.json.error.kind).toBe('invoice-not-retryable');
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
