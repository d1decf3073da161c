import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../../adapters/mercadopago/sandbox';
import { signatureManifest, signatureOf } from '../../../adapters/mercadopago/signature';
import { mercadoPagoNotifications } from '../../../adapters/mercadopago/notifications';
import { mercadoPagoClient } from '../../../adapters/mercadopago/client';
import type { IncomingNotification } from '../../../core/payments/ports';
import { startMercadoPago, type MercadoPagoHarness } from './harness';

// The webhook's signature (x-signature over data.id, x-request-id and ts) and the payment it names, read back.
let mp: MercadoPagoHarness;
beforeAll(async () => {
  mp = await startMercadoPago();
});
afterAll(() => mp.close());

const SECRET = MERCADOPAGO_SANDBOX_CREDENTIALS.webhookSecret;
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';

/** A webhook as MercadoPago posts it, signed with `secret` over `signedId` (the id as received by default). */
const webhook = (
  dataId: string,
  options: { secret?: string; signedId?: string; type?: string; ts?: string; upperCase?: boolean } = {},
) => {
  const ts = options.ts ?? String(Math.floor(mp.clock.now().getTime() / 1000));
  const signed = signatureOf(options.secret ?? SECRET, {
    dataId: options.signedId ?? dataId,
    requestId: REQUEST_ID,
    ts,
  });
  const v1 = options.upperCase ? signed.toUpperCase() : signed;
  const type = options.type ?? 'payment';
  return {
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': REQUEST_ID, 'content-type': 'application/json' },
    query: { 'data.id': dataId, type },
    body: JSON.stringify({ action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type }),
  } satisfies IncomingNotification;
};

describe('the signature of a MercadoPago webhook', () => {
  it('signs id, request-id and ts, leaving out a part that is absent', () => {
    expect(signatureManifest({ dataId: '123', requestId: 'abc', ts: '1' })).toBe('id:123;request-id:abc;ts:1;');
    expect(signatureManifest({ dataId: null, requestId: 'abc', ts: '1' })).toBe('request-id:abc;ts:1;');
    expect(signatureManifest({ dataId: '123', requestId: null, ts: '1' })).toBe('id:123;ts:1;');
    // Computed apart with `printf 'id:123;request-id:abc;ts:1;' | openssl dgst -sha256 -hmac secreto`.
    expect(signatureOf('secreto', { dataId: '123', requestId: 'abc', ts: '1' })).toBe(
      '90214c3558fb27608fff8f6828d9e263677716eaf4e528164ed22dc559272497',
    );
  });

  it('holds for a genuine webhook of a sandbox payment, whose attempt it names', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const read = await mp.gateway.notifications!.read(webhook(String(paid.payment.id)));
    expect(read).toEqual({ verdict: 'valid', reference: attempt.id });
    expect(mp.sent.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${paid.payment.id}` });
  });

  it('keeps an upper-case alphanumeric data.id exactly as received (lower-casing it breaks the check)', async () => {
    const reader = mercadoPagoNotifications({
      client: mercadoPagoClient(
        {
          accessToken: MERCADOPAGO_SANDBOX_CREDENTIALS.accessToken,
          apiUrl: mp.apiUrl,
          webhookSecret: SECRET,
          // The payment's reading must succeed: room for a busy machine.
          timeoutMs: 10_000,
        },
        { logger: mp.logger },
      ),
      webhookSecret: SECRET,
      clock: mp.clock,
    });
    expect((await reader.read(webhook('ORDTST01M2V0A9'))).verdict).toBe('valid');
    expect((await reader.read(webhook('ORDTST01M2V0A9', { signedId: 'ordtst01m2v0a9' }))).verdict).toBe('invalid');
  });

  it('is invalid when tampered with, signed with another secret, or missing; unsigned without a secret', async () => {
    const genuine = webhook('1320458001');
    const reader = mp.gateway.notifications!;
    expect(await reader.read({ ...genuine, query: { ...genuine.query, 'data.id': '1320458002' } })).toEqual({
      verdict: 'invalid',
      reference: null,
    });
    expect((await reader.read(webhook('1320458001', { secret: 'otro' }))).verdict).toBe('invalid');
    const { 'x-signature': _, ...unsignedHeaders } = genuine.headers;
    expect((await reader.read({ ...genuine, headers: unsignedHeaders })).verdict).toBe('invalid');
    expect(
      (await reader.read({ ...genuine, headers: { ...genuine.headers, 'x-signature': 'ts=1764000000' } })).verdict,
    ).toBe('invalid');
    const open = await startMercadoPago({ webhookSecret: null });
    try {
      expect((await open.gateway.notifications!.read(webhook('1320458001', { secret: 'cualquiera' }))).verdict).toBe(
        'unsigned',
      );
    } finally {
      await open.close();
    }
  });

  it('is invalid when signed more than five minutes from now, in upper-case hex, or with a ts that is no number', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'approved');
    if (typeof paid === 'string') throw new Error(paid);
    const id = String(paid.payment.id);
    const reader = mp.gateway.notifications!;
    const now = Math.floor(mp.clock.now().getTime() / 1000);
    // Four minutes late (a slow delivery, a skewed clock) still holds; a webhook of 2020 replayed today does not.
    expect(await reader.read(webhook(id, { ts: String(now - 240) }))).toEqual({
      verdict: 'valid',
      reference: attempt.id,
    });
    for (const ts of [String(now - 301), String(now + 301), '1580000000', `${now}.5`, `0x${now.toString(16)}`, ''])
      expect((await reader.read(webhook(id, { ts }))).verdict, `ts=${ts}`).toBe('invalid');
    expect((await reader.read(webhook(id, { upperCase: true }))).verdict).toBe('invalid');
  });

  it('names no payment for another topic or an unknown payment, and is unverified when MercadoPago cannot be asked', async () => {
    const reader = mp.gateway.notifications!;
    expect(await reader.read(webhook('24871000001', { type: 'merchant_order' }))).toEqual({
      verdict: 'valid',
      reference: null,
    });
    expect(await reader.read(webhook('999'))).toEqual({ verdict: 'valid', reference: null });
    mp.control.fail({ kind: 'status', status: 502 });
    expect(await reader.read(webhook('999'))).toEqual({
      verdict: 'valid',
      reference: null,
      unverified: expect.stringMatching(/MercadoPago did not answer: 502 .*\(payment 999\)/),
    });
    mp.control.fail({ kind: 'drop' });
    expect((await reader.read(webhook('999'))).unverified).toMatch(
      /^MercadoPago (could not be reached|did not answer)/,
    );
  });

  it('reads data.id from the body when the query has none', async () => {
    const { attempt, preference } = await mp.opened();
    const paid = mp.control.pay(preference, 'pending');
    if (typeof paid === 'string') throw new Error(paid);
    const genuine = webhook(String(paid.payment.id));
    expect(await mp.gateway.notifications!.read({ ...genuine, query: {} })).toEqual({
      verdict: 'valid',
      reference: attempt.id,
    });
  });
});
