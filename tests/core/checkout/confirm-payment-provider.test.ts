import { describe, expect, it } from 'vitest';
import { confirmationOf } from '../../../core/checkout/confirm-payment';
import type { Order } from '../../../core/orders/order';
import { expirePendingOrders } from '../../../core/orders/expire-pending-orders';
import { pesos } from '../../../core/shared/money';
import { paymentHarness, PREPAID_TOTAL } from './payment-harness';

/** A Nequi order with a push waiting for the shopper. */
const pushed = async () => {
  const h = paymentHarness();
  const order = await h.order();
  const attemptId = await h.push(order);
  const reference = (await h.deps.attempts.find(attemptId))!.attempt.reference!;
  return { ...h, order, attemptId, reference };
};

const typesOf = (h: { events: { all(): readonly { type: string }[] } }) => h.events.all().map((e) => e.type);
const actionsOf = async (h: Awaited<ReturnType<typeof pushed>>, order: Order) =>
  (await h.orders.history(order.id)).map((e) => `${e.action} by ${e.actor}`);

describe('confirming what a provider says', () => {
  it('refuses an approval of another amount or currency: recorded and flagged, the order left waiting', async () => {
    const h = await pushed();
    for (const paid of [
      { amount: pesos(1_000), currency: 'COP' },
      { amount: pesos(PREPAID_TOTAL), currency: 'USD' },
    ]) {
      const result = await h.confirm({
        attemptId: h.attemptId,
        status: 'approved',
        actor: 'nequi',
        details: { reference: h.reference },
        paid,
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'amount-mismatch' } });
    }
    const order = await h.reread(h.order);
    expect(order).toMatchObject({
      state: 'pending_payment',
      payments: [{ state: 'pending', flagged: true, reason: 'amount-mismatch' }],
    });
    expect(typesOf(h)).toEqual(['placed']);
    expect(await actionsOf(h, order)).toEqual(['place by cliente']);
    // The right figures are then applied as any approval.
    const right = await h.confirm({
      attemptId: h.attemptId,
      status: 'approved',
      actor: 'nequi',
      paid: { amount: pesos(PREPAID_TOTAL), currency: 'COP' },
    });
    expect(right).toMatchObject({ ok: true, value: { changed: true, order: { state: 'paid' } } });
  });

  it("holds the order's stock until a pending payment's own expiry when it outlasts the order's, never shorter", async () => {
    const h = await pushed();
    const orderExpiry = h.order.expiresAt!;
    const earlier = new Date(orderExpiry.getTime() - 10 * 60_000);
    await h.confirm({ attemptId: h.attemptId, status: 'pending', actor: 'nequi', details: { expiresAt: earlier } });
    expect((await h.reread(h.order)).expiresAt).toEqual(orderExpiry);
    const voucherDue = new Date('2026-11-26T15:00:00Z');
    const second = await h.deps.attempts.add(h.order.id, {
      method: 'nequi',
      provider: 'nequi',
      amount: pesos(PREPAID_TOTAL),
      at: h.now.value,
    });
    await h.confirm({ attemptId: second.id, status: 'pending', actor: 'nequi', details: { expiresAt: voucherDue } });
    expect((await h.reread(h.order)).expiresAt).toEqual(voucherDue);
    h.now.value = new Date(orderExpiry.getTime() + 60_000);
    expect(await expirePendingOrders(h.deps)()).toEqual([]);
    expect(h.stock.get('WHEY-2LB')).toBe(49);
    h.now.value = new Date(voucherDue.getTime() + 1);
    expect(await expirePendingOrders(h.deps)()).toEqual([h.order.number]);
    expect(h.stock.get('WHEY-2LB')).toBe(50);
  });

  it('reverses a paid order when the provider gave the money back, with its audit entry and the reversed event', async () => {
    const h = await pushed();
    h.nequi.script.says = 'approved';
    await h.confirm(
      confirmationOf(h.attemptId, await h.nequi.status((await h.deps.attempts.find(h.attemptId))!.attempt), 'nequi'),
    );
    const reversed = await h.confirm(
      confirmationOf(h.attemptId, { status: 'reversed', reference: h.reference }, 'nequi'),
    );
    expect(reversed).toMatchObject({
      ok: true,
      value: { changed: true, flagged: false, order: { state: 'reversed', payments: [{ state: 'reversed' }] } },
    });
    expect(typesOf(h)).toEqual(['placed', 'payment-approved', 'reversed']);
    expect(await actionsOf(h, h.order)).toEqual(['place by cliente', 'approve-payment by nequi', 'reverse by nequi']);
    expect(h.stock.get('WHEY-2LB')).toBe(50);
  });

  it('flags a reversal of an order already being prepared, for an operator, and leaves the order alone', async () => {
    const h = await pushed();
    await h.confirm({ attemptId: h.attemptId, status: 'approved', actor: 'nequi' });
    const audit = {
      actor: 'bodega',
      action: 'start-preparing',
      at: h.now.value,
      before: 'paid',
      after: 'preparing',
    } as const;
    await h.orders.change({
      orderId: h.order.id,
      from: 'paid',
      to: 'preparing',
      event: 'start-preparing',
      releaseStock: false,
      keepsExpiry: false,
      audit: { ...audit, detail: null },
    });
    const reversed = await h.confirm({ attemptId: h.attemptId, status: 'reversed', actor: 'nequi' });
    expect(reversed).toMatchObject({
      ok: true,
      value: { flagged: true, order: { state: 'preparing', payments: [{ state: 'reversed', flagged: true }] } },
    });
    // The move to preparing has its event; the flagged reversal adds none.
    expect(typesOf(h)).toEqual(['placed', 'payment-approved', 'preparing']);
  });
});
