import { describe, expect, it } from 'vitest';
import { happeningOfPayment } from '../../../core/orders/order-happenings';
import type { PaymentState } from '../../../core/payments/payment-state';

const change = (from: PaymentState, to: PaymentState) =>
  happeningOfPayment({ attemptId: 'a', from, to, at: new Date('2026-11-24T12:00:00Z'), order: null });

describe("what a payment attempt's own move tells the subscribers", () => {
  it('tells a rejection and an expiry once, when the attempt first gets there', () => {
    expect(change('pending', 'rejected')).toBe('payment-rejected');
    expect(change('pending', 'expired')).toBe('payment-expired');
    expect(change('created', 'expired')).toBe('payment-expired');
    expect(change('expired', 'expired')).toBeNull();
    expect(change('rejected', 'rejected')).toBeNull();
  });

  it('leaves an approval to the order (a late one that leaves the order alone tells nobody), and a provider failure to the page that saw it', () => {
    expect(change('pending', 'approved')).toBeNull();
    expect(change('created', 'failed')).toBeNull();
  });
});
