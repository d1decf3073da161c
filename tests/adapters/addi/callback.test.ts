import { describe, expect, it } from 'vitest';
import { addiCallbacks, readCallback } from '../../../adapters/addi/callback';

const SETTINGS = { callbackUser: 'fornido', callbackPassword: 'clave-de-callback' };
const reader = addiCallbacks(SETTINGS);
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const BODY = JSON.stringify({
  orderId: '7d1c2a9e-4b0f-4f7e-9a51-0c3e8d2b6f10',
  applicationId: 'f3b9a3f0-1c1e-4a4e-8a3b-2d7c6e5f4a10',
  approvedAmount: 659400,
  currency: 'COP',
  status: 'APPROVED',
  statusTimestamp: 1768684374123,
});
const read = (authorization: string | undefined, body = BODY) =>
  reader.read({ headers: authorization === undefined ? {} : { authorization }, query: {}, body });

describe("Addi's callbacks", () => {
  it('are valid with the configured Basic user and password, and name our attempt by orderId', async () => {
    expect(await read(basic('fornido', 'clave-de-callback'))).toEqual({
      verdict: 'valid',
      reference: '7d1c2a9e-4b0f-4f7e-9a51-0c3e8d2b6f10',
    });
    expect(await read(`basic   ${Buffer.from('fornido:clave-de-callback').toString('base64')}`)).toMatchObject({
      verdict: 'valid',
    });
    expect(reader.echo).toBe(true);
  });

  it('are invalid with a wrong user or password, no credentials, or another scheme, but still name the attempt', async () => {
    for (const authorization of [
      basic('fornido', 'otra-clave'),
      basic('otro', 'clave-de-callback'),
      basic('fornido', 'clave-de-callback-y-mas'),
      basic('fornido:clave-de-callback', ''),
      `Basic ${Buffer.from('fornidoclave-de-callback').toString('base64')}`,
      'Basic',
      'Bearer clave-de-callback',
      undefined,
    ]) {
      expect(await read(authorization), String(authorization)).toEqual({
        verdict: 'invalid',
        reference: '7d1c2a9e-4b0f-4f7e-9a51-0c3e8d2b6f10',
      });
    }
  });

  it('are never valid when no callback user or password is configured', async () => {
    const unset = addiCallbacks({ callbackUser: '', callbackPassword: '' });
    const got = await unset.read({ headers: { authorization: basic('', '') }, query: {}, body: BODY });
    expect(got.verdict).toBe('invalid');
  });

  it('name no attempt when the body is not a JSON object or has no orderId', async () => {
    const auth = basic('fornido', 'clave-de-callback');
    for (const body of ['', 'orderId=1', '[1,2]', '{"orderId":""}', '{"orderId":{"id":1}}', '{"status":"APPROVED"}'])
      expect(await read(auth, body), body).toEqual({ verdict: 'valid', reference: null });
  });

  it('are read field by field, numbers as text, anything else as missing', () => {
    expect(readCallback(BODY)).toEqual({
      orderId: '7d1c2a9e-4b0f-4f7e-9a51-0c3e8d2b6f10',
      applicationId: 'f3b9a3f0-1c1e-4a4e-8a3b-2d7c6e5f4a10',
      approvedAmount: '659400',
      currency: 'COP',
      status: 'APPROVED',
      statusTimestamp: '1768684374123',
    });
    expect(readCallback('{"orderId":42,"approvedAmount":"659400","status":true}')).toEqual({
      orderId: '42',
      applicationId: null,
      approvedAmount: '659400',
      currency: null,
      status: null,
      statusTimestamp: null,
    });
    expect(readCallback('no')).toBeNull();
  });
});
