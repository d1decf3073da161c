import { expect } from 'vitest';
import { T } from '../../../adapters/container';
import { confirmationSignature } from '../../../adapters/epayco/confirmation';
import { EPAYCO_SANDBOX_CREDENTIALS } from '../../../adapters/epayco/sandbox';
import type { OrderState } from '../../../core/orders/order-state';
import { eventually, PATIENCE_MS } from '../../support/eventually';
import type { accountServer } from './account-client';

type Ctx = ReturnType<typeof accountServer>;

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
export const orderBecomes = async (ctx: Ctx, number: string, state: OrderState, timeoutMs = PATIENCE_MS) => {
  const orders = ctx.server.container.get(T.orderStore);
  let seen: OrderState | undefined;
  return eventually(
    async () => {
      const order = await orders.findByNumber(number);
      seen = order?.state;
      return order?.state === state && order;
    },
    () => `${number} is ${seen}, not ${state}`,
    timeoutMs,
  );
};
