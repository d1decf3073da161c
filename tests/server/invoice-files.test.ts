import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { Order } from '../../core/orders/order';
import { placeAnOrder } from '../cli/support/orders';
import { TEST_NUMBERING } from '../core/invoicing/support/invoice-fixtures';
import { invoiceServer, PDF } from './admin/support/invoice-documents';
import { signedUp } from './support/account-client';

// A shopper's download of their order's documents, from the order page's links.
const { ctx, docs } = invoiceServer();

const signatureOf = (order: Order) => ctx.server.container.get(T.orderLinks).sign(order.number);
const download = (order: Order, number: string | null, firma: string | null) =>
  ctx.server.get(`/pedido/${order.number}/factura/${number}.pdf${firma ? `?firma=${encodeURIComponent(firma)}` : ''}`);

describe('the shopper’s electronic invoice', () => {
  it('is the PDF of the order’s accepted invoice, to the holder of its signed link', async () => {
    const res = await download(docs.order, docs.accepted.number, await signatureOf(docs.order));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${docs.accepted.number}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it('is linked from the order’s page, signed as the page is: the accepted documents only', async () => {
    const firma = await signatureOf(docs.order);
    const res = await ctx.server.get(`/api/v1/orders/${docs.order.number}?firma=${encodeURIComponent(firma)}`);
    const { invoices } = (await res.json()) as { invoices: { label: string; href: string }[] };
    expect(invoices).toEqual([
      {
        kind: 'invoice',
        number: docs.accepted.number,
        label: `Descargar factura electrónica ${docs.accepted.number} (PDF)`,
        href: `/pedido/${docs.order.number}/factura/${docs.accepted.number}.pdf?firma=${encodeURIComponent(firma)}`,
      },
    ]);
    const linked = await ctx.server.get(invoices[0].href);
    expect(new Uint8Array(await linked.arrayBuffer())).toEqual(PDF);
  });

  it('is the owner’s while signed in, with no link; never another customer’s', async () => {
    const owner = await signedUp(ctx.server);
    const sku = docs.order.lines[0].sku;
    const c = ctx.server.container;
    const order = await placeAnOrder(c, {
      paymentMethod: 'cash-on-delivery',
      sku,
      prefix: 'facturas-duena',
      customerId: owner.account.id,
    });
    const invoices = c.get(T.invoiceStore);
    const invoice = await invoices.record(
      {
        id: randomUUID(),
        kind: 'invoice',
        orderId: order.id,
        orderNumber: order.number,
        refundId: null,
        payable: order.totals.total,
      },
      TEST_NUMBERING,
      new Date('2026-11-22T09:00:00Z'),
    );
    await invoices.settle(invoice.id, {
      kind: 'accepted',
      response: '<ApplicationResponse/>',
      at: new Date('2026-11-22T09:00:05Z'),
    });
    const path = `/pedido/${order.number}/factura/${invoice.number}.pdf`;
    const mine = await ctx.server.get(path, { headers: { Cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PDF);
    const other = await signedUp(ctx.server);
    expect((await ctx.server.get(path, { headers: { Cookie: other.cookie } })).status).toBe(404);
  });

  it('is not found without the link, for another order’s document, or for one the DIAN has not accepted', async () => {
    const firma = await signatureOf(docs.order);
    for (const res of [
      await download(docs.order, docs.accepted.number, null),
      await download(docs.order, docs.accepted.number, `${firma}x`),
      await download(docs.order, docs.pending.number, firma),
      await download(docs.order, docs.refused.number, firma),
      await download(docs.other, docs.accepted.number, await signatureOf(docs.other)),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Esa factura no existe o todavía no la ha aceptado la DIAN.');
    }
  });
});
