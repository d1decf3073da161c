import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { WalletGateway } from '../../../core/payments/ports';
import type { MobilePhone } from '../../../core/people/phone';
import { pesos } from '../../../core/shared/money';
import { anAttempt } from '../../builders/orders';
import { aPaymentRequest } from '../../builders/payment-request';
import { gatewayOf, startSandbox, type Harness } from './harness';

// Nequi's refund is its reversal (reverseTransaction): the whole payment only, keyed by the payment's MessageID. Against
// the sandbox on loopback: what goes on the wire, and what the payment becomes.
const PHONE = '3001234567' as MobilePhone;
const TOTAL = pesos(600_000);

// One sandbox for the file: each test pays its own push.
let h: Harness;
let gateway: WalletGateway;
beforeAll(async () => {
  h = await startSandbox();
  gateway = gatewayOf(h);
});
afterAll(() => h.close());

/** A push the shopper approved, as the store recorded its attempt. */
const paidPush = async (): Promise<PaymentAttempt> => {
  const outcome = await gateway.push(aPaymentRequest({ attemptId: 'att-r', amount: TOTAL }), PHONE);
  if (outcome.status !== 'pending') throw new Error(outcome.status);
  h.sandbox.approve(outcome.reference!);
  return anAttempt({
    id: 'att-r',
    state: 'approved',
    amount: TOTAL,
    reference: outcome.reference,
    action: outcome.action,
    expiresAt: outcome.expiresAt,
    providerMessageId: outcome.messageId ?? null,
  });
};
/** The reversals Nequi received since the test began. */
let seen = 0;
const reversals = () =>
  h
    .apiCalls()
    .slice(seen)
    .filter((c) => c.path.endsWith('-services-reverseservices-reversetransaction'));
beforeEach(() => void (seen = h.apiCalls().length));

describe('refunding a Nequi payment', () => {
  it('gives back the whole payment only, within a day, and refuses a part without asking Nequi', async () => {
    expect(gateway.refundTerms).toEqual({ partial: false, withinDays: 1 });
    const attempt = await paidPush();
    expect(await gateway.refund!(attempt, { amount: pesos(100_000), refundId: 'devolucion-1' })).toEqual({
      status: 'refused',
      code: 'partial-not-supported',
      message: 'Nequi solo reversa el pago completo: devuelve una parte por transferencia.',
    });
    expect(reversals()).toEqual([]);
    expect(h.sandbox.payment(attempt.reference!)?.state).toBe('paid');
  });

  it('reverses the whole payment with the original MessageID, phone and value, in Nequi’s envelope', async () => {
    const attempt = await paidPush();
    expect(await gateway.refund!(attempt, { amount: TOTAL, refundId: 'devolucion-total' })).toEqual({
      status: 'refunded',
      reference: attempt.providerMessageId,
      amount: TOTAL,
    });
    const [call] = reversals();
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', 'accept': 'application/json' });
    const message = JSON.parse(call.body).RequestMessage;
    expect(message.RequestHeader).toMatchObject({
      Channel: 'PNP04-C001',
      MessageID: expect.stringMatching(/^\d{10}$/),
      Destination: {
        ServiceName: 'ReverseServices',
        ServiceOperation: 'reverseTransaction',
        ServiceRegion: 'C001',
        ServiceVersion: '1.0.0',
      },
    });
    expect(message.RequestHeader.MessageID).not.toBe(attempt.providerMessageId);
    expect(message.RequestBody).toEqual({
      any: {
        reversionRQ: {
          phoneNumber: PHONE,
          value: '600000',
          code: 'NIT_1',
          messageId: attempt.providerMessageId,
          type: 'payment',
        },
      },
    });
    expect(h.sandbox.payment(attempt.reference!)?.state).toBe('reversed');
  });

  it('refunds once: asked again (a retry, a double click), Nequi finds nothing left to reverse', async () => {
    const attempt = await paidPush();
    const request = { amount: TOTAL, refundId: 'devolucion-doble' };
    expect(await gateway.refund!(attempt, request)).toMatchObject({ status: 'refunded' });
    expect(await gateway.refund!(attempt, request)).toEqual({
      status: 'refused',
      code: '2-CCSB000079',
      message: 'Nequi no encontró el pago que se quiere reversar (ya reversado, sin pagar o con otros datos).',
    });
    expect(reversals()).toHaveLength(2);
    expect(h.sandbox.payment(attempt.reference!)?.state).toBe('reversed');
  });
});
