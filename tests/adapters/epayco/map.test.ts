import { describe, expect, it } from 'vitest';
import { outcomeOfState, UNAVAILABLE, type EpaycoState } from '../../../adapters/epayco/map';
import type { PaymentAction } from '../../../core/payments/attempt';
import type { PaymentMethodId } from '../../../core/payments/methods';

const state = (code: number, over: Partial<EpaycoState> = {}): EpaycoState => ({
  code,
  reference: '2400001',
  amount: '142800',
  currency: 'COP',
  ...over,
});
const voucher: PaymentAction = {
  kind: 'voucher',
  network: 'efecty',
  reference: '2400001',
  pin: '12345678',
  projectCode: '110342',
};
const waiting = { action: voucher, expiresAt: new Date('2026-11-25T04:59:59.999Z') };
const none = { action: null, expiresAt: null };
const AGAIN = 'Puedes intentarlo de nuevo o elegir otro medio de pago.';

describe('ePayco map: a transaction state in the core words', () => {
  it('approves state 1 with the amount in whole pesos and its currency', () => {
    expect(outcomeOfState(state(1), 'card', none)).toEqual({
      status: 'approved',
      reference: '2400001',
      amount: 142_800,
      currency: 'COP',
    });
    expect(outcomeOfState(state(1, { amount: '142800.00', currency: null }), 'pse', none)).toEqual({
      status: 'approved',
      reference: '2400001',
      amount: 142_800,
      currency: 'COP',
    });
    expect(outcomeOfState(state(1, { currency: 'USD' }), 'pse', none)).toMatchObject({ currency: 'USD' });
  });

  it.each([null, '', '142800.50', '-142800', '1.4e5', 'ciento cuarenta', '99999999999999999999'])(
    'does not apply an approval whose amount %j cannot be read as whole pesos',
    (amount) => {
      expect(outcomeOfState(state(1, { amount }), 'card', none)).toEqual({
        ...UNAVAILABLE,
        reason: 'gateway-unreadable-amount',
      });
    },
  );

  it.each([3, 7])('keeps state %i pending with the action and expiry the attempt was given', (code) => {
    expect(outcomeOfState(state(code), 'cash', waiting)).toEqual({
      status: 'pending',
      reference: '2400001',
      action: voucher,
      expiresAt: waiting.expiresAt,
    });
    expect(outcomeOfState(state(code), 'card', none)).toEqual({
      status: 'pending',
      reference: '2400001',
      action: null,
      expiresAt: null,
    });
  });

  it('reads state 6 as the money given back', () => {
    expect(outcomeOfState(state(6), 'card', none)).toEqual({ status: 'reversed', reference: '2400001' });
  });

  it.each([
    [2, 'declined'],
    [12, 'declined'],
    [4, 'failed'],
  ])('ends state %i as rejected (%s) with the method words', (code, reason) => {
    expect(outcomeOfState(state(code), 'card', waiting)).toEqual({
      status: 'rejected',
      reference: '2400001',
      reason,
      message: `El banco rechazó la tarjeta. ${AGAIN}`,
    });
  });

  it.each([
    [10, 'abandoned', `No terminaste el pago. ${AGAIN}`],
    [11, 'cancelled', `El pago fue cancelado. ${AGAIN}`],
  ])('ends state %i as rejected (%s)', (code, reason, message) => {
    expect(outcomeOfState(state(code), 'pse', waiting)).toEqual({
      status: 'rejected',
      reference: '2400001',
      reason,
      message,
    });
  });

  it('ends state 9 as expired', () => {
    expect(outcomeOfState(state(9), 'cash', waiting)).toEqual({
      status: 'expired',
      reference: '2400001',
      reason: 'expired',
      message: `El plazo para pagar venció. ${AGAIN}`,
    });
  });

  it.each([0, 5, 8, 13, -1, Number.NaN])(
    'never guesses an unknown state (%s): nothing is known to have happened',
    (code) => {
      const outcome = outcomeOfState(state(code), 'card', waiting);
      expect(outcome).toEqual({ ...UNAVAILABLE, reason: `gateway-unknown-state-${code}` });
      expect(outcome.status).toBe('failed');
    },
  );

  it('says in Spanish, per method, who did not let the money through', () => {
    const messageFor = (method: PaymentMethodId) => {
      const outcome = outcomeOfState(state(2), method, none);
      return outcome.status === 'rejected' ? outcome.message : null;
    };
    expect(messageFor('card')).toBe(`El banco rechazó la tarjeta. ${AGAIN}`);
    expect(messageFor('pse')).toBe(`Tu banco no aprobó el débito por PSE. ${AGAIN}`);
    expect(messageFor('cash')).toBe(`El pago en efectivo no se completó. ${AGAIN}`);
    expect(messageFor('safetypay')).toBe(`El pago con SafetyPay no se completó. ${AGAIN}`);
    expect(messageFor('nequi')).toBe(`El pago no se completó. ${AGAIN}`);
  });

  it('names ePayco when it cannot be reached', () => {
    expect(UNAVAILABLE).toEqual({
      status: 'failed',
      reason: 'gateway-unavailable',
      message: 'No pudimos comunicarnos con ePayco. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
    });
  });
});
