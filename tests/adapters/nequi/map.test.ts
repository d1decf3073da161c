import { describe, expect, it } from 'vitest';
import type { MobilePhone } from '../../../core/people/phone';
import { type NequiError, statusError, connectError, authError } from '../../../adapters/nequi/errors';
import { outcomeOfError, outcomeOfStatus } from '../../../adapters/nequi/map';
import { wholePesos } from '../../../core/shared/money';
import type { NequiPaymentStatus } from '../../../adapters/nequi/payment-status';

const answer = (over: Partial<NequiPaymentStatus>): NequiPaymentStatus => ({
  status: '33',
  name: null,
  value: '15000',
  date: null,
  trnId: null,
  phoneNumber: null,
  ipAddress: null,
  originMoney: [],
  ...over,
});
const waiting = { action: { kind: 'push', phone: '3001234567' as MobilePhone } as const, expiresAt: new Date(1) };

describe('Nequi map: answers into the core outcome', () => {
  it('maps 35 to approved with whole pesos, 33 to pending keeping the action, 71 to rejected', () => {
    expect(outcomeOfStatus(answer({ status: '35', value: '15000.00' }), 'ref', waiting)).toEqual({
      status: 'approved',
      reference: 'ref',
      amount: 15_000,
      currency: 'COP',
    });
    expect(outcomeOfStatus(answer({ status: '33' }), 'ref', waiting)).toEqual({
      status: 'pending',
      reference: 'ref',
      ...waiting,
    });
    expect(outcomeOfStatus(answer({ status: '71' }), 'ref', waiting)).toMatchObject({
      status: 'rejected',
      reason: 'declined',
    });
  });

  it('never approves without a whole amount, nor guesses an unknown status', () => {
    expect(outcomeOfStatus(answer({ status: '35', value: '15000.50' }), 'ref', waiting)).toMatchObject({
      status: 'failed',
    });
    expect(outcomeOfStatus(answer({ status: '35', value: null }), 'ref', waiting)).toMatchObject({ status: 'failed' });
    expect(outcomeOfStatus(answer({ status: '99' }), 'ref', waiting)).toMatchObject({
      status: 'failed',
      reason: 'gateway-unknown-status',
    });
    expect([wholePesos('0'), wholePesos('1.5'), wholePesos('-5'), wholePesos(' 42 ')]).toEqual([0, null, null, 42]);
  });

  it.each([
    ['10-454', 'expired', 'expired'],
    ['10-455', 'rejected', 'cancelled'],
    ['20-08A', 'rejected', 'no-nequi-account'],
    ['11-37L', 'rejected', 'no-nequi-account'],
    ['2-CCSB000012', 'rejected', 'account-blocked'],
    ['2-CCSB000013', 'rejected', 'account-blocked'],
    ['11-9L', 'rejected', 'not-found'],
  ])('maps code %s to %s (%s) with a Spanish message', (code, status, reason) => {
    const outcome = outcomeOfError(statusError(code, 'x'), 'ref');
    expect(outcome).toMatchObject({ status, reason, reference: 'ref' });
    expect('message' in outcome && outcome.message).toMatch(/^[A-ZÁÉÍÓÚ].*(Nequi|medio de pago)/);
  });

  it.each([
    ['a technical error', statusError('20-07A', 'x')],
    ["Nequi's timeout", statusError('11-18L', 'x')],
    ['a bad request', statusError('11-17L', 'x')],
    ['HTTP 403', connectError('http', '403')],
    ['a timeout', connectError('timeout', null)],
    ['a network failure', connectError('network', null)],
    ['a failed token', authError()],
  ])('maps %s to failed, gateway-unavailable', (_, error: NequiError) => {
    expect(outcomeOfError(error, 'ref')).toEqual({
      status: 'failed',
      reason: 'gateway-unavailable',
      message: 'No pudimos comunicarnos con Nequi. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
    });
  });

  it('throws again what is not a Nequi failure (a bug)', () => {
    const bug = new TypeError('undefined is not a function');
    expect(() => outcomeOfError(bug, null)).toThrow(bug);
  });
});
