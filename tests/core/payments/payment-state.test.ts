import { describe, expect, it } from 'vitest';
import { isFinalPaymentState, isRepeatedPaymentEvent, transitionPayment } from '../../../core/payments/payment-state';

describe('payment attempt examples', () => {
  it('goes created → pending → approved → reversed', () => {
    expect(transitionPayment('created', 'submit')).toEqual({ ok: true, value: 'pending' });
    expect(transitionPayment('pending', 'approve')).toEqual({ ok: true, value: 'approved' });
    expect(transitionPayment('approved', 'reverse')).toEqual({ ok: true, value: 'reversed' });
  });

  it('accepts a webhook and a status poll reporting the same approval', () => {
    expect(transitionPayment('approved', 'approve')).toEqual({ ok: true, value: 'approved' });
    expect(isRepeatedPaymentEvent('approved', 'approve')).toBe(true);
  });

  it('flags an approval after expiry for an operator', () => {
    expect(transitionPayment('expired', 'approve')).toMatchObject({
      ok: false,
      error: { kind: 'late-approval', from: 'expired' },
    });
  });

  it('refuses to reject an approved attempt', () => {
    expect(transitionPayment('approved', 'reject')).toEqual({
      ok: false,
      error: {
        kind: 'invalid-transition',
        from: 'approved',
        event: 'reject',
        message: 'El intento de pago está aprobado: no se puede rechazarlo.',
      },
    });
  });

  it('knows which attempts are over', () => {
    expect(isFinalPaymentState('pending')).toBe(false);
    expect(isFinalPaymentState('rejected')).toBe(true);
  });
});
