import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { adminOperationEndpoints } from '../../../contract/admin-operations';
import { adminPaymentEndpoints } from '../../../contract/admin-payments';
import { requestOf, sendsQuery, type AnyEndpoint } from '../../../contract/endpoint';
import { placeAnOrder } from '../../cli/support/orders';
import { sessionCookieOf, signedUp, type Auth } from '../support/account-client';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

/** A valid request of each endpoint the CLI's commands call beside a running store: what is refused is who asks. */
const SAMPLES: ReadonlyMap<string, readonly [AnyEndpoint, Record<string, unknown>]> = new Map([
  ['listEvents', [adminOperationEndpoints.listEvents, { limit: '5' }]],
  ['retryEvents', [adminOperationEndpoints.retryEvents, { stuck: true }]],
  ['dispatchEvents', [adminOperationEndpoints.dispatchEvents, {}]],
  ['listMail', [adminOperationEndpoints.listMail, { limit: '5' }]],
  ['showMail', [adminOperationEndpoints.showMail, { id: 1 }]],
  ['vitalsReport', [adminOperationEndpoints.vitalsReport, { since: { ms: 3_600_000 } }]],
  ['reindexSearch', [adminOperationEndpoints.reindexSearch, { batchSize: 50 }]],
  ['paymentRecords', [adminPaymentEndpoints.paymentRecords, { key: 'FO-2026-000001' }]],
  ['walletStatus', [adminPaymentEndpoints.walletStatus, { reference: 'QR-1' }]],
  ['notificationRecords', [adminPaymentEndpoints.notificationRecords, { limit: '5' }]],
  ['reconcilePayments', [adminPaymentEndpoints.reconcilePayments, { sinceMs: 3_600_000 }]],
]);

const call = (e: AnyEndpoint, arg: Record<string, unknown>, auth: Auth) => {
  const { path, rest } = requestOf(e, arg);
  const at = path.slice('/api/admin/v1'.length);
  if (!sendsQuery(e)) return ctx.admin.post(at, rest, auth);
  const query = new URLSearchParams(Object.entries(rest).filter(([, v]) => v !== undefined) as [string, string][]);
  return ctx.admin.get(`${at}${query.size > 0 ? `?${query}` : ''}`, auth);
};

/** A cash-on-delivery order, whose `placed` event mails the shopper. */
const anOrder = async (email: string) => {
  const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
  const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
  return placeAnOrder(ctx.server.container, { paymentMethod: 'cash-on-delivery', sku, email, prefix: 'consola-ops' });
};

describe("the store's machinery in the operators' API", () => {
  it('refuses nobody, a shopper’s session, another site and a role without the permission', async () => {
    const shopper = await signedUp(ctx.server);
    const signIn = await ctx.shop.post('/auth/sign-in', { email: shopper.form.email, password: shopper.form.password });
    const shopperCookie = sessionCookieOf(signIn.headers);
    const [owner, support] = [await enrolledOperator(ctx, 'owner'), await enrolledOperator(ctx, 'support')];
    for (const [name, [e, arg]] of SAMPLES) {
      const none = await call(e, arg, {});
      expect([name, none.status, none.json.error.kind]).toEqual([name, 401, 'unauthenticated']);
      expect([name, (await call(e, arg, { cookie: shopperCookie })).status]).toEqual([name, 401]);
      expect([name, (await call(e, arg, { bearer: signIn.json.token })).status]).toEqual([name, 401]);
      const crossSite = await call(e, arg, withCookie(owner.cookie, { headers: { 'Sec-Fetch-Site': 'cross-site' } }));
      expect([name, crossSite.status, crossSite.json.error.kind]).toEqual([name, 403, 'csrf']);
      const helper = await call(e, arg, withCookie(support.cookie));
      expect([name, helper.status, helper.json.error.kind]).toEqual([name, 403, 'forbidden']);
    }
  });

  it('lists, retries and dispatches the order events, audited; an unknown event is a 404', async () => {
    const order = await anOrder('eventos.consola@correo.co');
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const listed = await ctx.admin.get('/events?limit=50', as);
    expect(listed.status).toBe(200);
    const placed = listed.json.find((e: { orderNumber: string }) => e.orderNumber === order.number);
    expect(placed).toMatchObject({ type: 'placed', state: 'pending', attempts: 0 });
    // The mail server gave up on it: out of attempts, it waits for an operator.
    await ctx.server.container.get(T.eventOutbox).markFailed(placed.id, { error: 'SMTP 421', retryAt: null });
    const stuck = await ctx.admin.get('/events?stuck=1&limit=5', as);
    expect(stuck.json).toEqual([expect.objectContaining({ id: placed.id, state: 'stuck', lastError: 'SMTP 421' })]);
    const retried = await ctx.admin.post('/events/retry', { stuck: true }, as);
    expect(retried.status).toBe(200);
    expect(retried.json.after).toEqual([expect.objectContaining({ id: placed.id, state: 'delivered' })]);
    const [audited] = await ctx.server.container.get(T.operatorAudit).latest(1);
    expect(audited).toMatchObject({ action: 'events.retried', after: { retried: [placed.id] } });
    expect(audited?.actor).toContain(manager.email);
    const again = await ctx.admin.post('/events/retry', { ids: [placed.id] }, as);
    expect(again.json).toEqual({ after: [], delivered: [placed.id] });
    const dispatched = await ctx.admin.post('/events/dispatch', {}, as);
    expect([dispatched.status, Object.keys(dispatched.json)]).toEqual([200, ['delivered', 'failed', 'stuck']]);
    const unknown = await ctx.admin.post('/events/retry', { ids: [987_654] }, as);
    expect([unknown.status, unknown.json.error]).toEqual([404, expect.objectContaining({ kind: 'event-not-found' })]);
    expect((await ctx.admin.post('/events/retry', { ids: ['x'] }, as)).status).toBe(400);
  });

  it('reads the mail kept without SMTP, one message whole; an unknown one is a 404', async () => {
    await anOrder('correo.consola@correo.co');
    await ctx.server.container.get(T.events).dispatchEvents();
    const as = withCookie((await enrolledOperator(ctx, 'owner')).cookie);
    const listed = await ctx.admin.get(`/mail?to=${encodeURIComponent('correo.consola@correo.co')}&limit=5`, as);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      expect.objectContaining({ template: 'order-confirmation', to: 'correo.consola@correo.co' }),
    ]);
    const shown = await ctx.admin.get(`/mail/${listed.json[0].id}`, as);
    expect(shown.json).toMatchObject({ subject: listed.json[0].subject, text: expect.stringContaining('Hola') });
    expect((await ctx.admin.get('/mail/987654', as)).json.error.kind).toBe('mail-not-found');
  });

  it('reports the vitals since a moment or a duration back, and says when hosted search is not configured', async () => {
    await ctx.server.container.get(T.vitalsStore).record({
      at: ctx.clock.now(),
      page: '/proteinas/',
      device: 'mobile',
      navigationType: 'navigate',
      records: [{ kind: 'metric', metric: 'LCP', value: 2100, rating: 'good' }],
    });
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const report = await ctx.admin.get('/vitals?sinceMs=3600000&device=mobile', manager);
    expect(report.status).toBe(200);
    expect(new Date(report.json.since).getTime()).toBe(ctx.clock.now().getTime() - 3_600_000);
    expect(report.json.rows).toEqual([{ page: '/proteinas/', metric: 'LCP', p75: 2100, rating: 'good', samples: 1 }]);
    const from = new Date(ctx.clock.now().getTime() + 60_000).toISOString();
    expect((await ctx.admin.get(`/vitals?from=${from}`, manager)).json).toMatchObject({ since: from, rows: [] });
    expect((await ctx.admin.get('/vitals?page=proteinas', manager)).status).toBe(400);
    const reindex = await ctx.admin.post('/search/reindex', { batchSize: 50 }, manager);
    expect([reindex.status, reindex.json.error.kind]).toEqual([409, 'search-not-configured']);
  });
});

describe("the payments' records in the operators' API", () => {
  it("answers an order's attempts, Nequi's status of its push and the notifications whole; refuses an unknown provider", async () => {
    const variants = await ctx.server.container.get(T.catalogueAdmin).listVariants();
    const sku = variants.find((v) => v.active && v.stock > 2 && v.price < 300_000)?.sku ?? '';
    const c = ctx.server.container;
    const order = await placeAnOrder(c, { paymentMethod: 'nequi', sku, prefix: 'consola-registros' });
    const started = await c.get(T.checkout).startPayment({
      orderNumber: order.number,
      method: 'nequi',
      instrument: { kind: 'wallet-push', phone: '3001234567' },
      ip: '203.0.113.9',
    });
    if (!started.ok) throw new Error(started.error.message);
    const reference = started.value.attempt.reference ?? '';
    const as = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const records = await ctx.admin.get(`/payment-records?key=${order.number}`, as);
    expect(records.status).toBe(200);
    expect(records.json.order).toEqual({ number: order.number, state: 'pending_payment', total: order.totals.total });
    expect(records.json.attempts).toEqual([
      expect.objectContaining({ orderNumber: order.number, attempt: expect.objectContaining({ reference }) }),
    ]);
    expect((await ctx.admin.get('/payment-records?key=FO-2026-999999', as)).status).toBe(404);
    const status = await ctx.admin.get(`/payments/wallet?reference=${encodeURIComponent(reference)}`, as);
    expect(status.json).toMatchObject({ sandbox: true, stored: { orderNumber: order.number } });
    expect(status.json.outcome.status).toMatch(/^(pending|approved|rejected)$/);
    const unknown = await ctx.admin.get('/payments/wallet?reference=nadie', as);
    expect([unknown.status, unknown.json.error.kind]).toEqual([404, 'payment-not-found']);

    const id = await c.get(T.notificationLog).add({
      provider: 'nequi',
      receivedAt: ctx.clock.now(),
      notification: { headers: { 'x-firma': 'abc' }, query: {}, body: '{"estado":"ok"}' },
      kept: 'whole',
      body: { bytes: 15, sha256: 'b'.repeat(64) },
      verdict: 'valid',
      reference,
    });
    const notifications = await ctx.admin.get('/payments/notification-records?provider=nequi&limit=5', as);
    expect(notifications.json[0]).toMatchObject({ id, notification: { body: '{"estado":"ok"}' }, reference });
    const replayed = await ctx.admin.post(`/payments/notifications/${id}/replay`, {}, as);
    expect([replayed.status, replayed.json.error.kind, replayed.json.error.detail]).toEqual([
      409,
      'not-replayable',
      `Provider nequi is configured here but the store reads no notifications from it: notification ${id} cannot be replayed.`,
    ]);

    const wrong = await ctx.admin.post('/payments/reconcile', { provider: 'nadie', sinceMs: 3_600_000 }, as);
    expect([wrong.status, wrong.json.error]).toEqual([
      409,
      expect.objectContaining({ kind: 'provider-not-configured', provider: 'nadie', configured: expect.any(Array) }),
    ]);
    const run = await ctx.admin.post('/payments/reconcile', { provider: 'nequi', sinceMs: 3_600_000 }, as);
    expect(run.status).toBe(200);
    expect(new Date(run.json.since).getTime()).toBe(ctx.clock.now().getTime() - 3_600_000);
    expect(run.json.checked).toBe(1);
  });
});
