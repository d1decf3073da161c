import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShippingSandbox, type ShippingSandbox } from '../../../adapters/shipping/sandbox';

const KEY = 'sandbox-key';
const BODY = { origin: '11001000', destination: '91001', weightGrams: 1_200, declaredValue: 89_900 };

describe('shipping sandbox', () => {
  let sandbox: ShippingSandbox;
  beforeAll(async () => {
    sandbox = await startShippingSandbox({ key: KEY });
  });
  afterAll(() => sandbox.close());

  const post = (body: unknown, key = KEY, path = '/v1/quotes') =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: { 'authorization': `Bearer ${key}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('listens on loopback and answers the wire format with the embedded rates', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await post(BODY);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      quotes: [
        { service: 'standard', price: 43_800 },
        { service: 'express', price: 70_200 },
      ],
    });
  });

  it('refuses a missing or wrong bearer key with 401', async () => {
    expect((await post(BODY, 'other')).status).toBe(401);
    const anonymous = await fetch(`${sandbox.url}/v1/quotes`, { method: 'POST', body: JSON.stringify(BODY) });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 to a body that is not a quote request, or a destination outside DIVIPOLA', async () => {
    for (const body of [
      '{',
      { ...BODY, weightGrams: 0 },
      { ...BODY, weightGrams: 1.5 },
      { ...BODY, destination: '5001' },
      { ...BODY, declaredValue: -1 },
      { ...BODY, destination: '99999' },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad-request' });
    }
  });

  it('knows only POST /v1/quotes', async () => {
    expect((await post(BODY, KEY, '/v1/rates')).status).toBe(404);
    expect((await fetch(`${sandbox.url}/v1/quotes`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(405);
  });
});
