import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { signedUp } from './support/account-client';
import { expectShopperAnswer } from './support/shopper-answer';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  cookie = (await signedUp(server)).cookie;
});
afterAll(() => server.close());

const RUNS = { numRuns: process.env.CI ? 150 : 40 };

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(null, true, -1, 0, 1.5, 1e308, -1e308, '', ' ', '__proto__', 'CC', 'NIT', '05', '05001', '91001', 'standard', 'express',
    'cash-on-delivery', 'sandbox-card', 'nequi', '4242424242424242', 'P02-2LB-CHOC', 'FO-2026-000001', 'a@b.co', 'http-fuzz-key-000001'),
);
const line = fc.record({ sku: fc.oneof(junk, fc.constantFrom('P02-2LB-CHOC', 'CRE-300G', 'P14-2LB-CHOC')), quantity: fc.oneof(junk, fc.integer({ min: -5, max: 120 })) });
const buyer = fc.dictionary(
  fc.constantFrom('name', 'email', 'documentType', 'documentNumber', 'phone', 'line1', 'line2', 'departmentCode', 'municipalityCode', 'notes', 'consent'),
  junk,
);
const shaped = fc.record(
  {
    idempotencyKey: junk, lines: fc.oneof(junk, fc.array(line, { maxLength: 60 })), buyer: fc.oneof(junk, buyer),
    destination: fc.oneof(junk, fc.record({ departmentCode: junk, municipalityCode: junk })), shippingMethod: junk, paymentMethod: junk,
    expectedTotal: junk, method: junk, signature: junk, card: fc.oneof(junk, fc.record({ token: junk, installments: junk })),
  },
  { requiredKeys: [] },
);
const aBody = fc.oneof(
  { weight: 4, arbitrary: shaped.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

const ENDPOINTS = [['POST', '/checkout/price'], ['POST', '/orders'], ['GET', '/orders/x'], ['POST', '/orders/x/payments'], ['GET', '/account/orders']] as const;

describe('checkout and order endpoints under random input', () => {
  for (const [method, path] of ENDPOINTS) {
    it(`${method} ${path} never answers 5xx, and refuses in Spanish`, async () => {
      await fc.assert(
        fc.asyncProperty(aBody, fc.boolean(), fc.oneof(fc.string({ maxLength: 30 }), fc.constant('FO-2026-000001')), async (body, signedIn, id) => {
          const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: 'https://fornido.co', Accept: 'application/json' };
          if (signedIn) headers.Cookie = cookie;
          const url = `${server.url}/api/v1${path.replace('/x', `/${encodeURIComponent(id) || 'x'}`)}?firma=${encodeURIComponent(id)}`;
          const res = await fetch(url, { method, headers, body: method === 'GET' ? undefined : body });
          await expectShopperAnswer(res, `${method} ${path} ${body}`);
        }),
        RUNS,
      );
    });
  }
});
