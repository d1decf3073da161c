import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { api, manualClock } from '../server/support/account-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { startFaultProxy, type Fault } from './support/fault-proxy';
import { LOAD_TEST_TIMEOUT_MS } from './support/sizes';
import { aShopper, shop } from './support/shoppers';

// The store gives a provider two seconds, room for the calls that must succeed (a token, a payment's start) on a busy
// machine; a slow one here answers far later, after twenty.
const TIMEOUT_MS = 2_000;
const FAULTS: readonly Fault[] = [{ kind: 'slow', ms: 20_000 }, { kind: 'error' }, { kind: 'drop' }];
// Each test waits out a few time-outs: its budget grows with the machine's load, as the other load tests' do.
const BUSY = { timeout: LOAD_TEST_TIMEOUT_MS };

const clock = manualClock();
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let server: TestServer;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  proxy = await startFaultProxy();
  // The store's own address is the proxy's: its provider clients reach the sandboxes (and they its webhooks) through it.
  server = await startTestServer(undefined, {
    clock,
    env: { PORT: String(proxy.port), PAYMENT_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS), TRUST_PROXY: '1' },
  });
  proxy.to(Number(new URL(server.url).port));
  http = api(server);
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
});

const form = (path: string, fields: Record<string, string>) =>
  server.get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const referenceOf = async (attemptId: string) =>
  (await server.container.get(T.paymentAttempts).find(attemptId))!.attempt.reference!;

type Provider = {
  readonly name: string;
  readonly method: string;
  readonly instrument: Record<string, unknown>;
  /** The payer approves at the provider; its notification, if it sends one, is held back: only asking tells. */
  readonly approve?: (attemptId: string, number: string) => Promise<void>;
};

const PROVIDERS: readonly Provider[] = [
  {
    name: 'nequi',
    method: 'nequi',
    instrument: { kind: 'wallet-push', phone: '300 123 4567' },
    approve: async (attemptId) => {
      expect((await form('/sandbox/nequi/telefono/aprobar', { id: await referenceOf(attemptId) })).status).toBe(303);
    },
  },
  {
    name: 'epayco',
    method: 'pse',
    instrument: { kind: 'bank-transfer', bank: '1022', personType: 'natural' },
    approve: async (attemptId) => {
      await form('/sandbox/epayco/control/delay-next', { delayMs: '60000' });
      await form('/sandbox/epayco/control/settle', { ref_payco: await referenceOf(attemptId), state: '1' });
    },
  },
  {
    name: 'mercadopago',
    method: 'card',
    instrument: { kind: 'hosted-checkout' },
    approve: async (_, number) => {
      await form('/sandbox/mercadopago/control/delay-webhooks', { delayMs: '60000' });
      const started = (await server.container.get(T.orderStore).findByNumber(number))!.payments.at(-1)!;
      const preference = new URL((started.action as { url: string }).url).searchParams.get('pref_id')!;
      const paid = await form('/sandbox/mercadopago/checkout/v1/pagar', { pref_id: preference, resultado: 'approved' });
      expect(paid.status).toBe(303);
    },
  },
  // Addi has no status to ask: what it last said comes in its callbacks (payments-addi.test.ts).
  { name: 'addi', method: 'addi', instrument: { kind: 'pay-later' } },
];

let shoppers = 0;
/** An order of four units of another product (over what cash on delivery allows), placed from its own address. */
const anOrder = async (method: string) => {
  shoppers += 1;
  const lines = [{ sku: `P${String(3 + (shoppers % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 4 }];
  const { order } = await shop(http, shoppers, lines, { run: 'fallas', paymentMethod: method });
  const { auth } = aShopper(shoppers, 'fallas');
  const signature = new URL(`https://x${order!.link}`).searchParams.get('firma')!;
  const firma = `firma=${encodeURIComponent(signature)}`;
  return {
    number: order!.number,
    pay: (instrument: Record<string, unknown>) =>
      http.post(`/orders/${order!.number}/payments`, { method, signature, instrument }, auth),
    follow: (id: string) => {
      clock.advance(3_000);
      return http.get(`/orders/${order!.number}/payments/${id}?${firma}`, auth);
    },
  };
};

describe.each(PROVIDERS)('$name answering slowly, with 500s or dropping the connection', BUSY, (provider) => {
  const prefix = `/sandbox/${provider.name}/`;
  afterAll(() => proxy.fault(prefix, null));

  it('tells the shopper in Spanish before the provider answers, keeps the order payable, and pays once it is back', async () => {
    const order = await anOrder(provider.method);
    for (const fault of FAULTS) {
      proxy.fault(prefix, fault);
      const res = await order.pay(provider.instrument);
      expect(res.status, fault.kind).toBe(200);
      expect(res.json, fault.kind).toMatchObject({
        status: 'failed',
        message: expect.stringMatching(/^No pudimos .+ Inténtalo de nuevo/),
        attempt: { state: 'failed', open: false },
        order: { state: 'pending_payment', payable: true },
      });
      // The store answered while the slow provider still held its call: it waited no longer than its time-out.
      if (fault.kind === 'slow') expect(proxy.held).toBeGreaterThan(0);
    }
    proxy.fault(prefix, null);
    const again = await order.pay(provider.instrument);
    expect(again.json).toMatchObject({ status: 'pending', order: { state: 'pending_payment' } });
  });
});

describe.each(PROVIDERS.filter((p) => p.approve))('$name failing while a payment waits', BUSY, (provider) => {
  const prefix = `/sandbox/${provider.name}/`;
  afterAll(() => proxy.fault(prefix, null));

  it('keeps an approved payment waiting while its status cannot be read, and reconciliation settles it when it is back', async () => {
    const order = await anOrder(provider.method);
    const started = await order.pay(provider.instrument);
    expect(started.json.status).toBe('pending');
    const id = started.json.attempt.id as string;
    await provider.approve!(id, order.number);
    // The server's reconciliation, a second after anything last asked about the attempt.
    const reconcile = async () => {
      clock.advance(1_000);
      return server.container.get(T.paymentUpkeep).reconcilePayments({ actor: 'sistema', provider: provider.name });
    };
    for (const fault of FAULTS) {
      proxy.fault(prefix, fault);
      const report = await reconcile();
      expect(report.checked, fault.kind).toBeGreaterThan(0);
      expect(report.changed, fault.kind).toEqual([]);
      const followed = await order.follow(id);
      expect(followed.status, fault.kind).toBe(200);
      expect(followed.json, fault.kind).toMatchObject({
        status: 'pending',
        attempt: { state: 'pending', open: true },
        order: { state: 'pending_payment' },
      });
    }
    proxy.fault(prefix, null);
    const settled = await reconcile();
    expect(settled.changed.map((s) => [s.attemptId, s.to])).toEqual([[id, 'approved']]);
    const paid = (await server.container.get(T.orderStore).findByNumber(order.number))!;
    expect(paid.state).toBe('paid');
    const events = await server.container.get(T.eventOutbox).list({ limit: 200 });
    expect(events.filter((e) => e.orderNumber === order.number && e.type === 'payment-approved')).toHaveLength(1);
  });
});
