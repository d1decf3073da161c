import { expect } from 'vitest';
import { eventually } from '../../support/eventually';
import type { accountServer } from './account-client';
import { postForm } from './epayco-orders';

type Ctx = ReturnType<typeof accountServer>;
const AT = '/sandbox/mercadopago';

/** The preference id of a checkout link (`…/checkout/v1/redirect/?pref_id=…`). */
export const preferenceOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('pref_id')!;

/** A shopper's press of a button on the sandbox checkout page (`approved`, `pending`, `rejected`): the answer is the
 * redirect back to the store. */
export const checkout = async (ctx: Ctx, preference: string, resultado: 'approved' | 'pending' | 'rejected') => {
  const res = await postForm(ctx, `${AT}/checkout/v1/pagar`, { pref_id: preference, resultado });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
};

type Delivery = { paymentId: string; status: number | null; attempt: number };
/** Waits until the sandbox has delivered `count` webhooks about a payment (each answered by the store). */
export const webhooksOf = async (ctx: Ctx, paymentId: string, count: number) => {
  let mine: Delivery[] = [];
  return eventually(
    async () => {
      const all = (await (await ctx.server.get(`${AT}/control/webhooks`)).json()) as Delivery[];
      mine = all.filter((d) => d.paymentId === paymentId);
      return mine.length >= count && mine;
    },
    () => `${mine.length} webhooks of ${paymentId}, not ${count}`,
  );
};

/** A control call of the sandbox (`settle`, `notify`, `delay-webhooks`, `fail`). */
export const control = (ctx: Ctx, what: string, fields: Record<string, string>) =>
  postForm(ctx, `${AT}/control/${what}`, fields);

/** A webhook posted to the store as MercadoPago posts it. */
export const postWebhook = async (
  ctx: Ctx,
  paymentId: string,
  headers: Record<string, string>,
  body = JSON.stringify({ action: 'payment.updated', api_version: 'v1', data: { id: paymentId }, type: 'payment' }),
) => {
  const res = await ctx.server.get(
    `/api/v1/webhooks/mercadopago?data.id=${encodeURIComponent(paymentId)}&type=payment`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    },
  );
  return { status: res.status, json: (await res.json()) as { received: number; result: string } };
};
