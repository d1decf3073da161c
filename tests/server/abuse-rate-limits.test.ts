import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ORDERS_PER_IP } from '../../core/checkout/place-order';
import { LIMITS as ACCOUNT_LIMITS } from '../../core/customers/account-rules';
import { LEAD_LIMITS } from '../../core/leads/submit-lead';
import { STOCK_ALERTS_PER_IP } from '../../core/stock-alerts/request-stock-alert';
import { accountServer, olderAccount } from './support/account-client';
import { startSibling } from './support/sibling-app';

// Every limited endpoint refuses past its limit with 429, a Spanish message and Retry-After, per client address. With
// TRUST_PROXY=0 (the default) X-Forwarded-For is the client's own claim: rotating it gets an attacker nothing. Behind a
// trusted proxy (TRUST_PROXY=1) the proxy's X-Forwarded-For is the address, so two shoppers behind it are apart.
// (The vitals beacon's 120 batches per address: tests/server/vitals.test.ts; it reads the address the same way.)
const ctx = accountServer();

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A POST from `localAddress` (127.0.0.x: another client address on loopback) with the headers given. */
const postFrom = (base: string, path: string, body: string, headers: Record<string, string>, localAddress?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'Origin': 'https://fornido.co',
          'Accept': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

let n = 0;
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const buyer = () => ({
  name: 'Laura Gómez',
  email: `laura.limite${n}@correo.co`,
  documentType: 'CC',
  documentNumber: String(1_020_304_050 + n),
  phone: `300${String(1_000_000 + n).padStart(7, '0')}`,
  line1: 'Calle 10 # 43-20',
  line2: '',
  notes: '',
  consent: true,
  ...MEDELLIN,
});

/** Each limited endpoint: its limit per address, and a new body for each request (new emails, keys…). */
const LIMITED: readonly { path: string; limit: number; body: () => unknown }[] = [
  {
    path: '/api/v1/auth/sign-up',
    limit: ACCOUNT_LIMITS.signUpPerIp.limit,
    body: () => ({
      name: 'Ana Ruiz',
      email: `ana.limite${++n}@correo.co`,
      password: 'Proteina2026',
      privacyConsent: true,
    }),
  },
  {
    path: '/api/v1/auth/sign-in',
    limit: ACCOUNT_LIMITS.signInPerIp.limit,
    body: () => ({ email: `nadie${++n}@correo.co`, password: 'NoEsLaClave2026' }),
  },
  {
    path: '/api/v1/auth/password-reset',
    limit: ACCOUNT_LIMITS.resetPerIp.limit,
    body: () => ({ email: `olvido${++n}@correo.co` }),
  },
  {
    path: '/api/v1/leads/contact',
    limit: LEAD_LIMITS.perIp.limit,
    body: () => ({
      name: 'Ana María Rodríguez',
      email: `ana.contacto${++n}@correo.co`,
      phone: '300 123 4567',
      orderNumber: '',
      subject: 'producto',
      message: '¿Qué proteína me recomiendan?',
      consent: true,
    }),
  },
  {
    path: '/api/v1/stock-alerts',
    limit: STOCK_ALERTS_PER_IP.limit,
    body: () => ({ sku: 'P01-2LB-VAIN', email: `aviso${++n}@correo.co` }),
  },
];

const isRefusal = (answer: Answer, label: string) => {
  expect(answer.status, label).toBe(429);
  expect(Number(answer.headers['retry-after']), label).toBeGreaterThan(0);
  const { error } = JSON.parse(answer.body) as { error: { kind: string; message: string } };
  expect(error.kind, label).toBe('rate-limited');
  expect(error.message, label).toMatch(/inténtalo de nuevo|intenta de nuevo|vuelve a intentarlo/i);
};

/** A spoofed X-Forwarded-For each time: a new address every request, as a script rotating them would send. */
const spoofed = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}` });

const send = (base: string, e: (typeof LIMITED)[number], headers: Record<string, string>, from?: string) =>
  postFrom(base, e.path, JSON.stringify(e.body()), { 'Content-Type': 'application/json', ...headers }, from);

describe('rate limits per client address', () => {
  for (const endpoint of LIMITED) {
    it(`${endpoint.path}: 429 past ${endpoint.limit} from one address, whatever X-Forwarded-For says; another address goes on`, async () => {
      for (let i = 0; i < endpoint.limit; i += 1) {
        const allowed = await send(ctx.server.url, endpoint, spoofed(i));
        expect(allowed.status, `${endpoint.path} #${i + 1}: ${allowed.body}`).not.toBe(429);
      }
      isRefusal(await send(ctx.server.url, endpoint, spoofed(endpoint.limit)), endpoint.path);
      isRefusal(await send(ctx.server.url, endpoint, {}), `${endpoint.path} without X-Forwarded-For`);
      const elsewhere = await send(ctx.server.url, endpoint, {}, '127.0.0.2');
      expect(elsewhere.status, `${endpoint.path} from 127.0.0.2: ${elsewhere.body}`).not.toBe(429);
    });
  }

  it(`/api/v1/orders: 429 past ${ORDERS_PER_IP.limit} placements from one address, in Spanish, keeping the cart`, async () => {
    // One unit of a product among ten (ten in stock of each), priced as the checkout shows it.
    const order = async () => {
      const lines = [{ sku: `P${String(3 + (++n % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 1 }];
      const priced = await ctx.http.post('/checkout/price', {
        lines,
        destination: MEDELLIN,
        shippingMethod: 'standard',
        paymentMethod: 'cash-on-delivery',
      });
      return JSON.stringify({
        idempotencyKey: `rate-limit-order-${String(n).padStart(6, '0')}`,
        lines,
        buyer: buyer(),
        shippingMethod: 'standard',
        paymentMethod: 'cash-on-delivery',
        expectedTotal: priced.json.totals.total,
      });
    };
    const json = { 'Content-Type': 'application/json' };
    for (let i = 0; i < ORDERS_PER_IP.limit; i += 1) {
      // Placed, or refused for holding too many open orders from here (counted all the same).
      const answer = await postFrom(ctx.server.url, '/api/v1/orders', await order(), { ...json, ...spoofed(i) });
      expect([201, 409], answer.body).toContain(answer.status);
    }
    const refused = await postFrom(ctx.server.url, '/api/v1/orders', await order(), { ...json, ...spoofed(99) });
    isRefusal(refused, '/api/v1/orders');
    expect(JSON.parse(refused.body).error.message).toContain('tu carrito sigue guardado');
    const elsewhere = await postFrom(ctx.server.url, '/api/v1/orders', await order(), json, '127.0.0.3');
    expect(elsewhere.status, elsewhere.body).toBe(201);
  });

  it('a new email-confirmation link: 429 past its limit per account, whatever the address', async () => {
    const { cookie } = await olderAccount(ctx.server, 'lina.antigua@correo.co');
    const ask = (i: number, from?: string) =>
      postFrom(ctx.server.url, '/api/v1/account/verification', '', { Cookie: cookie, ...spoofed(i) }, from);
    for (let i = 0; i < ACCOUNT_LIMITS.verifyMailPerAccount.limit; i += 1) expect((await ask(i)).status).not.toBe(429);
    isRefusal(await ask(9), 'verification');
    isRefusal(await ask(10, '127.0.0.4'), 'verification from another address');
  });

  it('behind a trusted proxy (TRUST_PROXY=1) counts the address the proxy saw, so shoppers behind it are apart', async () => {
    const proxied = await startSibling(ctx.server, { trustProxy: 1 });
    try {
      const reset = LIMITED[2];
      const shopper = { 'X-Forwarded-For': '198.51.100.77' };
      for (let i = 0; i < reset.limit; i += 1) expect((await send(proxied.url, reset, shopper)).status).toBe(202);
      isRefusal(await send(proxied.url, reset, shopper), 'the same shopper behind the proxy');
      // A client's own claim is to the left of what the proxy appended: only the proxy's entry counts.
      isRefusal(await send(proxied.url, reset, { 'X-Forwarded-For': '10.9.8.7, 198.51.100.77' }), 'spoofed prefix');
      expect((await send(proxied.url, reset, { 'X-Forwarded-For': '198.51.100.78' })).status).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});
