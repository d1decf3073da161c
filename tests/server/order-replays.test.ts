import { describe, expect, it } from 'vitest';
import { accountServer, signedUp } from './support/account-client';

const ctx = accountServer();
let keys = 0;
const aKey = () => `replay-http-key-${String(++keys).padStart(6, '0')}`;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const lines = [{ sku: 'P02-2LB-CHOC', quantity: 1 }];
const buyer = (over: Record<string, unknown> = {}) => ({
  name: 'Laura Gómez',
  email: 'laura.replay@correo.co',
  documentType: 'CC',
  documentNumber: '1020304999',
  phone: '300 123 9999',
  line1: 'Calle 10 # 43-20',
  line2: '',
  notes: '',
  consent: true,
  ...MEDELLIN,
  ...over,
});

/** The body of the payment step's "Confirmar pedido", at the total the server prices. */
const anOrder = async (over: Record<string, unknown> = {}) => {
  const priced = await ctx.http.post('/checkout/price', {
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  return {
    idempotencyKey: aKey(),
    lines,
    buyer: buyer(),
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
    expectedTotal: priced.json.totals.total,
    ...over,
  };
};

describe('idempotency keys bound to who placed the order', () => {
  it('gives a guest their order back for the same request, and anyone else a 409 with nothing of the order', async () => {
    const body = await anOrder();
    const first = await ctx.http.post('/orders', body);
    expect(first.status).toBe(201);
    expect(await ctx.http.post('/orders', body)).toMatchObject({
      status: 200,
      json: { duplicate: true, order: { number: first.json.order.number } },
    });
    const stranger = await ctx.http.post('/orders', {
      ...body,
      buyer: buyer({ name: 'Intruso', email: 'intruso@correo.co', documentNumber: '55555555', phone: '3105555555' }),
    });
    expect(stranger.status).toBe(409);
    expect(stranger.json).toEqual({
      error: {
        kind: 'idempotency-conflict',
        message: expect.stringContaining('Revisa tu correo por si ya quedó hecho'),
      },
    });
    const intruder = await signedUp(ctx.server);
    const signedIn = await ctx.http.post('/orders', body, { cookie: intruder.cookie });
    expect(signedIn.status).toBe(409);
    for (const answer of [stranger, signedIn])
      expect(JSON.stringify(answer.json)).not.toMatch(/Laura|1020304999|FO-20|firma=/);
  });

  it('binds a signed-in shopper’s key to their account', async () => {
    const owner = await signedUp(ctx.server);
    const body = await anOrder({
      buyer: buyer({ email: 'duena@correo.co', documentNumber: '1020304998', phone: '3001239998' }),
    });
    expect((await ctx.http.post('/orders', body, { cookie: owner.cookie })).status).toBe(201);
    expect((await ctx.http.post('/orders', body, { cookie: owner.cookie })).json).toMatchObject({ duplicate: true });
    expect((await ctx.http.post('/orders', body)).status).toBe(409);
  });

  it('refuses a buyer’s fourth open order with 409 and a Spanish message saying how to go on', async () => {
    const same = buyer({ email: 'muchos@correo.co', documentNumber: '1020304997', phone: '3001239997' });
    for (let i = 0; i < 3; i++)
      expect((await ctx.http.post('/orders', await anOrder({ buyer: same }))).status).toBe(201);
    const fourth = await ctx.http.post('/orders', await anOrder({ buyer: same }));
    expect(fourth).toMatchObject({
      status: 409,
      json: {
        error: { kind: 'too-many-open-orders', message: expect.stringContaining('Ya tienes 3 pedidos sin pagar') },
      },
    });
  });
});
