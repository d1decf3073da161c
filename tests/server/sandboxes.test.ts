import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startupWarnings } from '../../adapters/config';
import { T, type AppContainer } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import { epayco } from '../../adapters/epayco/provider';
import { nequi } from '../../adapters/nequi/provider';
import { settingsOf } from '../../adapters/payments/provider';
import { sandboxCard } from '../../adapters/payments/sandbox-card-provider';
import { createApp } from '../../server/app';
import { engines, type TestDatabase } from '../support/databases';

const PATHS = [
  '/sandbox/correo/',
  '/sandbox/correo',
  '/sandbox/correo/1/',
  '/sandbox/correo/99999/',
  '/sandbox/',
  '/sandbox/nequi/',
  '/sandbox/pse/',
  '/sandbox/epayco/checkout/',
  '/sandbox/epayco/',
  '/sandbox/epayco/efectivo/',
  '/sandbox/epayco/safetypay/?ref=2400001',
  '/sandbox/epayco/tarjeta/',
  '/sandbox/epayco/epayco.min.js',
  '/sandbox/epayco/control/confirmations/',
  '/sandbox/epayco/secure/restpagos/pse/bancos.json?public_key=491d6a0b6e992cf924edd8d3d088aff1',
  '/sandbox/pse/?ref=2400001',
  '/sandbox/mercadopago/',
  '/sandbox/addi/',
  '/sandbox/reloj/',
  '/sandbox/x/y/z/',
];

// The store as it runs in production with no SMTP server: mail stays in the outbox, where the mailbox would show it.
let database: TestDatabase;
let container: AppContainer;
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  database = await engines()[0].open();
  const config = {
    ...loadConfig({ NODE_ENV: 'production', INVOICING: 'off', PUBLIC_URL: 'https://fornido.co' }),
    logLevel: 'silent' as const,
  };
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  container = createContainer(config, database, quiet);
  const listening = createApp(container).listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => listening.close(resolve));
    await database.drop();
  };
});
afterAll(() => close());

describe('sandboxes in production', () => {
  it.each(PATHS)('answers 404 to GET %s, showing no mail', async (path) => {
    const res = await fetch(base + path, { redirect: 'manual' });
    // A path without its slash is first redirected to the slashed one, which is the 404.
    const final = res.status === 301 ? await fetch(base + res.headers.get('location')!) : res;
    expect(final.status).toBe(404);
    expect(await final.text()).not.toContain('Buzón de prueba');
  });

  it('has no clock to move: the store runs on the real time', () => {
    expect(container.get(T.sandboxClock)).toBeNull();
    expect(Math.abs(container.get(T.clock).now().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answers 404 to writes under /sandbox/ too', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await fetch(`${base}/sandbox/nequi/api/payments`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(404);
    }
  });

  it('offers no provider without its credentials: no Nequi, no test card, only cash on delivery', async () => {
    const { settings } = loadConfig({ NODE_ENV: 'production', INVOICING: 'off' }).payments;
    expect(settingsOf(nequi, settings).setup).toEqual({ mode: 'off' });
    expect(settingsOf(sandboxCard, settings).on).toBe(false);
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('Paga con contraentrega');
    expect(home).not.toMatch(/Nequi|tarjeta de prueba/i);
    const page = await (await fetch(`${base}/metodo-formas-pago/`)).text();
    expect(page).toContain('Contraentrega');
    expect(page).not.toMatch(/Nequi|ePayco|MercadoPago|Addi/);
  });

  it('answers 404 to writes to the ePayco sandbox: tokens, logins, the PSE bank, the cash counter, the control', async () => {
    const writes = [
      '/sandbox/epayco/js/tokens',
      '/sandbox/epayco/api/v1/auth/login',
      '/sandbox/epayco/secure/restpagos/pagos/debitos.json',
      '/sandbox/epayco/efectivo/pagar',
      '/sandbox/epayco/control/settle',
      '/sandbox/pse/aprobar',
      '/sandbox/reloj/',
    ];
    for (const path of writes) {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'ref=2400001&state=1',
      });
      expect(res.status).toBe(404);
    }
  });

  it('offers neither MercadoPago nor Addi without their credentials: no sandbox pages, no webhooks', async () => {
    const payments = container.get(T.payments);
    expect(payments.forMethod('addi')).toBeUndefined();
    for (const provider of ['mercadopago', 'addi']) expect(payments.forProvider(provider)).toBeUndefined();
    for (const path of [
      '/sandbox/mercadopago/checkout/v1/redirect/?pref_id=1',
      '/sandbox/addi/',
      '/sandbox/addi/auth/oauth/token',
    ])
      expect((await fetch(base + path)).status, path).toBe(404);
    for (const provider of ['mercadopago', 'addi']) {
      const webhook = await fetch(`${base}/api/v1/webhooks/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"type":"payment","data":{"id":"1"}}',
      });
      expect(webhook.status, provider).toBe(404);
    }
  });

  it("offers none of ePayco's methods without its keys, and has no ePayco webhook", async () => {
    expect(
      settingsOf(epayco, loadConfig({ NODE_ENV: 'production', INVOICING: 'off' }).payments.settings).setup,
    ).toEqual({ mode: 'off' });
    const payments = container.get(T.payments);
    for (const method of ['card', 'pse', 'cash', 'safetypay'] as const)
      expect(payments.forMethod(method)).toBeUndefined();
    expect(payments.forProvider('epayco')).toBeUndefined();
    const webhook = await fetch(`${base}/api/v1/webhooks/epayco`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x_ref_payco=2400001',
    });
    expect(webhook.status).toBe(404);
    expect((await fetch(`${base}/api/v1/payments/banks`)).status).toBe(409);
  });

  it('warns at start about mail without SMTP_URL, live updates without Pusher, and cards or webhooks without MercadoPago’s keys', () => {
    const warnings = startupWarnings(loadConfig({ NODE_ENV: 'production', INVOICING: 'off' })).join('\n');
    expect(warnings).toMatch(/SMTP_URL is not set.*fornido mail list\|show/);
    expect(warnings).toMatch(/PUSHER_\* is not set: .*run one process, or set hosted Pusher for several/);
    expect(warnings).toMatch(
      /CARD_PROVIDER is mercadopago but MERCADOPAGO_ACCESS_TOKEN is not set: no card method is offered/,
    );
    const configured = loadConfig({
      NODE_ENV: 'production',
      INVOICING: 'off',
      SMTP_URL: 'smtp://u:p@mail.example:587',
      PUSHER_APP_ID: '1234567',
      PUSHER_KEY: '278d425bdf160c739803',
      PUSHER_SECRET: '7ad3773142a6692b25b8',
      PUSHER_CLUSTER: 'us2',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'secreto',
    });
    expect(startupWarnings(configured)).toEqual([]);
    expect(
      startupWarnings({ ...configured, payments: loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }).payments }),
    ).toEqual([
      "MERCADOPAGO_WEBHOOK_SECRET is not set: MercadoPago's notifications are taken unsigned (the store still reads each payment again from MercadoPago before acting on it); set the secret of your MercadoPago application's webhooks",
    ]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });
});
