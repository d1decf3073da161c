import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { T } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import { PROVIDERS } from '../../adapters/payment-providers';
import { createApp } from '../../server/app';
import { built, fakePay } from '../fakes/providers/fakepay/provider';
import { openCataloguePglite, type TestDatabase } from '../support/databases';
import type { TestServer } from '../support/test-server';
import { api, manualClock } from './support/account-client';
import { orderBecomes, postForm } from './support/epayco-orders';
import { placeOrder } from './support/online-orders';

// A provider the store has never heard of, added by one line: the composition's list with FakePay first, so it takes
// the card method (MercadoPago's is then only followed). Nothing else in the store names it.
const WITH_FAKEPAY = [fakePay, ...PROVIDERS];

const clock = manualClock();
const ctx = { clock } as { clock: typeof clock; server: TestServer; http: ReturnType<typeof api> };
let database: TestDatabase;
let listening: Server;

beforeAll(async () => {
  database = await openCataloguePglite();
  listening = createServer();
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const port = (listening.address() as AddressInfo).port;
  const env = { PUBLIC_URL: 'https://fornido.co', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: 'memory://' };
  const config = { ...loadConfig(env, WITH_FAKEPAY), logLevel: 'silent' as const };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const container = createContainer(config, database, quiet, { clock });
  listening.on('request', createApp(container));
  const url = `http://127.0.0.1:${port}`;
  ctx.server = {
    url,
    container,
    logged: [],
    imageCache: '',
    get: (path, init) => fetch(url + path, { redirect: 'manual', ...init }),
    dispatch: () => container.get(T.events).dispatchEvents(),
    close: async () => undefined,
  };
  ctx.http = api(ctx.server);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => listening.close(resolve));
  await database.drop();
});

describe('a payment provider added as one folder and one line', () => {
  it('is offered at checkout, paid on its sandbox page, and its signed webhook pays the order', async () => {
    const lines = [{ sku: 'P05-2LB-CHOC', quantity: 1 }];
    const destination = { departmentCode: '05', municipalityCode: '05001' };
    const priced = await ctx.http.post('/checkout/price', { lines, destination, shippingMethod: 'standard' });
    expect(priced.status).toBe(200);
    const card = priced.json.paymentOptions.find((o: { id: string }) => o.id === 'card');
    expect(card).toMatchObject({ instruments: ['hosted-checkout'], sandbox: true, available: true });

    const order = await placeOrder(ctx, 'card');
    const started = await order.pay('card', { kind: 'hosted-checkout' });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      status: 'pending',
      attempt: { method: 'card', action: { kind: 'redirect' } },
    });
    const payUrl = new URL(started.json.attempt.action.url as string);
    expect(payUrl.pathname).toBe('/sandbox/fakepay/pagar/');

    const page = await ctx.server.get(`${payUrl.pathname}${payUrl.search}`);
    expect(await page.text()).toContain('Aprobar pago');
    const approved = await postForm(ctx, '/sandbox/fakepay/pagar/aprobar', { id: payUrl.searchParams.get('id')! });
    expect(approved.status).toBe(303);

    await orderBecomes(ctx, order.number, 'paid', 30_000);
    await built.sandbox!.webhooks.idle();
    expect(built.sandbox!.webhooks.entries().map((w) => w.status)).toContain(200);
    const stored = await ctx.server.container.get(T.paymentAttempts).find(started.json.attempt.id as string);
    expect(stored?.attempt).toMatchObject({ provider: 'fakepay', state: 'approved' });
    expect((await order.view()).json).toMatchObject({ state: 'paid', payable: false });
  });

  it('refuses a webhook whose signature is not its own (401), and keeps its sandbox API off the slash rule', async () => {
    const forged = await ctx.server.get('/api/v1/webhooks/fakepay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fakepay-signature': 'forged' },
      body: JSON.stringify({ attemptId: 'not-ours', status: 'approved' }),
    });
    expect(forged.status).toBe(401);
    const api = await ctx.server.get('/sandbox/fakepay/api/pagos/intento/x', { headers: { 'x-api-key': 'wrong' } });
    expect(api.status).toBe(401);
  });
});
