import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import { loadConfig } from '../../adapters/config';
import { pusherTrigger } from '../../adapters/realtime/pusher-trigger';
import { scryptPasswordHasher } from '../../adapters/security/password-hasher';
import { openDatabase } from '../../adapters/persistence/db';
import { storedSecret } from '../../adapters/security/order-links';
import type { Logger } from '../../core/shared/ports';
import { createApp } from '../../server/app';
import { startTestServer, type TestServer } from '../support/test-server';
import { aSignUp, api, signedUp } from './support/account-client';
import { placePrivateOrder } from './support/private-orders';

// The store with every secret configured to a recognisable value and every provider, the mail server, search and the
// shipping quoter live but failing (a loopback server answering 500, or a closed port): pages, API errors, failed
// provider calls, forged webhooks and failed mail never carry a secret in a body, a header or a log line.
const SECRETS = {
  NEQUI_CLIENT_SECRET: 'nequi-client-secret-0a1b2c3d4e',
  NEQUI_API_KEY: 'nequi-api-key-5f6a7b8c9d',
  EPAYCO_PRIVATE_KEY: 'epayco-private-key-1e2f3a4b5c',
  EPAYCO_P_KEY: 'epayco-p-key-6d7e8f9a0b',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-mp-access-token-2c3d4e5f6a',
  MERCADOPAGO_WEBHOOK_SECRET: 'mp-webhook-secret-7b8c9d0e1f',
  ADDI_CLIENT_SECRET: 'addi-client-secret-3a4b5c6d7e',
  ADDI_CALLBACK_PASSWORD: 'addi-callback-password-8f9a0b1c2d',
  PUSHER_SECRET: 'abcdef0123456789abcd',
  SMTP_PASSWORD: 'smtp-password-4e5f6a7b8c',
  ALGOLIA_ADMIN_KEY: 'algolia-admin-key-9d0e1f2a3b',
  SHIPPING_API_KEY: 'shipping-api-key-5c6d7e8f9a',
} as const;

/** A provider that fails: every request answered 500 after reading it. */
const failing = async () => {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"internal"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

let base: TestServer;
let store: Server;
let provider: Awaited<ReturnType<typeof failing>>;
let url: string;
let dispatch: () => Promise<unknown>;
const lines: string[] = [];
const seen: { where: string; text: string }[] = [];

/** Every log line, with its fields (an error's message and stack included). */
const capturing: Logger = {
  info: (fields, message) => void lines.push(`info ${message} ${JSON.stringify(fields)}`),
  warn: (fields, message) => void lines.push(`warn ${message} ${JSON.stringify(fields)}`),
  error: (fields, message) => void lines.push(`error ${message} ${JSON.stringify(fields)}`),
};

beforeAll(async () => {
  base = await startTestServer();
  provider = await failing();
  store = createServer();
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const port = (store.address() as AddressInfo).port;
  const dead = provider.url;
  const config = loadConfig({
    PUBLIC_URL: 'https://fornido.co',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    NEQUI_CLIENT_ID: 'nequi-client',
    NEQUI_CLIENT_SECRET: SECRETS.NEQUI_CLIENT_SECRET,
    NEQUI_API_KEY: SECRETS.NEQUI_API_KEY,
    NEQUI_MERCHANT_CODE: 'NIT_1',
    NEQUI_AUTH_URL: `${dead}/oauth2/token`,
    NEQUI_API_URL: dead,
    EPAYCO_PUBLIC_KEY: 'epayco-public-key',
    EPAYCO_PRIVATE_KEY: SECRETS.EPAYCO_PRIVATE_KEY,
    EPAYCO_CUSTOMER_ID: '123456',
    EPAYCO_P_KEY: SECRETS.EPAYCO_P_KEY,
    EPAYCO_API_URL: dead,
    EPAYCO_SECURE_URL: dead,
    EPAYCO_APIFY_URL: dead,
    EPAYCO_VALIDATION_URL: dead,
    MERCADOPAGO_ACCESS_TOKEN: SECRETS.MERCADOPAGO_ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRETS.MERCADOPAGO_WEBHOOK_SECRET,
    MERCADOPAGO_API_URL: dead,
    ADDI_CLIENT_ID: 'addi-client',
    ADDI_CLIENT_SECRET: SECRETS.ADDI_CLIENT_SECRET,
    ADDI_CALLBACK_USER: 'fornido',
    ADDI_CALLBACK_PASSWORD: SECRETS.ADDI_CALLBACK_PASSWORD,
    ADDI_AUTH_URL: dead,
    ADDI_API_URL: dead,
    PUSHER_APP_ID: '123456',
    PUSHER_KEY: '0123456789abcdef0123',
    PUSHER_SECRET: SECRETS.PUSHER_SECRET,
    PUSHER_CLUSTER: 'us2',
    // A closed port: the mail server refuses the connection.
    SMTP_URL: `smtp://fornido:${SECRETS.SMTP_PASSWORD}@127.0.0.1:9`,
    ALGOLIA_APP_ID: 'FORNIDO1',
    ALGOLIA_SEARCH_KEY: 'algolia-search-key',
    ALGOLIA_ADMIN_KEY: SECRETS.ALGOLIA_ADMIN_KEY,
    ALGOLIA_HOSTS: dead.replace('http://', ''),
    SHIPPING_API_URL: dead,
    SHIPPING_API_KEY: SECRETS.SHIPPING_API_KEY,
  });
  const container = createContainer(config, base.container.get(T.database), capturing, {
    clock: base.container.get(T.clock),
  });
  container.rebind(T.passwordHasher).toConstantValue(scryptPasswordHasher({ log2N: 10, r: 8, p: 1 }));
  // Hosted Pusher's triggers go to the failing server instead of api-us2.pusher.com: loopback only.
  const app = container.get(T.realtimeApp);
  container
    .rebind(T.realtimeTrigger)
    .toConstantValue(pusherTrigger({ ...app, baseUrl: dead, unreachableMeansNobody: false }));
  store.on('request', createApp(container, { images: { cacheDir: base.imageCache } }));
  dispatch = () => container.get(T.events).dispatchEvents();
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => store.close(resolve));
  await new Promise((resolve) => provider.server.close(resolve));
  await base.close();
});

/** A request to the store, whose status, headers and body are kept for the final check. */
const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(url + path, { redirect: 'manual', ...init });
  const text = await res.text();
  seen.push({ where: `${init.method ?? 'GET'} ${path}`, text: `${JSON.stringify([...res.headers])}\n${text}` });
  return { status: res.status, text };
};
const json = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'Origin': 'https://fornido.co',
    'Accept': 'application/json',
    ...(cookie ? { Cookie: cookie } : {}),
  },
  body: JSON.stringify(body),
});

describe('secrets', () => {
  it('appear in no page, answer, header or log line, whatever fails', async () => {
    const self: TestServer = { ...base, url, get: (path, init) => fetch(url + path, { redirect: 'manual', ...init }) };
    const http = api(self);
    // The mail server is down here: the account is made through the store with the outbox (the same database), and
    // a sign-up here is told to try again later.
    const { cookie } = await signedUp(base);
    const signUp = await call('/api/v1/auth/sign-up', json(aSignUp()));
    expect(signUp.status).toBe(503);
    expect(signUp.text).toContain('No pudimos enviarte el correo para activar tu cuenta');

    for (const path of ['/', '/proteinas/', '/proteinas/proteina-01/', '/checkout/metodo-pago/'])
      expect((await call(path)).status, path).toBeLessThan(500);
    // Algolia is down: the database answers the search, and the log says so without its key.
    await call('/buscar/?q=proteina');
    await call('/micuenta/', { headers: { cookie } });
    await call('/no-existe/');
    await call('/api/v1/no-existe');
    await call('/api/v1/search?q=creatina');
    await call('/api/v1/orders', json('{"roto":'));
    await call('/api/v1/payments/banks');
    await call(
      '/api/v1/checkout/price',
      json({
        lines: [{ sku: 'P02-2LB-CHOC', quantity: 1 }],
        destination: { departmentCode: '05', municipalityCode: '05001' },
      }),
    );
    await call('/api/v1/broadcasting/auth', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Origin': 'https://fornido.co',
        'Cookie': cookie,
      },
      body: 'socket_id=1.2&channel_name=presence-ranking',
    });

    // Paying with every provider while each answers 500: the shopper reads a Spanish message, the order stays payable.
    const orders = [];
    for (const [method, instrument] of [
      ['nequi', { kind: 'wallet-push', phone: '3001234567' }],
      ['card', { kind: 'hosted-checkout' }],
      ['pse', { kind: 'bank-transfer', bank: '1007', personType: 'natural' }],
      ['addi', { kind: 'pay-later' }],
    ] as const) {
      const placed = await placePrivateOrder(http, {
        method,
        lines: [{ sku: `P0${3 + orders.length}-2LB-CHOC`, quantity: 4 }],
      });
      orders.push(placed);
      const paid = await call(
        `/api/v1/orders/${placed.number}/payments`,
        json({ method, signature: placed.signature, instrument }),
      );
      expect(paid.status, `${method}: ${paid.text}`).toBeLessThan(500);
      expect(paid.text, method).toMatch(/"message":"[^"]*(inténtalo|intenta|otro medio)/i);
    }

    // Forged notifications: wrong signatures, wrong Basic credentials.
    await call('/api/v1/webhooks/epayco', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `x_ref_payco=1&x_id_invoice=${orders[2].number}&x_signature=forged&x_cod_transaction_state=1`,
    });
    await call('/api/v1/webhooks/mercadopago?data.id=123&type=payment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-signature': 'ts=1,v1=forged', 'x-request-id': 'r-1' },
      body: '{"type":"payment","data":{"id":"123"}}',
    });
    await call('/api/v1/webhooks/addi', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Authorization': `Basic ${Buffer.from('fornido:wrong').toString('base64')}`,
      },
      body: `{"orderId":"x","status":"APPROVED"}`,
    });

    // Mail (to the closed SMTP port) and live updates (to the failing server) go out and fail.
    await dispatch();

    const stored = [
      (await storedSecret(base.container.get(T.database).db, 'order-links')()).toString('base64url'),
      (await storedSecret(base.container.get(T.database).db, 'order-links')()).toString('hex'),
    ];
    const everySecret = [...Object.values(SECRETS), ...stored];
    // Every kind of failure was met and logged: mail, search, each provider, live updates, forged notifications.
    for (const logged of [
      /could not send mail/,
      /Algolia search failed/,
      /"provider":"nequi"/,
      /"provider":"epayco"/,
      /"provider":"mercadopago"/,
      /"provider":"addi"/,
      /realtime trigger refused/,
      /"provider":"mercadopago".*signature|signature.*"provider":"mercadopago"/,
    ])
      expect(lines.join('\n'), String(logged)).toMatch(logged);
    for (const secret of everySecret) {
      for (const { where, text } of seen) expect(text, `${where} carries ${secret}`).not.toContain(secret);
      for (const line of [...lines, ...base.logged]) expect(line, `a log line carries ${secret}`).not.toContain(secret);
    }
  });

  it("appear in no error of a database out of reach, DATABASE_URL's password included", async () => {
    const password = 'pg-password-6b7c8d9e0f';
    const failures: unknown[] = [];
    const database = await openDatabase({
      databaseUrl: `postgresql://fornido:${password}@127.0.0.1:9/fornido`,
      dataDir: 'memory://',
    }).catch((error: unknown) => (failures.push(error), null));
    if (database) {
      await database.migrate().catch((error: unknown) => failures.push(error));
      await database.close().catch(() => undefined);
    }
    expect(failures.length).toBe(1);
    const error = failures[0] as { message?: unknown; stack?: unknown };
    for (const text of [String(failures[0]), String(error.message), String(error.stack), JSON.stringify(error)])
      expect(text).not.toContain(password);
  });
});
