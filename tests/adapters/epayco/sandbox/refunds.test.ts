import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_SANDBOX_CREDENTIALS, EPAYCO_SANDBOX_PATH } from '../../../../adapters/epayco/sandbox';
import { restpagosPayment } from '../contract/restpagos-fixtures';
import { officialSdk, startSandbox, type OfficialSdk } from './harness';

// The sandbox's refund endpoint on its own, spoken to as raw HTTP: ePayco's Apify login, then the reversal.
let env: Awaited<ReturnType<typeof startSandbox>>;
let sdk: OfficialSdk;
let token: string;
beforeAll(async () => {
  env = await startSandbox();
  sdk = officialSdk(env.origin);
  const { publicKey, privateKey } = EPAYCO_SANDBOX_CREDENTIALS;
  const login = await fetch(`${env.origin}${EPAYCO_SANDBOX_PATH}/apify/login`, {
    method: 'POST',
    headers: { 'Authorization': `Basic ${btoa(`${publicKey}:${privateKey}`)}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  token = ((await login.json()) as { token: string }).token;
});
afterAll(() => env.close());

const reverse = async (body: unknown, auth = `Bearer ${token}`) => {
  const res = await fetch(`${env.origin}${EPAYCO_SANDBOX_PATH}/apify/transaction/reverse`, {
    method: 'POST',
    headers: { 'Authorization': auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
const refusal = (code: string, message: string) => ({
  status: 200,
  json: {
    success: false,
    titleResponse: 'Error',
    textResponse: message,
    lastAction: 'validar reversion',
    data: { errors: [{ codError: code, errorMessage: message }] },
  },
});

describe('the ePayco sandbox refund (reversal) endpoint', () => {
  it('takes only a logged-in merchant', async () => {
    expect((await reverse({ refPayco: '1', value: '1', invoice: 'x' }, 'Bearer nada')).status).toBe(401);
  });

  it('refuses what it cannot reverse, in the Apify envelope: an unknown payment, a paid cash voucher (no refund API)', async () => {
    expect(await reverse({ refPayco: '999', value: '1000', invoice: 'x' })).toEqual(
      refusal('E001', 'No se encontró la transacción'),
    );
    const voucher = await sdk.cash.create('efecty', restpagosPayment(env.merchant, 'FOR-EF-1'));
    const ref = (voucher as { data: { ref_payco: number } }).data.ref_payco;
    env.sandbox.control.settle(String(ref), 1);
    expect(await reverse({ refPayco: ref, value: '1000', invoice: 'x' })).toEqual(
      refusal('E002', 'El medio de pago de la transacción no admite reversión'),
    );
  });
});
