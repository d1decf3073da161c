import { describe, expect, it } from 'vitest';
import { invoicingSubscriber } from '../../../core/invoicing/invoicing-subscriber';
import { pesos } from '../../../core/shared/money';
import { anOrder, anOrderLine } from '../../builders/orders';
import { aRefundedReturn } from './invoicing-builders';
import { anEvent, anInvoicingWorld, T0 } from './invoicing-world';

const setUp = () => {
  const world = anInvoicingWorld();
  const subscriber = invoicingSubscriber({
    orders: world.orderStore,
    returns: world.returnStore,
    invoices: world.invoices,
    numbering: world.numbering,
    clock: world.clock,
    ids: world.ids,
  });
  return { world, subscriber };
};

describe('the invoicing subscriber', () => {
  it('records and numbers an online order’s invoice when its payment is approved, once however often it is told', async () => {
    const { world, subscriber } = setUp();
    const order = anOrder({ id: 'pedido-1', state: 'paid' });
    world.orders.set(order.id, order);
    expect(subscriber.name).toBe('invoicing');
    await subscriber.handle(anEvent('placed', order));
    expect(world.invoices.all()).toEqual([]);
    await subscriber.handle(anEvent('payment-approved', order));
    await subscriber.handle(anEvent('payment-approved', order));
    await subscriber.handle(anEvent('delivered', order));
    expect(world.invoices.all().map((d) => [d.kind, d.number, d.state, d.payable, d.issuedAt])).toEqual([
      ['invoice', 'SETP990000000', 'pending', order.totals.total, T0],
    ]);
  });

  it('invoices cash on delivery when it is delivered (paid at the door), and never an exchange’s $ 0 replacement', async () => {
    const { world, subscriber } = setUp();
    const cod = anOrder({ id: 'pedido-2', paymentMethod: 'cash-on-delivery', state: 'delivered' });
    const replacement = anOrder({
      id: 'pedido-3',
      number: 'FO-2026-000124',
      state: 'delivered',
      lines: [anOrderLine({ unitPrice: pesos(0) })],
      shipping: { quote: pesos(0) },
    });
    for (const o of [cod, replacement]) world.orders.set(o.id, o);
    await subscriber.handle(anEvent('payment-approved', cod));
    expect(world.invoices.all()).toEqual([]);
    await subscriber.handle(anEvent('delivered', cod));
    await subscriber.handle(anEvent('payment-approved', replacement));
    await subscriber.handle(anEvent('delivered', replacement));
    expect(world.invoices.all().map((d) => [d.orderId, d.payable])).toEqual([['pedido-2', cod.totals.total]]);
  });

  it('records a refund’s credit note once its invoice is accepted, waiting a few minutes while it is not', async () => {
    const { world, subscriber } = setUp();
    const order = anOrder({ id: 'pedido-4', state: 'partially_returned' });
    world.orders.set(order.id, order);
    const r = aRefundedReturn(order, [], 1, { units: new Map([['CMM-300G', 1]]) });
    world.returns.set(r.id, r);
    await subscriber.handle(anEvent('payment-approved', order));
    const invoice = world.invoices.all()[0];
    expect(await subscriber.handle(anEvent('return-refunded', order, r.id))).toEqual({
      later: new Date(T0.getTime() + 5 * 60_000),
    });
    expect(world.invoices.all()).toHaveLength(1);
    await world.invoices.settle(invoice.id, { kind: 'accepted', response: '<ok/>', at: T0 });
    expect(await subscriber.handle(anEvent('return-refunded', order, r.id))).toBeUndefined();
    await subscriber.handle(anEvent('return-refunded', order, r.id));
    expect(world.invoices.all().map((d) => [d.kind, d.number, d.refundId, d.payable])).toEqual([
      ['invoice', 'SETP990000000', null, order.totals.total],
      ['credit-note', 'NC1', 'reembolso-1', r.refunds[0].shares.money],
    ]);
  });

  it('leaves a refund still pending at its provider for the event of its settlement', async () => {
    const { world, subscriber } = setUp();
    const order = anOrder({ id: 'pedido-5', state: 'partially_returned' });
    world.orders.set(order.id, order);
    await subscriber.handle(anEvent('payment-approved', order));
    await world.invoices.settle(world.invoices.all()[0].id, { kind: 'accepted', response: '<ok/>', at: T0 });
    const pending = aRefundedReturn(order, [], 1, { goodwill: 20_000 }, { state: 'pending' });
    world.returns.set(pending.id, pending);
    await subscriber.handle(anEvent('return-refunded', order, pending.id));
    expect(world.invoices.all().map((d) => d.kind)).toEqual(['invoice']);
    const settled = { ...pending, refunds: pending.refunds.map((f) => ({ ...f, state: 'refunded' as const })) };
    world.returns.set(pending.id, settled);
    await subscriber.handle(anEvent('return-refund-settled', order, pending.id));
    expect(world.invoices.all().map((d) => [d.kind, d.refundId])).toEqual([
      ['invoice', null],
      ['credit-note', 'reembolso-1'],
    ]);
  });

  it('makes no credit note for an order that has no invoice (sold before invoicing was on)', async () => {
    const { world, subscriber } = setUp();
    const order = anOrder({ id: 'pedido-6', state: 'partially_returned' });
    world.orders.set(order.id, order);
    const r = aRefundedReturn(order, [], 1, { goodwill: 20_000 });
    world.returns.set(r.id, r);
    expect(await subscriber.handle(anEvent('return-refunded', order, r.id))).toBeUndefined();
    expect(world.invoices.all()).toEqual([]);
  });

  it('fails (to be delivered again) when the event’s order or return cannot be read', async () => {
    const { subscriber, world } = setUp();
    const order = anOrder({ id: 'pedido-7' });
    await expect(subscriber.handle(anEvent('payment-approved', order))).rejects.toThrow(/missing/);
    world.orders.set(order.id, order);
    await expect(subscriber.handle(anEvent('return-refunded', order, 'no-existe'))).rejects.toThrow(/missing/);
  });
});
