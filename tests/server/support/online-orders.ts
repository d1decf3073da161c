import { expect } from 'vitest';
import { T } from '../../../adapters/container';
import type { accountServer, Auth } from './account-client';

type Ctx = ReturnType<typeof accountServer>;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

let placed = 0;
/** Places an order of four units of one product (over $ 500.000 with shipping, more than cash on delivery allows),
 * to be paid with `method`, as a guest or as the customer of `auth`, by Laura Gómez unless `buyer` says otherwise; each
 * call takes another product so the ten in stock of each last. */
export const placeOrder = async (ctx: Ctx, method: string, auth?: Auth, buyer: Record<string, unknown> = {}) => {
  placed += 1;
  const lines = [{ sku: `P${String(3 + (placed % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 4 }];
  const base = { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: method };
  const price = await ctx.http.post('/checkout/price', base);
  const res = await ctx.http.post(
    '/orders',
    {
      idempotencyKey: `online-test-${String(placed).padStart(6, '0')}`,
      lines,
      buyer: {
        name: 'Laura Gómez Restrepo',
        email: 'laura.online@correo.co',
        documentType: 'CC',
        documentNumber: '1020304050',
        phone: '300 123 4567',
        line1: 'Calle 10 # 43-20',
        line2: '',
        notes: '',
        consent: true,
        ...MEDELLIN,
        ...buyer,
      },
      shippingMethod: 'standard',
      paymentMethod: method,
      expectedTotal: price.json.totals.total,
    },
    auth,
  );
  expect(res.status).toBe(201);
  const { number, link } = res.json.order as { number: string; link: string };
  const signature = new URL(`https://x${link}`).searchParams.get('firma')!;
  const firma = `firma=${encodeURIComponent(signature)}`;
  return {
    number,
    /** The order as the API answered its placing. */
    order: res.json.order as { number: string; link: string; payOptions: readonly { method: string }[] },
    total: price.json.totals.total as number,
    pay: (payMethod: string, instrument: Record<string, unknown>) =>
      ctx.http.post(`/orders/${number}/payments`, { method: payMethod, signature, instrument }),
    view: () => ctx.http.get(`/orders/${number}?${firma}`),
    withdraw: (id: string) => ctx.http.delete(`/orders/${number}/payments/${id}?${firma}`),
    /** The page asks again once the server's seconds between two questions to the provider have passed. */
    follow: (id: string) => {
      ctx.clock.advance(3_000);
      return ctx.http.get(`/orders/${number}/payments/${id}?${firma}`);
    },
  };
};

/** An attempt's reference at its provider (ePayco's `ref_payco`, a Nequi push's id or QR), as the store recorded it. */
export const referenceOf = async (ctx: Ctx, attemptId: string) =>
  (await ctx.server.container.get(T.paymentAttempts).find(attemptId))!.attempt.reference!;

/** An order paid with a Nequi push approved on the sandbox phone, placed with `auth` (a referred account's session, or a
 * guest's referral cookie) by `buyer`; the outbox's subscribers then run. Answers the order, paid. */
export const paidNequiOrder = async (ctx: Ctx, auth: Auth, buyer: Record<string, unknown> = {}) => {
  const { number, pay } = await placeOrder(ctx, 'nequi', auth, buyer);
  const started = await pay('nequi', { kind: 'wallet-push', phone: '3001234567' });
  await ctx.server.get('/sandbox/nequi/telefono/aprobar', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: await referenceOf(ctx, started.json.attempt.id as string) }).toString(),
  });
  await ctx.server.container.get(T.paymentUpkeep).reconcilePayments({ provider: 'nequi', actor: 'sistema' });
  await ctx.server.dispatch();
  const order = await ctx.server.container.get(T.orderStore).findByNumber(number);
  expect(order?.state).toBe('paid');
  return order!;
};
