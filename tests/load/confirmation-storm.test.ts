import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { ADDI_SANDBOX_CREDENTIALS } from '../../adapters/addi/sandbox';
import { MERCADOPAGO_SANDBOX_CREDENTIALS } from '../../adapters/mercadopago/sandbox';
import { signatureOf } from '../../adapters/mercadopago/signature';
import { giftCreditEarned } from '../../core/loyalty/ledger';
import { accountServer, signedUp } from '../server/support/account-client';
import { confirm, postForm, signed } from '../server/support/epayco-orders';
import { checkout, control, postWebhook, preferenceOf } from '../server/support/mercadopago-orders';
import { referenceOf } from '../server/support/online-orders';
import { shop } from './support/shoppers';
import { LOAD_TEST_TIMEOUT_MS, SIZES } from './support/sizes';
import { inParallel, shuffled } from './support/storm';

// The store as `npm start` runs it, every provider against its sandbox on the store's port. Each provider's own
// notifications are held back (or, Addi and the tests' callbacks, never sent), so the first approval an order sees is
// one of the storm's.
const ctx = accountServer();
const BASIC = `Basic ${Buffer.from(`${ADDI_SANDBOX_CREDENTIALS.callbackUser}:${ADDI_SANDBOX_CREDENTIALS.callbackPassword}`).toString('base64')}`;

let shoppers = 0;
/** A shopper's order of four units of another product (over what cash on delivery allows), to be paid with `method`;
 * the attempt's calls as the order page makes them. */
const placeOrder = async (method: string, headers?: Record<string, string>) => {
  shoppers += 1;
  const lines = [{ sku: `P${String(3 + shoppers).padStart(2, '0')}-2LB-CHOC`, quantity: 4 }];
  const { order } = await shop(ctx.http, shoppers, lines, { run: 'tormenta', paymentMethod: method, headers });
  const signature = new URL(`https://x${order!.link}`).searchParams.get('firma')!;
  return {
    number: order!.number,
    total: order!.total,
    pay: (payMethod: string, instrument: Record<string, unknown>) =>
      ctx.http.post(`/orders/${order!.number}/payments`, { method: payMethod, signature, instrument }),
    /** The page asks again once the server's seconds between two questions to the provider have passed. */
    follow: (id: string) => {
      ctx.clock.advance(3_000);
      return ctx.http.get(`/orders/${order!.number}/payments/${id}?firma=${encodeURIComponent(signature)}`);
    },
  };
};

type Message = { readonly order: string; readonly label: string; readonly send: () => Promise<number> };

/** A Nequi push the shopper approved on the sandbox phone. Nequi never calls back: its "confirmations" are the order
 * page asking (each question asks Nequi) and the server's reconciliation runs, at once. */
const nequiOrder = async () => {
  const order = await placeOrder('nequi');
  const started = await order.pay('nequi', { kind: 'wallet-push', phone: '300 123 4567' });
  const id = started.json.attempt.id as string;
  const approved = await postForm(ctx, '/sandbox/nequi/telefono/aprobar', { id: await referenceOf(ctx, id) });
  expect(approved.status).toBe(303);
  const reconcile = ctx.server.container.get(T.paymentUpkeep).reconcilePayments;
  const messages = (i: number): Message =>
    i % 3 === 0
      ? {
          order: order.number,
          label: 'nequi reconcile',
          send: async () => (await reconcile({ actor: 'sistema' }), 200),
        }
      : { order: order.number, label: 'nequi page', send: async () => (await order.follow(id)).status };
  return { number: order.number, messages };
};

/** A PSE debit approved at the sandbox bank, bought through a referral link; its confirmation is held back. The storm
 * sends the approved confirmation by POST and GET, and the older "pending" one, each signed as ePayco signs them. */
const epaycoOrder = async (referralCode: string) => {
  const order = await placeOrder('pse', { Cookie: `fornido_ref=${referralCode}` });
  const started = await order.pay('pse', { kind: 'bank-transfer', bank: '1022', personType: 'natural' });
  const ref = await referenceOf(ctx, started.json.attempt.id);
  await postForm(ctx, '/sandbox/epayco/control/delay-next', { delayMs: '60000' });
  await postForm(ctx, '/sandbox/epayco/control/settle', { ref_payco: ref, state: '1' });
  const approved = (
    (await (await ctx.server.get(`/sandbox/epayco/secure/validation/v1/reference/${ref}/`)).json()) as {
      data: Record<string, string>;
    }
  ).data;
  const { x_signature: _, ...fields } = approved;
  const pending = signed({ ...fields, x_cod_transaction_state: '3', x_transaction_state: 'Pendiente' });
  const messages = (i: number): Message => {
    const [label, body, method] =
      i % 3 === 0
        ? ['epayco pending', pending, 'POST']
        : i % 3 === 1
          ? ['epayco approved', approved, 'POST']
          : ['epayco approved GET', approved, 'GET'];
    return {
      order: order.number,
      label,
      send: async () => (await confirm(ctx, body, method as 'GET' | 'POST')).status,
    };
  };
  return { number: order.number, messages };
};

/** A card payment approved on MercadoPago's sandbox checkout, its webhook held back; the storm's webhooks are signed
 * with the sandbox's secret, each with its own request id (MercadoPago retries and sends `payment.created` too). */
const mercadoPagoOrder = async () => {
  const order = await placeOrder('card');
  const started = await order.pay('card', { kind: 'hosted-checkout' });
  await control(ctx, 'delay-webhooks', { delayMs: '60000' });
  await checkout(ctx, preferenceOf(started.json.attempt.action.url as string), 'approved');
  const [made] = (await (await ctx.server.get(`/sandbox/mercadopago/control/orders/${order.number}`)).json()) as {
    payment: { id: number };
  }[];
  const id = String(made.payment.id);
  const messages = (i: number): Message => {
    const requestId = `tormenta-${i}`;
    return {
      order: order.number,
      label: 'mercadopago webhook',
      // Signed as it is sent: a signature more than five minutes off the store's clock is refused.
      send: async () => {
        const ts = String(Math.floor(ctx.clock.now().getTime() / 1000));
        const v1 = signatureOf(MERCADOPAGO_SANDBOX_CREDENTIALS.webhookSecret, { dataId: id, requestId, ts });
        return (await postWebhook(ctx, id, { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId })).status;
      },
    };
  };
  return { number: order.number, messages };
};

/** An Addi application; the storm's callbacks carry Addi's Basic credentials: the approval, and the older "pending". */
const addiOrder = async () => {
  const order = await placeOrder('addi');
  const started = await order.pay('addi', { kind: 'pay-later' });
  const applicationId = new URL(started.json.attempt.action.url as string).searchParams.get('id')!;
  const base = { orderId: started.json.attempt.id as string, applicationId, currency: 'COP' };
  const approved = { ...base, approvedAmount: order.total, status: 'APPROVED', statusTimestamp: 2 };
  const pending = { ...base, approvedAmount: 0, status: 'PENDING', statusTimestamp: 1 };
  const messages = (i: number): Message => ({
    order: order.number,
    label: i % 2 === 0 ? 'addi pending' : 'addi approved',
    send: async () =>
      (
        await ctx.server.get('/api/v1/webhooks/addi', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Authorization': BASIC },
          body: JSON.stringify(i % 2 === 0 ? pending : approved),
        })
      ).status,
  });
  return { number: order.number, messages };
};

describe('a storm of duplicated and reordered payment confirmations', () => {
  it(
    `${SIZES.confirmations} of them, for orders on every provider: each order is paid once, the referrer credited once`,
    async () => {
      const referrer = await signedUp(ctx.server);
      const orders = [
        await nequiOrder(),
        await epaycoOrder(referrer.account.referralCode as string),
        await mercadoPagoOrder(),
        await addiOrder(),
      ];
      const messages = Array.from({ length: SIZES.confirmations }, (_, i) => orders[i % orders.length].messages(i));
      // The event dispatcher runs meanwhile, as the server's timer and a second server process would.
      const dispatches: Promise<unknown>[] = [];
      const answers = await inParallel(
        shuffled(messages).map((m, i) => async () => {
          if (i % 25 === 0) dispatches.push(ctx.server.dispatch());
          return { label: m.label, status: await m.send() };
        }),
        16,
      );
      await Promise.all(dispatches);
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
      while ((await ctx.server.dispatch()).delivered > 0);

      const store = ctx.server.container.get(T.orderStore);
      const events = await ctx.server.container.get(T.eventOutbox).list({ limit: 500 });
      for (const { number } of orders) {
        const order = (await store.findByNumber(number))!;
        expect(order.state, number).toBe('paid');
        expect(
          (await store.history(order.id)).filter((h) => h.after === 'paid'),
          number,
        ).toHaveLength(1);
        const approvals = events.filter((e) => e.orderNumber === number && e.type === 'payment-approved');
        expect(approvals, number).toHaveLength(1);
      }
      const referred = (await store.findByNumber(orders[1].number))!;
      expect(referred.referrerId).toBe(referrer.account.id);
      const statement = await ctx.server.container.get(T.giftCredit).statement(referrer.account.id, 10);
      const earned = giftCreditEarned(referred.totals, ctx.server.container.get(T.config).policy);
      expect(earned).toBeGreaterThan(0);
      expect(statement.lines.filter((l) => l.kind === 'earned')).toEqual([
        expect.objectContaining({ amount: earned, orderNumber: referred.number }),
      ]);
      expect(statement.balance).toBe(earned);
    },
    LOAD_TEST_TIMEOUT_MS,
  );
});
