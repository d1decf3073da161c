import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../adapters/epayco/sandbox';
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
  fc.constantFrom(
    null,
    true,
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    '',
    ' ',
    '__proto__',
    // PostgreSQL's text holds no NUL character: each field must refuse it or keep it out of the database.
    'Calle 10 # 43-20 \u0000',
    '\u0000',
    'CC',
    'NIT',
    '05',
    '05001',
    '91001',
    'standard',
    'express',
    'cash-on-delivery',
    'card',
    'nequi',
    EPAYCO_TEST_CARDS.approved,
    'P02-2LB-CHOC',
    'FO-2026-000001',
    'a@b.co',
    'http-fuzz-key-000001',
  ),
);
const line = fc.record({
  sku: fc.oneof(junk, fc.constantFrom('P02-2LB-CHOC', 'CRE-300G', 'P14-2LB-CHOC')),
  quantity: fc.oneof(junk, fc.integer({ min: -5, max: 120 })),
});
const buyer = fc.dictionary(
  fc.constantFrom(
    'name',
    'email',
    'documentType',
    'documentNumber',
    'phone',
    'line1',
    'line2',
    'departmentCode',
    'municipalityCode',
    'notes',
    'consent',
  ),
  junk,
);
const shaped = fc.record(
  {
    idempotencyKey: junk,
    lines: fc.oneof(junk, fc.array(line, { maxLength: 60 })),
    buyer: fc.oneof(junk, buyer),
    destination: fc.oneof(junk, fc.record({ departmentCode: junk, municipalityCode: junk })),
    shippingMethod: junk,
    paymentMethod: junk,
    expectedTotal: junk,
    method: junk,
    signature: junk,
    card: fc.oneof(junk, fc.record({ token: junk, installments: junk })),
  },
  { requiredKeys: [] },
);
// Bodies a real checkout page could send: empty, single and boundary carts (0, 1, the limits per line and per order,
// the stock, 99) to real places (Bogotá, Medellín, San Andrés, Leticia, a department without its town), every method.
const SKUS = ['P02-2LB-CHOC', 'CRE-300G', 'P14-2LB-CHOC', 'P01-2LB-VAIN', 'P03-5LB-CHOC'];
const boundaryLine = fc.record({
  sku: fc.constantFrom(...SKUS),
  quantity: fc.constantFrom(1, 2, 9, 10, 11, 30, 31, 99),
});
const place = fc.constantFrom(
  { departmentCode: '11', municipalityCode: '11001' },
  { departmentCode: '05', municipalityCode: '05001' },
  { departmentCode: '88', municipalityCode: '88001' },
  { departmentCode: '91', municipalityCode: '91001' },
  { departmentCode: '05', municipalityCode: '' },
  { departmentCode: '', municipalityCode: '05001' },
);
const plausible = fc.record({
  idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{16,24}$/),
  lines: fc.oneof(
    fc.constant([]),
    fc.array(boundaryLine, { minLength: 1, maxLength: 1 }),
    fc.array(boundaryLine, { maxLength: 5 }),
  ),
  destination: place,
  buyer: place.map((where) => ({
    name: 'Laura Gómez',
    email: 'laura.fuzz@correo.co',
    documentType: 'CC',
    documentNumber: '1020304050',
    phone: '3001234567',
    line1: 'Calle 10 # 43-20',
    line2: '',
    notes: '',
    consent: true,
    ...where,
  })),
  shippingMethod: fc.constantFrom('standard', 'express', 'constructor', ''),
  paymentMethod: fc.constantFrom(
    'cash-on-delivery',
    'card',
    'nequi',
    'constructor',
    'toString',
    '__proto__',
    'valueOf',
  ),
  method: fc.constantFrom('card', 'constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty'),
  instrument: fc.oneof(
    fc.record({
      kind: fc.constantFrom('card', 'constructor', '__proto__'),
      token: fc.constantFrom(EPAYCO_TEST_CARDS.approved, EPAYCO_TEST_CARDS.rejected, ''),
      installments: fc.constantFrom(0, 1, 36, 37, 1.5),
    }),
    fc.record({
      kind: fc.constantFrom('wallet-push', 'wallet-qr', 'bank-transfer', 'cash-voucher', 'toString'),
      phone: fc.constantFrom('3001234567', '+57 300 123 4567', '6011234567', '', 'constructor'),
      bank: fc.constantFrom('1007', '', '__proto__'),
      personType: fc.constantFrom('natural', 'juridica', 'valueOf'),
      network: fc.constantFrom('efecty', 'EFECTY', 'hasOwnProperty'),
    }),
    fc.constantFrom(null, 'card', 7, [], {}),
  ),
  expectedTotal: fc.constantFrom(0, 1, 142_800, 317_800),
});
const aBody = fc.oneof(
  { weight: 3, arbitrary: shaped.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: plausible.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

const ENDPOINTS = [
  ['POST', '/checkout/price'],
  ['POST', '/orders'],
  ['GET', '/orders/x'],
  ['POST', '/orders/x/payments'],
  ['GET', '/orders/x/payments/y'],
  ['DELETE', '/orders/x/payments/y'],
  ['POST', '/webhooks/x'],
  ['GET', '/account/orders'],
] as const;

describe('checkout and order endpoints under random input', () => {
  for (const [method, path] of ENDPOINTS) {
    it(`${method} ${path} never answers 5xx, and refuses in Spanish`, async () => {
      await fc.assert(
        fc.asyncProperty(
          aBody,
          fc.boolean(),
          fc.oneof(fc.string({ maxLength: 30 }), fc.constant('FO-2026-000001')),
          async (body, signedIn, id) => {
            const headers: Record<string, string> = {
              'Content-Type': 'application/json',
              'Origin': 'https://fornido.co',
              'Accept': 'application/json',
            };
            if (signedIn) headers.Cookie = cookie;
            const url = `${server.url}/api/v1${path.replace('/x', `/${encodeURIComponent(id) || 'x'}`)}?firma=${encodeURIComponent(id)}`;
            const res = await fetch(url, { method, headers, body: method === 'GET' ? undefined : body });
            await expectShopperAnswer(res, `${method} ${path} ${body}`);
          },
        ),
        RUNS,
      );
    });
  }
});
