import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { eventually } from '../support/eventually';
import { accountServer } from './support/account-client';
import { confirm, orderBecomes, postForm, signed } from './support/epayco-orders';
import { placeOrder, referenceOf } from './support/online-orders';

// ePayco's confirmations at POST|GET /api/v1/webhooks/epayco, sent by the sandbox mounted on the store (its control
// endpoints send them late, twice, or as an older state) or by the test itself.
const ctx = accountServer();

/** An order waiting on a PSE debit at the sandbox bank, with its ePayco reference. */
const pendingPse = async () => {
  const order = await placeOrder(ctx, 'pse');
  const res = await order.pay('pse', { kind: 'bank-transfer', bank: '1022', personType: 'natural' });
  expect(res.json.status).toBe('pending');
  return { ...order, attemptId: res.json.attempt.id as string, ref: await referenceOf(ctx, res.json.attempt.id) };
};

/** A PSE order the sandbox bank approved and whose confirmation paid it. */
const paidPse = async () => {
  const order = await pendingPse();
  await postForm(ctx, '/sandbox/pse/aprobar', { ref: order.ref });
  await orderBecomes(ctx, order.number, 'paid');
  await deliveries(order.ref, 1);
  return order;
};

type Delivery = { refPayco: string; state: string; status: number | null };
/** Waits until the sandbox has delivered `count` confirmations of a payment, and answers them. */
const deliveries = async (ref: string, count: number): Promise<Delivery[]> => {
  let mine: Delivery[] = [];
  return eventually(
    async () => {
      const all = (await (await ctx.server.get('/sandbox/epayco/control/confirmations/')).json()) as Delivery[];
      mine = all.filter((d) => d.refPayco === ref);
      return mine.length >= count && mine;
    },
    () => `${mine.length} confirmations of ${ref}, not ${count}`,
  );
};

/** What the sandbox's validation service says about a payment: the signed `x_…` fields of its confirmation. */
const confirmationOf = async (ref: string) =>
  (
    (await (await ctx.server.get(`/sandbox/epayco/secure/validation/v1/reference/${ref}/`)).json()) as {
      data: Record<string, string>;
    }
  ).data;

const happenings = async (number: string) =>
  (await ctx.server.container.get(T.eventOutbox).list({ limit: 200 }))
    .filter((e) => e.orderNumber === number)
    .map((e) => e.type);
const paidMoves = async (number: string) => {
  const orders = ctx.server.container.get(T.orderStore);
  const order = (await orders.findByNumber(number))!;
  return (await orders.history(order.id)).filter((h) => h.after === 'paid');
};

describe('ePayco confirmations at the store webhook', () => {
  it('ignores a forged signature (401, nothing changes), and a genuine GET confirmation pays the order', async () => {
    const { ref, number, attemptId } = await pendingPse();
    // The bank approved, but its confirmation is late: only the test's reach the store meanwhile.
    await postForm(ctx, '/sandbox/epayco/control/delay-next', { delayMs: '20000' });
    await postForm(ctx, '/sandbox/epayco/control/settle', { ref_payco: ref, state: '1' });
    const genuine = await confirmationOf(ref);
    expect(genuine).toMatchObject({ x_ref_payco: ref, x_cod_transaction_state: '1' });

    const forged = await confirm(ctx, { ...genuine, x_signature: 'f'.repeat(64) });
    expect(forged).toEqual({ status: 401, json: { received: expect.any(Number), result: 'invalid-signature' } });
    const tampered = await confirm(ctx, { ...genuine, x_amount: '1000' });
    expect(tampered.status).toBe(401);
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('pending_payment');
    const attempts = ctx.server.container.get(T.paymentAttempts);
    expect((await attempts.find(attemptId))!.attempt.state).toBe('pending');
    const logged = await ctx.server.container.get(T.notificationLog).find(forged.json.received);
    expect(logged).toMatchObject({ provider: 'epayco', verdict: 'invalid', result: 'ignored: invalid signature' });

    const { x_signature: _, ...unsigned } = genuine;
    expect((await confirm(ctx, unsigned)).status).toBe(401);

    const got = await confirm(ctx, genuine, 'GET');
    expect(got).toEqual({ status: 200, json: { received: expect.any(Number), result: 'applied' } });
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
  });

  it('pays once when the same confirmation arrives twice more: one approval event, one move to paid', async () => {
    const { ref, number } = await paidPse();
    expect((await postForm(ctx, '/sandbox/epayco/control/replay', { ref_payco: ref, times: '2' })).status).toBe(202);
    const sent = await deliveries(ref, 3);
    expect(sent.map((d) => d.status)).toEqual([200, 200, 200]);
    expect((await happenings(number)).filter((t) => t === 'payment-approved')).toHaveLength(1);
    expect(await paidMoves(number)).toHaveLength(1);
    expect((await ctx.server.container.get(T.orderStore).findByNumber(number))!.state).toBe('paid');
  });

  it('stays paid when a late "pending" confirmation arrives after the approval', async () => {
    const { ref, number } = await paidPse();
    expect((await postForm(ctx, '/sandbox/epayco/control/confirm', { ref_payco: ref, state: '3' })).status).toBe(202);
    const [, late] = await deliveries(ref, 2);
    expect(late).toMatchObject({ state: '3', status: 200 });
    const order = (await ctx.server.container.get(T.orderStore).findByNumber(number))!;
    expect(order.state).toBe('paid');
    expect(order.payments.at(-1)!.state).toBe('approved');
    expect(await paidMoves(number)).toHaveLength(1);
  });

  it('answers 400 to a genuine confirmation that names no payment', async () => {
    const nameless = signed({
      x_cust_id_cliente: '1551234',
      x_transaction_id: '2400001123456',
      x_amount: '650000',
      x_currency_code: 'COP',
      x_cod_transaction_state: '1',
    });
    expect(await confirm(ctx, nameless)).toEqual({
      status: 400,
      json: { received: expect.any(Number), result: 'no-reference' },
    });
  });

  it('answers 404 to a genuine confirmation of a payment the store never made', async () => {
    const unknown = signed({
      x_cust_id_cliente: '1551234',
      x_ref_payco: '99999999',
      x_transaction_id: '99999999123456',
      x_amount: '650000',
      x_currency_code: 'COP',
      x_cod_transaction_state: '1',
    });
    expect(await confirm(ctx, unknown)).toEqual({
      status: 404,
      json: { received: expect.any(Number), result: 'unknown-reference' },
    });
    expect((await confirm(ctx, unknown, 'GET')).status).toBe(404);
  });
});
