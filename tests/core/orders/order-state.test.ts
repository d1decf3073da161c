import { describe, expect, it } from 'vitest';
import { isRepeatedOrderEvent, transitionOrder } from '../../../core/orders/order-state';

describe('order state machine examples', () => {
  it('walks the prepaid path', () => {
    expect(transitionOrder('pending_payment', 'approve-payment')).toEqual({ ok: true, value: 'paid' });
    expect(transitionOrder('paid', 'start-preparing')).toEqual({ ok: true, value: 'preparing' });
    expect(transitionOrder('preparing', 'ship')).toEqual({ ok: true, value: 'shipped' });
    expect(transitionOrder('shipped', 'deliver')).toEqual({ ok: true, value: 'delivered' });
  });

  it('walks the cash-on-delivery path: confirmed → preparing → shipped → delivered', () => {
    expect(transitionOrder('confirmed', 'start-preparing')).toEqual({ ok: true, value: 'preparing' });
    expect(transitionOrder('confirmed', 'approve-payment')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-transition' },
    });
  });

  it('accepts the same payment confirmation twice without changing anything', () => {
    expect(transitionOrder('paid', 'approve-payment')).toEqual({ ok: true, value: 'paid' });
    expect(isRepeatedOrderEvent('paid', 'approve-payment')).toBe(true);
    expect(isRepeatedOrderEvent('pending_payment', 'approve-payment')).toBe(false);
  });

  it.each(['paid', 'preparing', 'shipped', 'delivered', 'reversed'] as const)(
    'accepts a duplicate approval arriving when the order is already %s, without change',
    (state) => {
      expect(transitionOrder(state, 'approve-payment')).toEqual({ ok: true, value: state });
    },
  );

  it('keeps a pending order pending after a rejected attempt, so the shopper can retry', () => {
    expect(transitionOrder('pending_payment', 'payment-attempt-failed')).toEqual({
      ok: true,
      value: 'pending_payment',
    });
  });

  it('flags an approval that arrives after the order expired instead of losing it', () => {
    expect(transitionOrder('cancelled', 'approve-payment')).toEqual({
      ok: false,
      error: {
        kind: 'late-approval',
        from: 'cancelled',
        event: 'approve-payment',
        message: 'El pedido está cancelado: no se puede aprobar su pago.',
      },
    });
  });

  it('refuses to cancel a delivered order, in Spanish', () => {
    expect(transitionOrder('delivered', 'cancel')).toEqual({
      ok: false,
      error: {
        kind: 'invalid-transition',
        from: 'delivered',
        event: 'cancel',
        message: 'El pedido está entregado: no se puede cancelarlo.',
      },
    });
  });
});
