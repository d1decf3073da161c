import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { enrolledOperator, withCookie } from '../support/operator-client';
import { AVISO, FAU04, invoiceServer, PDF } from './support/invoice-documents';

const { ctx, docs } = invoiceServer();
let support = '';
let manager = '';

beforeAll(async () => {
  support = (await enrolledOperator(ctx, 'support')).cookie;
  manager = (await enrolledOperator(ctx, 'manager')).cookie;
}, 60_000);

const pdfOf = (path: string, cookie: string) =>
  ctx.server.get(`/api/admin/v1${path}`, { headers: { Cookie: cookie, Origin: 'https://fornido.co' } });

describe('Facturas in the operators’ API', () => {
  it('lists the documents with their DIAN state, the failed ones with their rules, and an order’s documents', async () => {
    const all = await ctx.admin.get('/invoices', withCookie(support));
    expect(all.status).toBe(200);
    expect(all.json.map((i: { id: string }) => i.id)).toEqual([docs.pending.id, docs.refused.id, docs.accepted.id]);
    const failed = await ctx.admin.get('/invoices?failed=1', withCookie(support));
    expect(failed.json).toEqual([
      expect.objectContaining({
        number: docs.refused.number,
        kindLabel: 'Nota crédito',
        state: 'refused',
        stateLabel: 'Rechazada por la DIAN',
        rules: [FAU04],
      }),
    ]);
    const onlySome = await ctx.admin.get('/invoices?states=pending,accepted&limit=1', withCookie(support));
    expect(onlySome.json.map((i: { id: string }) => i.id)).toEqual([docs.pending.id]);
    const ofOrder = await ctx.admin.get(`/orders/${docs.order.number}/invoices`, withCookie(support));
    expect(ofOrder.json.map((i: { id: string }) => i.id)).toEqual([docs.accepted.id, docs.refused.id]);
    const shown = await ctx.admin.get(`/invoices/${docs.accepted.number?.toLowerCase()}`, withCookie(support));
    expect(shown.json).toMatchObject({
      id: docs.accepted.id,
      orderNumber: docs.order.number,
      stateLabel: 'Aceptada por la DIAN',
    });
    const byId = await ctx.admin.get(`/invoices/${docs.refused.id}`, withCookie(support));
    expect(byId.json).toMatchObject({ number: docs.refused.number, kind: 'credit-note' });
  });

  it('downloads an accepted document’s PDF under its number, and refuses one not accepted yet', async () => {
    const res = await pdfOf(`/invoices/${docs.accepted.number}/pdf`, support);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(docs.accepted.number).toBe('SETP990000000');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="SETP990000000.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    const notYet = await ctx.admin.get(`/invoices/${docs.pending.number}/pdf`, withCookie(support));
    expect(notYet.status).toBe(404);
    expect(notYet.json.error).toMatchObject({ kind: 'invoice-not-accepted' });
  });

  it('answers the numbering with what is used, left and its warnings', async () => {
    const shown = await ctx.admin.get('/invoices-numbering', withCookie(support));
    expect(shown.json).toMatchObject({
      numbering: { prefix: 'SETP', from: 990000000, to: 995000000, resolution: '18760000001' },
      usage: { used: 2, last: 990000001 },
      left: 995000000 - 990000001,
      avisos: [AVISO],
    });
  });

  it('lets a manager send a refused note again, audited; support may not, an accepted one cannot be', async () => {
    const path = `/invoices/${docs.refused.number}/retry`;
    expect((await ctx.admin.post(path, {}, withCookie(support))).status).toBe(403);
    const retried = await ctx.admin.post(path, {}, withCookie(manager));
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ state: 'pending', attempts: 0, stateLabel: 'Enviándose a la DIAN' });
    const [entry] = await ctx.server.container.get(T.operatorAudit).latest(1);
    expect(entry).toMatchObject({
      action: 'invoice.retried',
      subject: docs.refused.number,
      before: { state: 'refused' },
    });
    const done = await ctx.admin.post(`/invoices/${docs.accepted.number}/retry`, {}, withCookie(manager));
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
