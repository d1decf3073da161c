import { describe, expect, it } from 'vitest';
import { decidingPayment, outcomeOfPayment } from '../../../adapters/mercadopago/map';
import { paymentAnswer, type PaymentAnswer } from '../../../adapters/mercadopago/wire';

const aPayment = (over: Record<string, unknown> = {}): PaymentAnswer =>
  paymentAnswer.parse({
    id: 1_320_458_001,
    status: 'approved',
    status_detail: 'accredited',
    transaction_amount: 142_800,
    currency_id: 'COP',
    metadata: { attempt_id: 'intento-1' },
    ...over,
  });
const waiting = {
  action: { kind: 'redirect', url: 'https://fornido.co/sandbox/mercadopago/x' } as const,
  expiresAt: null,
};
const AGAIN = 'Puedes intentarlo de nuevo o elegir otro medio de pago.';

describe('MercadoPago statuses in the core words', () => {
  it.each([
    ['approved', { status: 'approved', reference: 'intento-1', amount: 142_800, currency: 'COP' }],
    ['in_mediation', { status: 'approved', reference: 'intento-1', amount: 142_800, currency: 'COP' }],
    ['pending', { status: 'pending', reference: 'intento-1', ...waiting }],
    ['in_process', { status: 'pending', reference: 'intento-1', ...waiting }],
    ['authorized', { status: 'pending', reference: 'intento-1', ...waiting }],
    ['refunded', { status: 'reversed', reference: 'intento-1' }],
    ['charged_back', { status: 'reversed', reference: 'intento-1' }],
  ])('%s', (status, outcome) => {
    expect(outcomeOfPayment(aPayment({ status }), 'intento-1', waiting)).toEqual(outcome);
  });

  it.each([
    ['rejected', 'cc_rejected_insufficient_amount', 'Tu tarjeta no tiene fondos suficientes.'],
    ['rejected', 'cc_rejected_bad_filled_security_code', 'El código de seguridad de la tarjeta no es correcto.'],
    [
      'rejected',
      'cc_rejected_call_for_authorize',
      'Tu banco pide que autorices el pago: llámalo y vuelve a intentarlo.',
    ],
    ['rejected', 'cc_rejected_other_reason', 'Mercado Pago rechazó el pago.'],
    ['rejected', 'constructor', 'Mercado Pago rechazó el pago.'],
    ['cancelled', 'expired', 'El plazo para pagar venció.'],
    ['cancelled', 'by_collector', 'Mercado Pago rechazó el pago.'],
  ])('%s (%s) is rejected, told in Spanish', (status, detail, words) => {
    expect(outcomeOfPayment(aPayment({ status, status_detail: detail }), 'intento-1', waiting)).toEqual({
      status: 'rejected',
      reference: 'intento-1',
      reason: `${status}:${detail}`,
      message: `${words} ${AGAIN}`,
    });
  });

  it('applies nothing for a status it does not know, or an approval whose amount is not whole pesos', () => {
    expect(outcomeOfPayment(aPayment({ status: 'vanished' }), 'intento-1', waiting)).toMatchObject({
      status: 'failed',
      reason: 'gateway-unknown-status-vanished',
    });
    expect(outcomeOfPayment(aPayment({ transaction_amount: 142_800.5 }), 'intento-1', waiting)).toMatchObject({
      status: 'failed',
      reason: 'gateway-unreadable-amount',
    });
  });

  it('decides an attempt by its best payment: money taken, then one in progress, then a refusal (newest first)', () => {
    const rejected = aPayment({ id: 3, status: 'rejected' });
    const pending = aPayment({ id: 2, status: 'in_process' });
    const approved = aPayment({ id: 1, status: 'approved' });
    expect(decidingPayment([])).toBeNull();
    expect(decidingPayment([rejected, pending])?.id).toBe('2');
    expect(decidingPayment([rejected, pending, approved])?.id).toBe('1');
    expect(decidingPayment([aPayment({ id: 5, status: 'refunded' }), approved])?.id).toBe('5');
    expect(
      decidingPayment([aPayment({ id: 6, status: 'rejected' }), aPayment({ id: 4, status: 'rejected' })])?.id,
    ).toBe('6');
    expect(decidingPayment([approved, aPayment({ id: 9, status: 'vanished' })])?.id).toBe('9');
  });
});
