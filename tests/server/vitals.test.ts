import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { VITALS_PER_IP, vitalsLimitKey } from '../../core/vitals/record-vitals';
import { VITALS_BODY_LIMIT } from '../../server/api/v1/vitals';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // Behind one proxy: each test sends from its own address (X-Forwarded-For), so their limits never meet.
  server = await startTestServer(undefined, { env: { TRUST_PROXY: '1' } });
}, 120_000);
afterAll(() => server.close());

const STORE = 'https://fornido.co';

/** A page visit's batch as web/lib/analytics/vitals-batch.ts sends it. */
const aBatch = (over: Record<string, unknown> = {}) => ({
  page: '/proteinas/syntha-6/',
  viewportWidth: 390,
  navigationType: 'navigate',
  metrics: [
    { name: 'LCP', value: 2315.4 },
    { name: 'INP', value: 96 },
    { name: 'CLS', value: 0.004 },
    { name: 'FCP', value: 1204.2 },
    { name: 'TTFB', value: 310.9 },
  ],
  errors: [],
  ...over,
});

const send = (
  ip: string,
  body: unknown,
  headers: Record<string, string> = { 'Content-Type': 'text/plain;charset=UTF-8', 'Origin': STORE },
) =>
  server.get('/api/v1/vitals', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const samples = (page: string) => server.container.get(T.vitalsStore).samples({ since: new Date(0), page });

describe('POST /api/v1/vitals', () => {
  it('stores a beacon from the store’s own page, rated and grouped by route, and answers 204', async () => {
    const answer = await send('203.0.113.1', aBatch({ page: '/proteinas/syntha-6/?sabor=vainilla' }));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
    const stored = await samples('/proteinas/');
    expect(stored.map((s) => [s.page, s.metric, s.values]).sort()).toEqual([
      ['/proteinas/:producto/', 'CLS', [0.004]],
      ['/proteinas/:producto/', 'FCP', [1204.2]],
      ['/proteinas/:producto/', 'INP', [96]],
      ['/proteinas/:producto/', 'LCP', [2315.4]],
      ['/proteinas/:producto/', 'TTFB', [310.9]],
    ]);
  });

  it('takes application/json too, and a browser error with its place but without personal data', async () => {
    const batch = aBatch({
      page: '/checkout/metodo-pago/',
      metrics: [],
      errors: [{ message: 'Falló para 3001234567', source: `${STORE}/assets/index.js?t=1`, line: 2, column: 40 }],
    });
    const answer = await send('203.0.113.2', batch, { 'Content-Type': 'application/json', 'Origin': STORE });
    expect(answer.status).toBe(204);
    const errors = await server.container.get(T.vitalsStore).topErrors({ since: new Date(0), page: '/checkout/' }, 10);
    expect(errors).toMatchObject([
      {
        message: 'Falló para [number]',
        source: `${STORE}/assets/index.js:2:40`,
        count: 1,
        pages: ['/checkout/metodo-pago/'],
      },
    ]);
  });

  it('refuses a beacon another site sends (403), and one without any measurement or of the wrong shape (400)', async () => {
    const before = await samples('/');
    const evil = await send('203.0.113.3', aBatch(), {
      'Content-Type': 'text/plain',
      'Origin': 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    for (const bad of [
      'no es json',
      '',
      '[]',
      aBatch({ metrics: [], errors: [] }),
      aBatch({ metrics: [{ name: 'FID', value: 10 }] }),
      aBatch({ metrics: [{ name: 'LCP', value: -1 }] }),
      aBatch({ metrics: [{ name: 'LCP', value: 300_001 }] }),
      aBatch({ metrics: [{ name: 'CLS', value: 101 }] }),
      aBatch({ metrics: [{ name: 'LCP', value: '2000' }] }),
      aBatch({ navigationType: 'teleport' }),
      aBatch({ viewportWidth: 1.5 }),
      aBatch({ extra: true }),
      aBatch({ metrics: Array.from({ length: 21 }, () => ({ name: 'LCP', value: 1 })) }),
    ]) {
      const answer = await send('203.0.113.4', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(await answer.json()).toEqual({
        error: { kind: 'bad-request', message: 'Las mediciones enviadas no son válidas.' },
      });
    }
    const form = await send('203.0.113.4', 'a=1', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Origin': STORE,
    });
    expect(form.status).toBe(400);
    expect(await samples('/')).toEqual(before);
  });

  it('refuses a body past 8 KiB with 413', async () => {
    const big = JSON.stringify(aBatch({ page: `/${'a'.repeat(VITALS_BODY_LIMIT)}/` }));
    const answer = await send('203.0.113.5', big);
    expect(answer.status).toBe(413);
    expect((await answer.json()).error.kind).toBe('bad-request');
  });

  it('limits each address to its batches in ten minutes (429 with Retry-After)', async () => {
    const one = JSON.stringify(aBatch({ page: '/', metrics: [{ name: 'TTFB', value: 100 }] }));
    // The address has sent all but one of its batches already (counted as the endpoint counts them).
    const { limit, windowSeconds } = VITALS_PER_IP;
    const limiter = server.container.get(T.rateLimiter);
    for (let i = 1; i < limit; i++) await limiter.hit(vitalsLimitKey('203.0.113.6'), limit, windowSeconds, new Date());
    expect((await send('203.0.113.6', one)).status).toBe(204);
    const refused = await send('203.0.113.6', one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await refused.json()).error.kind).toBe('rate-limited');
    expect((await send('203.0.113.7', one)).status).toBe(204);
  });
});

const directives = (policy: string | null) =>
  new Map((policy ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Google Tag Manager', () => {
  it('without GTM_ID, no page names a third party and the policy opens to none', async () => {
    const page = await server.get('/');
    const html = await page.text();
    expect(html).not.toMatch(/googletagmanager|google-analytics|gtmId/);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  });

  it('with GTM_ID, the page carries the container id and the policy allows exactly its script and its tags', async () => {
    const tagged = await startTestServer(undefined, { env: { GTM_ID: 'GTM-AB12CD3' } });
    try {
      const page = await tagged.get('/');
      const html = await page.text();
      expect(html).toContain('"gtmId":"GTM-AB12CD3"');
      // The script is added by the browser's own code after idle or interaction, never by the HTML.
      expect(html).not.toContain('googletagmanager.com/gtm.js');
      const csp = directives(page.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
      expect(csp.get('img-src')).toEqual([
        "'self'",
        'data:',
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
      ]);
      expect(csp.get('connect-src')).toEqual([
        "'self'",
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]);
    } finally {
      await tagged.close();
    }
  }, 90_000);
});
