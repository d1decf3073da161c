import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationOf } from '../../../adapters/addi/application';
import { ADDI_SANDBOX_CREDENTIALS, ADDI_SANDBOX_ERRORS } from '../../../adapters/addi/sandbox';
import { addiRequest, startAddi, type Addi } from './harness';

const basic = `Basic ${Buffer.from(`${ADDI_SANDBOX_CREDENTIALS.callbackUser}:${ADDI_SANDBOX_CREDENTIALS.callbackPassword}`).toString('base64')}`;

/** Opens an application through the gateway and returns the credit page's path and the application. */
const open = async (h: Addi, attemptId = addiRequest().attemptId) => {
  const outcome = await h.gateway.apply(addiRequest({ attemptId }));
  if (outcome.status !== 'pending' || outcome.action?.kind !== 'redirect') throw new Error(JSON.stringify(outcome));
  const url = new URL(outcome.action.url);
  return { page: `${h.origin}${url.pathname}${url.search}`, application: h.sandbox.application(attemptId)! };
};
const press = (h: Addi, action: string, id: string) =>
  fetch(`${h.origin}/sandbox/addi/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
    redirect: 'manual',
  });

describe("Addi's sandbox: the credit page", () => {
  let h: Addi;
  afterEach(() => h.close());

  it('shows the amount and the items in Spanish, with the three buttons', async () => {
    h = await startAddi();
    const { page } = await open(h);
    const html = await (await fetch(page)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Tu crédito con Addi</h1>');
    expect(html).toContain('$ 659.400');
    expect(html).toContain('Proteína Whey 2 lb Chocolate × 3');
    expect(html).toContain('$ 389.700');
    for (const label of ['Aprobar crédito', 'Rechazar', 'Abandonar']) expect(html).toContain(`>${label}</button>`);
    expect(html).not.toContain('<script');
    expect((await fetch(`${h.origin}/sandbox/addi/?id=nada`)).status).toBe(404);
  });

  it('approving sends the callback with Basic credentials, then sends the shopper back to redirectionUrl', async () => {
    h = await startAddi();
    const { application } = await open(h);
    const res = await press(h, 'aprobar', application.applicationId);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(addiRequest().returnUrl);
    const [received] = h.callbacks.all();
    expect(received.notification.headers.authorization).toBe(basic);
    expect(received.notification.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.notification.body)).toEqual({
      orderId: addiRequest().attemptId,
      applicationId: application.applicationId,
      approvedAmount: '659400.0',
      currency: 'COP',
      status: 'APPROVED',
      statusTimestamp: h.clock.now().getTime(),
    });
    expect(received.verdict).toBe('valid');
    expect(h.sandbox.callbacks()).toEqual([expect.objectContaining({ attempt: 1, http: 200, echoed: true })]);
    // Pressed again: the application is no longer in process, and no callback goes out.
    const again = await press(h, 'rechazar', application.applicationId);
    expect(again.headers.get('location')).toContain('aviso=no-pendiente');
    expect(await (await fetch(`${h.origin}${again.headers.get('location')}`)).text()).toContain(
      'Esta solicitud de crédito ya fue aprobada.',
    );
    expect(h.callbacks.all()).toHaveLength(1);
  });

  it('declining and abandoning send their status with no amount approved', async () => {
    h = await startAddi();
    const first = await open(h, 'a-1');
    await press(h, 'rechazar', first.application.applicationId);
    const second = await open(h, 'a-2');
    await press(h, 'abandonar', second.application.applicationId);
    expect(h.callbacks.all().map((c) => JSON.parse(c.notification.body) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ orderId: 'a-1', status: 'DECLINED', approvedAmount: '0.0' }),
      expect.objectContaining({ orderId: 'a-2', status: 'ABANDONED', approvedAmount: '0.0' }),
    ]);
  });

  it('retries a callback the store did not echo, then gives up and still sends the shopper back', async () => {
    h = await startAddi();
    const first = await open(h, 'a-1');
    h.refuseNext(1);
    expect((await press(h, 'aprobar', first.application.applicationId)).status).toBe(303);
    expect(h.sandbox.callbacks().map((d) => [d.attempt, d.http, d.echoed])).toEqual([
      [1, 503, false],
      [2, 200, true],
    ]);
    const second = await open(h, 'a-2');
    h.refuseNext(5);
    expect((await press(h, 'abandonar', second.application.applicationId)).status).toBe(303);
    expect(
      h.sandbox
        .callbacks()
        .slice(2)
        .map((d) => d.attempt),
    ).toEqual([1, 2, 3]);
  });

  it('sends a callback again, or as another status, without changing the application (repeats, out of order)', async () => {
    h = await startAddi();
    const { application } = await open(h);
    await h.sandbox.settle(application.applicationId, 'APPROVED');
    expect(await h.sandbox.callback(application.applicationId)).toBe(true);
    expect(await h.sandbox.callback(application.applicationId, 'ABANDONED')).toBe(true);
    expect(h.callbacks.all().map((c) => (JSON.parse(c.notification.body) as { status: string }).status)).toEqual([
      'APPROVED',
      'APPROVED',
      'ABANDONED',
    ]);
    expect(h.sandbox.application(application.applicationId)!.status).toBe('APPROVED');
    expect(await h.sandbox.callback('nada')).toBe(false);
    // The same through the control endpoints the HTTP and e2e suites use.
    const control = (path: string, body: unknown) =>
      fetch(`${h.origin}/sandbox/addi/control/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('callback', { id: application.applicationId, status: 'DECLINED' })).status).toBe(200);
    expect((await control('callback', { id: application.applicationId, status: 'PENDING' })).status).toBe(400);
    expect((await control('callback', { id: 'nada' })).status).toBe(404);
    expect(h.callbacks.all()).toHaveLength(4);
    const next = await open(h, 'a-2');
    expect((await control('settle', { id: next.application.applicationId, status: 'PENDING' })).status).toBe(400);
    expect((await control('settle', { id: next.application.applicationId, status: 'REJECTED' })).status).toBe(200);
    expect((await control('settle', { id: next.application.applicationId, status: 'APPROVED' })).status).toBe(404);
    expect(h.sandbox.application('a-2')!.status).toBe('REJECTED');
    expect(h.callbacks.all()).toHaveLength(5);
    const listed = (await (await fetch(`${h.origin}/sandbox/addi/control/applications`)).json()) as unknown[];
    expect(listed).toEqual([
      expect.objectContaining({ orderId: 'a-2', status: 'REJECTED' }),
      expect.objectContaining({ applicationId: application.applicationId, status: 'APPROVED' }),
    ]);
  });

  it('keeps its applications in its file, where another sandbox on the same file finds them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'addi-sandbox-'));
    try {
      const file = join(dir, 'sandbox', 'addi.json');
      h = await startAddi({ file });
      const { application } = await open(h);
      const stored = JSON.parse(await readFile(file, 'utf8')) as { applications: { applicationId: string }[] };
      expect(stored.applications.map((a) => a.applicationId)).toEqual([application.applicationId]);
      const other = await startAddi({ file });
      expect(other.sandbox.application(application.applicationId)).toMatchObject({ status: 'PENDING' });
      await other.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses the API without a valid token, and a body that is not what Addi takes, with its error format', async () => {
    h = await startAddi();
    const { post, valid } = await apiClient(h);
    const unauthorized = await fetch(`${h.origin}/sandbox/addi/api/v1/online-applications`, {
      method: 'POST',
      body: '{}',
    });
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ code: ADDI_SANDBOX_ERRORS.unauthorized, message: 'Unauthorized' });
    const bad = await post({ ...valid, orderId: 'a-1', currency: 'USD' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: ADDI_SANDBOX_ERRORS.invalidField,
      message: expect.stringContaining('currency'),
    });
    expect((await post({ ...valid, orderId: 'a-2', totalAmount: 1_000.5 })).status).toBe(400);
    expect((await post({ ...valid, orderId: 'a-2', totalAmount: '1.000,50' })).status).toBe(400);
    expect((await post({ ...valid, orderId: 'a-3', items: [] })).status).toBe(400);
    const created = await post({ ...valid, orderId: 'a-4', client: { ...valid.client, idNumber: '12345' } });
    expect(created.status).toBe(301);
    expect(created.headers.get('location')).toMatch(/^https:\/\/fornido\.co\/sandbox\/addi\/\?id=[\w-]+$/);
  });

  it("takes Addi's own example: amounts as strings or numbers, without logoUrl, totalTaxesAmount, shippingAddress or items' tax", async () => {
    h = await startAddi();
    const { post, valid } = await apiClient(h);
    const { totalTaxesAmount: _taxes, shippingAddress: _address, ...bare } = valid;
    const created = await post({
      ...bare,
      orderId: 'a-5',
      totalAmount: '255000.0',
      shippingAmount: '50000.0',
      items: [{ sku: 'PD-122354', name: 'product name', quantity: '5', unitPrice: 9950 }],
      allyUrlRedirection: { callbackUrl: valid.allyUrlRedirection.callbackUrl, redirectionUrl: 'https://fornido.co/' },
    });
    expect(created.status).toBe(301);
    expect(h.sandbox.application('a-5')!.request).toMatchObject({ totalAmount: 255_000, shippingAmount: 50_000 });
    const client = { ...valid.client, idNumber: '1030405060' };
    expect((await post({ ...valid, orderId: 'a-6', client, totalAmount: 659_400 })).status).toBe(301);
  });

  it("refuses a document other than the cédula de ciudadanía as Addi's API says, with its error format", async () => {
    h = await startAddi();
    const { post, valid } = await apiClient(h);
    for (const idType of ['CE', 'NIT', 'TI', 'PP', 'PPT']) {
      const res = await post({ ...valid, orderId: `a-${idType}`, client: { ...valid.client, idType } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: ADDI_SANDBOX_ERRORS.idType,
        message: 'client.idType must be CC: only the cédula de ciudadanía is accepted',
      });
    }
    expect(h.sandbox.applications()).toEqual([]);
  });
});

/** A token from the sandbox, and a POST of any body to its online applications with it. */
const apiClient = async (h: Addi) => {
  const api = `${h.origin}/sandbox/addi/api/v1/online-applications`;
  const token = await fetch(`${h.origin}/sandbox/addi/auth/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      audience: 'https://api.addi.com',
      grant_type: 'client_credentials',
      client_id: ADDI_SANDBOX_CREDENTIALS.clientId,
      client_secret: ADDI_SANDBOX_CREDENTIALS.clientSecret,
    }),
  });
  const { access_token: accessToken, expires_in: expiresIn } = (await token.json()) as Record<string, unknown>;
  expect(expiresIn).toBe(86_400);
  const post = (body: unknown) =>
    fetch(api, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'authorization': `Bearer ${String(accessToken)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const valid = applicationOf(addiRequest(), {
    logoUrl: 'https://fornido.co/logo.png',
    callbackUrl: 'https://fornido.co/cb',
  });
  return { post, valid };
};
