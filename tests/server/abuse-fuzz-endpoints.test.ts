import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { signedUp } from './support/account-client';
import { aQuery, aSegment, expectCalmAnswer, fields, junk } from './support/fuzz-inputs';

// The endpoints fuzz-accounts, fuzz-checkout, fuzz-vitals and leads.test.ts leave out: the catalogue, search and
// loyalty queries, email verification, stock alerts, live-channel authorization, the plain lead forms, every
// provider's webhook, and the pages' own queries. Whatever arrives: never a 5xx, never a trace of the server's insides.
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  // ePayco takes cards here, so both card providers' webhooks (and Addi's, Nequi's) are mounted with MercadoPago's;
  // behind a trusted proxy, so each fuzzed request can come from an address of its own (the limits are not under test).
  server = await startTestServer(undefined, { env: { CARD_PROVIDER: 'epayco', TRUST_PROXY: '1' } });
  cookie = (await signedUp(server)).cookie;
});
afterAll(() => server.close());

// One property per kind of input, each endpoint drawn at random: about 5 s for the file here (the CI budget is tight).
const RUNS = { numRuns: process.env.CI ? 100 : 60 };

describe('queries of the catalogue, search, loyalty and referral endpoints', () => {
  const PATHS = [
    '/categories',
    '/categories/proteinas/products',
    '/categories/:x/products',
    '/products',
    '/products/proteina-01',
    '/products/:x',
    '/pages/:x',
    '/search',
    '/search/suggestions',
    '/loyalty/levels',
    '/loyalty/ranking',
    '/referrals',
    '/account/referrals',
    '/payments/banks',
  ];
  it('never answer 5xx, and refuse in Spanish', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        aSegment,
        aQuery,
        fc.boolean(),
        async (path, segment, query, signedIn) => {
          const url = `/api/v1${path.replace(':x', segment)}?${query}`;
          const res = await server.get(url, {
            headers: { Accept: 'application/json', ...(signedIn ? { Cookie: cookie } : {}) },
          });
          await expectCalmAnswer(res, url);
        },
      ),
      RUNS,
    );
  });
});

/** A junk value as a browser's form would send it: text, objects as their JSON (`String` throws on an object whose
 * `toString` is not a function, which fast-check generates). */
const formText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));

describe('bodies of email verification, stock alerts, live channels and the plain lead forms', () => {
  const ENDPOINTS = [
    '/auth/verify-email',
    '/account/verification',
    '/stock-alerts',
    '/broadcasting/auth',
    '/leads/contact',
    '/leads/franchise',
  ];
  it('never answer 5xx, as JSON, a form or text, and refuse in Spanish', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS),
        fields,
        fc.constantFrom('json', 'form', 'text'),
        fc.boolean(),
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 1, max: 65_000 }),
        async (path, values, as, signedIn, raw, address) => {
          const body =
            as === 'json'
              ? JSON.stringify(values)
              : as === 'form'
                ? new URLSearchParams(Object.entries(values).map(([k, v]) => [k, formText(v)])).toString()
                : raw;
          const type = { json: 'application/json', form: 'application/x-www-form-urlencoded', text: 'text/plain' }[as];
          const res = await server.get(`/api/v1${path}`, {
            method: 'POST',
            headers: {
              'Content-Type': type,
              'Accept': 'application/json',
              'Origin': 'https://fornido.co',
              // Another address each time: the per-address limits are tests/server/abuse-rate-limits.test.ts's.
              'X-Forwarded-For': `10.77.${address >> 8}.${address & 255}`,
              ...(signedIn ? { Cookie: cookie } : {}),
            },
            body,
          });
          await expectCalmAnswer(res, `${path} ${as} ${body.slice(0, 200)}`);
        },
      ),
      RUNS,
    );
  });
});

describe("the providers' webhooks", () => {
  const HEADERS = ['x-signature', 'x-request-id', 'authorization', 'content-type', 'x-nequi-signature'];
  it('never answer 5xx to a forged, empty or garbled notification', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('epayco', 'mercadopago', 'addi', 'nequi'),
        fc.oneof(
          fields.map((f) => JSON.stringify(f)),
          fc.string({ maxLength: 300 }),
          junk.map((j) => JSON.stringify(j) ?? ''),
        ),
        aQuery,
        fc.dictionary(fc.constantFrom(...HEADERS), fc.string({ maxLength: 80 }), { maxKeys: 3 }),
        fc.constantFrom('POST', 'GET'),
        async (provider, body, query, rawHeaders, method) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(rawHeaders)) {
            try {
              headers.set(name, value);
            } catch {
              // fetch refuses some header values before they are sent: nothing to test for those.
            }
          }
          const res = await server.get(`/api/v1/webhooks/${provider}?${query}`, {
            method,
            headers,
            body: method === 'POST' ? body : undefined,
          });
          // Providers read only the status; their answers are not for shoppers.
          await expectCalmAnswer(res, `${provider} ${method} ${query} ${body.slice(0, 200)}`, false);
        },
      ),
      RUNS,
    );
  });
});

describe('pages under odd addresses and queries', () => {
  const PAGES = [
    '/',
    '/buscar/',
    '/proteinas/',
    '/proteinas/:x/',
    '/:x/',
    '/pedido/:x/',
    '/checkout/confirmacion/',
    '/tabla-clasificacion/',
    '/reset/password/',
    '/cuenta/verificar-correo/',
    '/cuenta/ingresar/',
    '/micuenta/',
  ];
  it('renders each, or a Spanish error page, and never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        aSegment,
        aQuery,
        fc.boolean(),
        async (page, segment, query, signedIn) => {
          const url = `${page.replace(':x', segment)}?${query}`;
          const res = await server.get(url, {
            headers: { Accept: 'text/html', ...(signedIn ? { Cookie: cookie } : {}) },
          });
          await expectCalmAnswer(res, url, false);
        },
      ),
      RUNS,
    );
  });
});

describe('a NUL character, which PostgreSQL cannot hold', () => {
  it('in a product or category address is an unknown one: 404 in Spanish, never a failed query', async () => {
    for (const path of [
      '/api/v1/products/a%00b',
      '/api/v1/categories/a%00b/products',
      '/a%00b/',
      '/proteinas/a%00b/',
    ]) {
      const res = await server.get(path, { headers: { Accept: 'application/json, text/html' } });
      expect(res.status, path).toBe(404);
      await expectCalmAnswer(res, path, path.startsWith('/api/'));
    }
  });

  // Found by the page property above with seed 307962994: a listing's filter reached SQL with its NUL (500).
  it('in a query or a body is refused: 400 in Spanish, never a failed query', async () => {
    for (const path of [
      '/proteinas/?sabor=a%00b',
      '/buscar/?q=creatina%00',
      '/api/v1/categories/proteinas/products?sabor=a%00b',
      '/api/v1/search?q=%00',
      '/?ref=%00abc',
    ]) {
      const res = await server.get(path, { headers: { Accept: 'application/json, text/html' } });
      expect(res.status, path).toBe(400);
      await expectCalmAnswer(res, path, path.startsWith('/api/'));
    }
    const posts: [string, string, string][] = [
      ['/api/v1/stock-alerts', 'application/json', '{"email":"a\\u0000@b.co","sku":"p01-2lb-vain"}'],
      ['/api/v1/auth/sign-in', 'application/json', '{"email\\u0000":"a@b.co","password":"x"}'],
      ['/api/v1/leads/contact', 'application/x-www-form-urlencoded', 'name=Ana&message=hola%00'],
      ['/api/v1/broadcasting/auth', 'application/x-www-form-urlencoded', 'socket_id=1.1%00&channel_name=x'],
    ];
    for (const [path, type, body] of posts) {
      const res = await server.get(path, {
        method: 'POST',
        headers: { 'Content-Type': type, 'Accept': 'application/json', 'Origin': 'https://fornido.co' },
        body,
      });
      expect(res.status, path).toBe(400);
      await expectCalmAnswer(res, path);
    }
  });

  it("in a provider's notification is stored and refused like any forged one", async () => {
    for (const provider of ['epayco', 'mercadopago', 'addi']) {
      const res = await server.get(`/api/v1/webhooks/${provider}?ref_payco=a%00b&data.id=%00&type=payment`, {
        method: 'POST',
        body: `{"orderId":"a\u0000b","x_ref_payco":"\u0000"}\u0000`,
      });
      expect(res.status, provider).toBeGreaterThanOrEqual(400);
      await expectCalmAnswer(res, provider, false);
    }
  });
});
