import { expect } from 'vitest';
import { T } from '../../../adapters/container';
import { confirmationSignature } from '../../../adapters/epayco/confirmation';
import { EPAYCO_SANDBOX_CREDENTIALS } from '../../../adapters/epayco/sandbox';
import type { OrderState } from '../../../core/orders/order-state';
import type { accountServer } from './account-client';

type Ctx = ReturnType<typeof accountServer>;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

/** A form post to one of the sandbox's pages or control endpoints, as a browser or a test script sends it. */
export const postForm = (ctx: Ctx, path: string, fields: Record<string, string>) =>
  ctx.server.get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** Posts a confirmation to the store's ePayco webhook; GET sends the fields in the query, as metodoconfirmacion GET. */
export const confirm = async (ctx: Ctx, fields: Record<string, string>, method: 'GET' | 'POST' = 'POST') => {
  const query = new URLSearchParams(fields).toString();
  const res =
    method === 'GET'
      ? await ctx.server.get(`/api/v1/webhooks/epayco?${query}`)
      : await postForm(ctx, '/api/v1/webhooks/epayco', fields);
  return { status: res.status, json: (await res.json()) as { received: number; result: string } };
};

/** Signs confirmation fields with the sandbox merchant's P_CUST_ID_CLIENTE and P_KEY. */
export const signed = (fields: Record<string, string>) => ({
  ...fields,
  x_signature: confirmationSignature(EPAYCO_SANDBOX_CREDENTIALS, new Map(Object.entries(fields))),
});

/** A card tokenized as the sandbox's ePayco.js does in the browser: its public key and the card, to `/js/tokens`. */
export const tokenize = async (ctx: Ctx, number: string) => {
  const res = await ctx.server.get('/sandbox/epayco/js/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      public_key: EPAYCO_SANDBOX_CREDENTIALS.publicKey,
      card: { number, exp_month: '12', exp_year: '2030', cvc: '123', name: 'Laura Gómez', email: 'laura@correo.co' },
    }),
  });
  const body = (await res.json()) as { status: boolean; id: string };
  expect(body.status).toBe(true);
  return body.id;
};

/** The sandbox's payment, through its control endpoint (slashed: the store sends GETs of pages there). */
export const sandboxTransaction = async (ctx: Ctx, ref: string) =>
  (await ctx.server.get(`/sandbox/epayco/control/transactions/${encodeURIComponent(ref)}/`)).json() as Promise<
    Record<string, string> & { pin: string; state: number }
  >;

/** Waits, by asking again every few milliseconds, until the order reaches `state` (a confirmation is on its way). */
export const orderBecomes = async (ctx: Ctx, number: string, state: OrderState, timeoutMs = 5_000) => {
  const orders = ctx.server.container.get(T.orders);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await orders.findByNumber(number);
    if (order?.state === state) return order;
    if (Date.now() > until) throw new Error(`${number} is ${order?.state}, not ${state}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

let placed = 0;
/** Places an order of four units of one product (over $ 500.000 with shipping, more than cash on delivery allows),
 * to be paid with `method`; each call takes another product so the ten in stock of each last. */
export const placeOrder = async (ctx: Ctx, method = 'card') => {
  placed += 1;
  const lines = [{ sku: `P${String(3 + (placed % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 4 }];
  const base = { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: method };
  const price = await ctx.http.post('/checkout/price', base);
  const res = await ctx.http.post('/orders', {
    idempotencyKey: `epayco-test-${String(placed).padStart(6, '0')}`,
    lines,
    buyer: {
      name: 'Laura Gómez Restrepo',
      email: 'laura.epayco@correo.co',
      documentType: 'CC',
      documentNumber: '1020304050',
      phone: '300 123 4567',
      line1: 'Calle 10 # 43-20',
      line2: '',
      notes: '',
      consent: true,
      ...MEDELLIN,
    },
    shippingMethod: 'standard',
    paymentMethod: method,
    expectedTotal: price.json.totals.total,
  });
  expect(res.status).toBe(201);
  const { number, link } = res.json.order as { number: string; link: string };
  const signature = new URL(`https://x${link}`).searchParams.get('firma')!;
  const firma = `firma=${encodeURIComponent(signature)}`;
  return {
    number,
    total: price.json.totals.total as number,
    pay: (payMethod: string, instrument: Record<string, unknown>) =>
      ctx.http.post(`/orders/${number}/payments`, { method: payMethod, signature, instrument }),
    view: () => ctx.http.get(`/orders/${number}?${firma}`),
    follow: (id: string) => {
      ctx.clock.advance(3_000);
      return ctx.http.get(`/orders/${number}/payments/${id}?${firma}`);
    },
  };
};

/** An attempt's ePayco reference (`ref_payco`), as the store recorded it. */
export const referenceOf = async (ctx: Ctx, attemptId: string) =>
  (await ctx.server.container.get(T.paymentAttempts).find(attemptId))!.attempt.reference!;
