import { describe, expect, it } from 'vitest';
import { addiGateway } from '../../../adapters/addi/gateway';
import { addiSandboxSettings } from '../../../adapters/addi/sandbox';
import type { SignatureVerdict } from '../../../core/payments/ports';
import { pesos } from '../../../core/shared/money';
import { inMemoryNotificationLog } from '../../fakes/in-memory-notifications';
import { recordingLogger, testClock } from '../nequi/harness';
import { attemptOf } from './harness';

const REFERENCE = '7d1c2a9e-4b0f-4f7e-9a51-0c3e8d2b6f10';
const REDIRECT = { kind: 'redirect', url: 'https://fornido.co/sandbox/addi/?id=f3b9' } as const;
const EXPIRES = new Date('2026-01-17T22:12:54.123Z');

/** A gateway whose callbacks log is the in-memory fake; nothing here reaches Addi. */
const setUp = () => {
  const callbacks = inMemoryNotificationLog();
  const clock = testClock();
  const gateway = addiGateway({
    settings: addiSandboxSettings('http://127.0.0.1:9/sandbox/addi', { timeoutMs: 100 }),
    sandbox: true,
    callbackUrl: 'https://fornido.co/api/v1/webhooks/addi',
    logoUrl: 'https://fornido.co/icons/logo-512.png',
    amountRange: { min: pesos(50_000), max: pesos(20_000_000) },
    callbacks,
    clock,
    logger: recordingLogger(),
  });
  const attempt = attemptOf({ status: 'pending', reference: REFERENCE, action: REDIRECT, expiresAt: EXPIRES });
  const receive = (fields: Record<string, unknown>, verdict: SignatureVerdict = 'valid', reference = REFERENCE) =>
    callbacks.add({
      provider: 'addi',
      receivedAt: clock.now(),
      kept: 'whole',
      body: { bytes: 0, sha256: 'no-calculado' },
      notification: {
        headers: {},
        query: {},
        body: JSON.stringify({ orderId: reference, currency: 'COP', ...fields }),
      },
      verdict,
      reference,
    });
  return { gateway, attempt, receive };
};

describe("Addi: an attempt's status, from the newest genuine callback", () => {
  it('is pending, keeping its redirect and expiry, while no callback has come', async () => {
    const { gateway, attempt } = setUp();
    expect(await gateway.status(attempt)).toEqual({
      status: 'pending',
      reference: REFERENCE,
      action: REDIRECT,
      expiresAt: EXPIRES,
    });
  });

  it('is approved for the amount Addi approved', async () => {
    const { gateway, attempt, receive } = setUp();
    await receive({ status: 'APPROVED', approvedAmount: 659_400 });
    expect(await gateway.status(attempt)).toEqual({
      status: 'approved',
      reference: REFERENCE,
      amount: 659_400,
      currency: 'COP',
    });
  });

  it('is rejected in Spanish when Addi declines or rejects the credit, or the shopper abandons it', async () => {
    const { gateway, attempt, receive } = setUp();
    await receive({ status: 'DECLINED', approvedAmount: 0 });
    expect(await gateway.status(attempt)).toEqual({
      status: 'rejected',
      reference: REFERENCE,
      reason: 'declined',
      message: 'Addi no aprobó tu crédito. Puedes pagar con otro medio.',
    });
    await receive({ status: 'REJECTED', approvedAmount: 0 });
    expect(await gateway.status(attempt)).toMatchObject({ status: 'rejected', reason: 'rejected' });
    await receive({ status: 'ABANDONED', approvedAmount: 0 });
    expect(await gateway.status(attempt)).toEqual({
      status: 'rejected',
      reference: REFERENCE,
      reason: 'abandoned',
      message:
        'Saliste de la solicitud de crédito de Addi sin terminarla. Puedes intentarlo de nuevo o elegir otro medio de pago.',
    });
  });

  it('is closed as failed, inviting another method in Spanish, when Addi reports an INTERNAL_ERROR', async () => {
    const { gateway, attempt, receive } = setUp();
    await receive({ status: 'INTERNAL_ERROR', approvedAmount: '0' });
    expect(await gateway.status(attempt)).toEqual({
      status: 'failed',
      reason: 'provider-error',
      message:
        'Addi tuvo un error y no pudo estudiar tu solicitud de crédito. Elige otro medio de pago para tu pedido.',
      ended: true,
    });
  });

  it("is still pending, keeping its redirect, when Addi's callback says PENDING", async () => {
    const { gateway, attempt, receive } = setUp();
    await receive({ status: 'PENDING', approvedAmount: '0' });
    expect(await gateway.status(attempt)).toEqual({
      status: 'pending',
      reference: REFERENCE,
      action: REDIRECT,
      expiresAt: EXPIRES,
    });
  });

  it('ignores callbacks whose credentials failed, and those about other attempts', async () => {
    const { gateway, attempt, receive } = setUp();
    await receive({ status: 'APPROVED', approvedAmount: 659_400 });
    await receive({ status: 'DECLINED', approvedAmount: 0 }, 'invalid');
    await receive({ status: 'DECLINED', approvedAmount: 0 }, 'valid', 'otro-intento');
    expect(await gateway.status(attempt)).toMatchObject({ status: 'approved' });
  });

  it('is failed (not applied) for an unknown status or an approval without a readable amount', async () => {
    const { gateway, attempt, receive } = setUp();
    await receive({ status: 'IN_PROGRESS' });
    expect(await gateway.status(attempt)).toMatchObject({ status: 'failed', reason: 'gateway-unknown-status' });
    await receive({ status: 'APPROVED', approvedAmount: '659.400,50' });
    expect(await gateway.status(attempt)).toMatchObject({ status: 'failed', reason: 'gateway-unreadable-amount' });
    await receive({ status: 'APPROVED' });
    expect(await gateway.status(attempt)).toMatchObject({ status: 'failed', reason: 'gateway-unreadable-amount' });
  });

  it('is failed for an attempt whose application never opened (no reference)', async () => {
    const { gateway, attempt } = setUp();
    expect(await gateway.status({ ...attempt, reference: null })).toMatchObject({
      status: 'failed',
      reason: 'no-reference',
    });
  });

  it('is described for operators from the newest callback', async () => {
    const { gateway, attempt, receive } = setUp();
    expect(await gateway.describe!(attempt)).toEqual([
      ['Callback', 'none yet: Addi has not told how the application ended'],
    ]);
    await receive({ status: 'APPROVED', approvedAmount: 659_400, applicationId: 'f3b9', statusTimestamp: 1768684374 });
    expect(await gateway.describe!(attempt)).toEqual([
      ['Status', 'APPROVED'],
      ['Application', 'f3b9'],
      ['Approved amount', '659400'],
      ['Currency', 'COP'],
      ['Status time', '2026-01-17T21:12:54.000Z'],
      ['Callback received', '2026-01-17T21:12:54.123Z'],
      ['Our attempt', REFERENCE],
    ]);
  });

  it('offers Addi as a pay-later method within its amounts, with no reversal through the API', () => {
    const { gateway } = setUp();
    expect(gateway).toMatchObject({ provider: 'addi', method: 'addi', kind: 'pay-later', sandbox: true });
    expect(gateway.amountRange).toEqual({ min: 50_000, max: 20_000_000 });
    expect('refund' in gateway).toBe(false);
    expect(gateway.notifications?.echo).toBe(true);
  });
});
