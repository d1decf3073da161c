import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentOutcome, PaymentRequest, WalletGateway } from '../../../core/payments/ports';
import type { MobilePhone } from '../../../core/people/phone';
import { pesos } from '../../../core/shared/money';
import { wholeRefund } from '../../../core/payments/refund';
import { aPaymentRequest } from '../../builders/payment-request';
import { gatewayOf, startSandbox, type Harness } from './harness';

const PHONE = '3001234567' as MobilePhone;
const UNAVAILABLE = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message: 'No pudimos comunicarnos con Nequi. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
};

const aRequest = (over: Partial<PaymentRequest> = {}): PaymentRequest =>
  aPaymentRequest({
    orderNumber: 'PED-1001',
    attemptId: 'att-1',
    amount: pesos(600_000),
    tax: pesos(95_798),
    taxBase: pesos(504_202),
    ...over,
  });

/** The attempt the store records from a pending outcome. */
const attemptFrom = (outcome: PaymentOutcome, over: Partial<PaymentAttempt> = {}): PaymentAttempt => {
  if (outcome.status !== 'pending') throw new Error(`expected pending, got ${outcome.status}`);
  return {
    id: 'att-1',
    method: 'nequi',
    provider: 'nequi',
    state: 'pending',
    amount: pesos(600_000),
    reference: outcome.reference,
    action: outcome.action,
    expiresAt: outcome.expiresAt,
    reason: null,
    message: null,
    providerMessageId: outcome.messageId ?? null,
    flagged: false,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
};

describe('Nequi wallet gateway against the sandbox', () => {
  /** Nequi's reversal: the whole payment back. */
  const refundAll = (attempt: PaymentAttempt) => gateway.refund!(attempt, wholeRefund(attempt));
  let h: Harness;
  let gateway: WalletGateway;
  beforeEach(async () => {
    h = await startSandbox();
    gateway = gatewayOf(h);
  });
  afterEach(() => h.close());

  it('names itself nequi, a wallet', () => {
    expect(gateway).toMatchObject({ provider: 'nequi', method: 'nequi', kind: 'wallet', sandbox: true });
  });

  it('pushes to the phone: pending, with the push action, its expiry and the MessageID', async () => {
    const outcome = await gateway.push(aRequest(), PHONE);
    const [payment] = h.sandbox.payments();
    expect(outcome).toEqual({
      status: 'pending',
      reference: payment.id,
      action: { kind: 'push', phone: PHONE },
      expiresAt: new Date('2026-01-17T21:22:54.123Z'),
      messageId: payment.messageId,
    });
    expect(payment).toMatchObject({ value: 600_000, phone: PHONE, references: ['Fornido', 'PED-1001', 'att-1'] });
  });

  it('follows a push to approved, with the amount in pesos and COP', async () => {
    const attempt = attemptFrom(await gateway.push(aRequest(), PHONE));
    expect(await gateway.status(attempt)).toEqual({
      status: 'pending',
      reference: attempt.reference,
      action: attempt.action,
      expiresAt: attempt.expiresAt,
    });
    h.sandbox.approve(attempt.reference!);
    expect(await gateway.status(attempt)).toEqual({
      status: 'approved',
      reference: attempt.reference,
      amount: 600_000,
      currency: 'COP',
    });
  });

  it('follows a QR to approved once scanned', async () => {
    const outcome = await gateway.qr(aRequest({ amount: pesos(15_000) }));
    expect(outcome).toMatchObject({ status: 'pending', action: { kind: 'qr' } });
    const attempt = attemptFrom(outcome, { amount: pesos(15_000) });
    expect(attempt.action).toEqual({ kind: 'qr', data: attempt.reference });
    expect(attempt.reference).toMatch(/^bancadigital-/);
    h.sandbox.approve(attempt.reference!, '3157654321');
    expect(await gateway.status(attempt)).toMatchObject({ status: 'approved', amount: 15_000 });
    const statusCall = JSON.parse(h.apiCalls().at(-1)!.body);
    expect(statusCall.RequestMessage.RequestHeader.Channel).toBe('PQR03-C001');
  });

  it('says rejected when the shopper rejects the push, expired when it expires, rejected when it was cancelled', async () => {
    const rejected = attemptFrom(await gateway.push(aRequest(), PHONE));
    h.sandbox.reject(rejected.reference!);
    expect(await gateway.status(rejected)).toEqual({
      status: 'rejected',
      reference: rejected.reference,
      reason: 'declined',
      message: 'El pago no se aprobó en la app Nequi. Puedes intentarlo de nuevo o elegir otro medio de pago.',
    });

    const expired = attemptFrom(await gateway.push(aRequest(), PHONE));
    h.clock.advance(10 * 60_000);
    expect(await gateway.status(expired)).toMatchObject({ status: 'expired', reason: 'expired' });

    const cancelled = attemptFrom(await gateway.push(aRequest(), PHONE));
    await gateway.cancel!(cancelled);
    expect(h.sandbox.payment(cancelled.reference!)?.state).toBe('cancelled');
    expect(await gateway.status(cancelled)).toMatchObject({ status: 'rejected', reason: 'cancelled' });
    await expect(gateway.cancel!(cancelled)).resolves.toBeUndefined();
  });

  it('rejects a push to a phone without a Nequi account, with a clear Spanish message', async () => {
    expect(await gateway.push(aRequest(), '3999123456' as MobilePhone)).toEqual({
      status: 'rejected',
      reference: null,
      reason: 'no-nequi-account',
      message: 'Ese celular no tiene una cuenta Nequi. Revisa el número o elige otro medio de pago.',
    });
  });

  it('turns an unreachable or slow Nequi into a failed outcome, never an exception', async () => {
    h.sandbox.answerNext(200, '');
    expect(await gateway.qr(aRequest())).toEqual(UNAVAILABLE);
    // A push Nequi refused outright (a wrong API key) was never sent: nothing to withdraw later.
    h.sandbox.answerNext(403, '{"message":"Forbidden"}');
    expect(await gateway.push(aRequest(), PHONE)).toEqual(UNAVAILABLE);
    const attempt = attemptFrom(await gateway.qr(aRequest()));
    // The read and its one retry both answered far later than the client's time-out (2 s, which leaves the calls that
    // must succeed room on a busy machine).
    h.sandbox.slowNext(20_000, 2);
    expect(await gateway.status(attempt)).toEqual(UNAVAILABLE);
    h.sandbox.failNext('20-07A', 'Error técnico');
    expect(await gateway.status(attempt)).toEqual(UNAVAILABLE);
    expect(await gateway.status({ ...attempt, reference: null })).toMatchObject({ status: 'failed' });
  });

  describe('a push whose answer never came (the store gave up first)', () => {
    /** A push the sandbox answers far later than the client gives up (at 2 s): the sandbox makes it all the same. */
    const unansweredPush = async () => {
      h.sandbox.slowNext(20_000);
      const outcome = await gateway.push(aRequest(), PHONE);
      if (outcome.status !== 'failed' || !outcome.unanswered) throw new Error(`unexpected ${JSON.stringify(outcome)}`);
      const attempt: PaymentAttempt = {
        ...attemptFrom({ status: 'pending', reference: null, action: null, expiresAt: null }),
        state: 'failed',
        reason: outcome.reason,
        action: outcome.unanswered.action,
        expiresAt: outcome.unanswered.expiresAt,
        providerMessageId: outcome.unanswered.messageId,
      };
      const sent = h.sandbox.payments().find((p) => p.messageId === outcome.unanswered!.messageId);
      return { outcome, attempt, sent: sent! };
    };

    it('fails, telling the shopper not to approve it, and keeps its MessageID, phone and end', async () => {
      const { outcome, sent } = await unansweredPush();
      expect(outcome).toMatchObject({
        status: 'failed',
        reason: 'gateway-unanswered',
        message: expect.stringMatching(/^Nequi no respondió a tiempo\. Si te llega .* no la aceptes/),
      });
      expect(outcome.unanswered).toEqual({
        messageId: expect.stringMatching(/^\d{10}$/),
        action: { kind: 'push', phone: PHONE },
        expiresAt: new Date(h.clock.now().getTime() + 10 * 60_000),
      });
      // It did reach the phone: the shopper can still approve it.
      expect(sent).toMatchObject({ state: 'pending', phone: PHONE, value: 600_000 });
    });

    it('is reversed by its MessageID once the shopper approved it anyway, without a reference', async () => {
      const { attempt, sent } = await unansweredPush();
      h.sandbox.approve(sent.id);
      expect(await refundAll(attempt)).toMatchObject({ status: 'refunded', amount: 600_000 });
      expect(h.sandbox.payments().find((p) => p.id === sent.id)?.state).toBe('reversed');
      const rq = JSON.parse(h.apiCalls().at(-1)!.body).RequestMessage.RequestBody.any.reversionRQ;
      expect(rq).toMatchObject({ phoneNumber: PHONE, value: '600000', messageId: attempt.providerMessageId });
    });

    it('is not reversed when nobody paid it', async () => {
      const { attempt } = await unansweredPush();
      expect(await refundAll(attempt)).toMatchObject({ status: 'refused', code: '2-CCSB000079' });
    });
  });

  it('sends a push and a QR under the MessageID the store recorded before the call, so an interrupted push is withdrawn by it', async () => {
    const requestId = gateway.newRequestId!();
    expect(requestId).toMatch(/^\d{10}$/);
    expect(gateway.newRequestId!()).not.toBe(requestId);
    // The store stopped during the call: the attempt holds only what it recorded before it.
    void (await gateway.push(aRequest({ requestId }), PHONE));
    const [sent] = h.sandbox.payments();
    expect(sent.messageId).toBe(requestId);
    h.sandbox.approve(sent.id);
    const cutShort = attemptFrom(
      { status: 'pending', reference: null, action: { kind: 'push', phone: PHONE }, expiresAt: null },
      { state: 'failed', reason: 'gateway-unanswered', providerMessageId: requestId },
    );
    expect(await refundAll(cutShort)).toMatchObject({ status: 'refunded', amount: 600_000 });
    expect(h.sandbox.payments()[0].state).toBe('reversed');
    const qrId = gateway.newRequestId!();
    expect(await gateway.qr(aRequest({ attemptId: 'att-2', requestId: qrId }))).toMatchObject({ messageId: qrId });
  });

  it('reverses an approved push with the original MessageID and the phone it was sent to', async () => {
    const attempt = attemptFrom(await gateway.push(aRequest(), PHONE));
    h.sandbox.approve(attempt.reference!);
    expect(await refundAll(attempt)).toMatchObject({ status: 'refunded', amount: 600_000 });
    const rq = JSON.parse(h.apiCalls().at(-1)!.body).RequestMessage.RequestBody.any.reversionRQ;
    expect(rq).toEqual({
      phoneNumber: PHONE,
      value: '600000',
      code: 'NIT_1',
      messageId: attempt.providerMessageId,
      type: 'payment',
    });
  });

  it("reverses an approved QR, reading the payer's phone from its status first", async () => {
    const attempt = attemptFrom(await gateway.qr(aRequest()));
    h.sandbox.approve(attempt.reference!, '3157654321');
    expect(await refundAll({ ...attempt, action: null })).toMatchObject({ status: 'refunded', amount: 600_000 });
    const [status, reversal] = h.apiCalls().slice(-2);
    expect(status.path).toContain('getstatuspayment');
    expect(JSON.parse(reversal.body).RequestMessage.RequestBody.any.reversionRQ.phoneNumber).toBe('3157654321');
    expect(JSON.parse(reversal.body).RequestMessage.RequestHeader.Channel).toBe('PQR03-C001');
  });

  it('reports a reversal Nequi refuses with its code, and throws on other failures', async () => {
    const attempt = attemptFrom(await gateway.push(aRequest(), PHONE));
    // Never paid: Nequi finds nothing to reverse.
    expect(await refundAll(attempt)).toEqual({
      status: 'refused',
      code: '2-CCSB000079',
      message: 'Nequi no encontró el pago que se quiere reversar (ya reversado, sin pagar o con otros datos).',
    });
    h.sandbox.approve(attempt.reference!);
    h.sandbox.failNext('20-07A');
    expect(await refundAll(attempt)).toMatchObject({ status: 'refused', code: '20-07A' });
    h.sandbox.failNext('3-451', 'Cliente no encontrado');
    await expect(refundAll(attempt)).rejects.toThrow('Error 3-451 = Cliente no encontrado');
    await expect(refundAll({ ...attempt, providerMessageId: null })).rejects.toThrow(/MessageID/);
    expect(h.sandbox.payment(attempt.reference!)?.state).toBe('paid');
  });
});
