import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_HAPPENINGS, type OrderHappeningType } from '../../../core/events/ports';
import { recordAdjustment, recordEarned } from '../../../core/loyalty/ledger';
import { rewardPlanOf } from '../../../core/loyalty/rewards';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { anOrder } from '../../builders/orders';

const AT = new Date('2026-11-24T15:00:00Z');
const happening = (type: OrderHappeningType) => ({
  id: 1,
  type,
  orderId: 'pedido-123',
  orderNumber: 'FO-2026-000123',
  occurredAt: AT,
});

describe('the rewards of an order happening', () => {
  it('gives the referrer 7 % of the subtotal net of credit, with its points, and the buyer the points of their order, when paid online', () => {
    const order = anOrder({ state: 'paid', customerId: 'comprador', referrerId: 'referente', giftCredit: 20_000 });
    const { subtotal } = order.totals;
    const earned = Math.floor(0.07 * (subtotal - 20_000));
    expect(rewardPlanOf(happening('payment-approved'), order, defaultPolicy)).toEqual({
      orderId: order.id,
      at: AT,
      earn: { referrerId: 'referente', amount: earned, points: Math.floor(earned / 1000) },
      buyerPoints: { customerId: 'comprador', points: Math.floor((subtotal - 20_000) / 1000) },
      takeBack: null,
      restoreSpent: null,
    });
  });

  it('rewards cash on delivery when delivered, not when confirmed or shipped', () => {
    const order = anOrder({ paymentMethod: 'cash-on-delivery', state: 'delivered', referrerId: 'referente' });
    expect(rewardPlanOf(happening('delivered'), order, defaultPolicy)?.earn?.referrerId).toBe('referente');
    expect(rewardPlanOf(happening('payment-approved'), order, defaultPolicy)).toBeNull();
    expect(rewardPlanOf(happening('shipped'), order, defaultPolicy)).toBeNull();
    const prepaid = anOrder({ state: 'delivered', referrerId: 'referente' });
    expect(rewardPlanOf(happening('delivered'), prepaid, defaultPolicy)).toBeNull();
  });

  it('earns nothing for an approval handled after the order was reversed (events retried out of order)', () => {
    const order = anOrder({ state: 'reversed', customerId: 'comprador', referrerId: 'referente' });
    expect(rewardPlanOf(happening('payment-approved'), order, defaultPolicy)).toBeNull();
    expect(rewardPlanOf(happening('reversed'), order, defaultPolicy)?.takeBack).toEqual({
      referrerId: 'referente',
      buyerId: 'comprador',
    });
  });

  it('gives back credit spent on an order cancelled, expired or reversed', () => {
    const order = anOrder({ state: 'cancelled', customerId: 'comprador', giftCredit: 30_000 });
    for (const type of ['cancelled', 'expired', 'reversed'] as const)
      expect(rewardPlanOf(happening(type), order, defaultPolicy)?.restoreSpent, type).toEqual({
        customerId: 'comprador',
      });
    expect(
      rewardPlanOf(happening('cancelled'), anOrder({ state: 'cancelled', customerId: 'comprador' }), defaultPolicy),
    ).toBeNull();
  });

  it('never rewards a guest order with no referrer, whatever happens to it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_HAPPENINGS), (type) => {
        expect(rewardPlanOf(happening(type), anOrder({ state: 'paid' }), defaultPolicy)).toBeNull();
      }),
    );
  });
});

describe("an operator's adjustment of gift credit", () => {
  const ledger = recordEarned([], { orderId: 'o1', amount: pesos(5_000), at: AT.toISOString() });

  it('adds credit, or takes it, never below zero', () => {
    const added = recordAdjustment(ledger, { amount: pesos(2_000), at: AT.toISOString() });
    expect(added.ok && added.value.at(-1)).toMatchObject({ kind: 'adjustment', orderId: null, amount: 2_000 });
    expect(recordAdjustment(ledger, { amount: pesos(-5_000), at: AT.toISOString() }).ok).toBe(true);
    expect(recordAdjustment(ledger, { amount: pesos(-5_001), at: AT.toISOString() })).toEqual({
      ok: false,
      error: { kind: 'insufficient-credit', message: 'The balance is $ 5.000: it cannot go down by $ 5.001.' },
    });
    expect(() => recordAdjustment(ledger, { amount: pesos(0), at: AT.toISOString() })).toThrow(RangeError);
  });
});
