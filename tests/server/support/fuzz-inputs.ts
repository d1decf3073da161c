import fc from 'fast-check';
import { expect } from 'vitest';
import { expectShopperAnswer } from './shopper-answer';

// What tests/server/abuse-fuzz-endpoints.test.ts sends and how it judges the answers.

/** What only the server's insides hold: a stack frame, a file of ours or of a dependency, an error's own name. */
const INSIDES = [/\/work\//, /node_modules/, /\n\s+at \S/, /\b[A-Z][a-zA-Z]*Error:/, /\bError: /];
const expectNoInsides = (text: string, label: string) => {
  for (const inside of INSIDES) expect(text, label).not.toMatch(inside);
};

/** An answer to anything a client sent: below 500, nothing of the insides, a Spanish refusal when JSON. */
export const expectCalmAnswer = async (res: Response, label: string, spanish = true) => {
  const text = await res.clone().text();
  expect(res.status, `${label} → ${text.slice(0, 300)}`).toBeLessThan(500);
  expectNoInsides(text, label);
  if (spanish) await expectShopperAnswer(res, label);
  else await res.arrayBuffer();
};

const word = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '1',
    '0',
    '-1',
    '1e309',
    'NaN',
    '99999999999999999999',
    '2026-11',
    '2020-01',
    '2026-13',
    'newest',
    'proteinas',
    'proteina-01',
    'p01-2lb-vain',
    '__proto__',
    'constructor',
    'toString',
    '%',
    '%E0%A4%A',
    '%00',
    'a\u0000b',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    'ñandú',
    'a'.repeat(500),
  ),
);
const KEYS = [
  'page',
  'pagina',
  'limit',
  'sort',
  'orden',
  'q',
  'categoria',
  'category',
  'variant',
  'variante',
  'marca',
  'sabor',
  'tamano',
  'precio',
  'min',
  'max',
  'mes',
  'firma',
  'pedido',
  'token',
  'codigo',
  'ref',
  'status',
  'volver',
  '__proto__',
  'constructor',
];
/** A query string as a browser, a crawler or a script writes it: known and odd keys, repeated, encoded or not. */
export const aQuery = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...KEYS), word), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.tuple(fc.constantFrom(...KEYS), word)).map((p) => p.map((kv) => kv.join('=')).join('&')),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
);
export const aSegment = word.map((w) => encodeURIComponent(w) || 'x');

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  word,
  fc.constantFrom(
    null,
    true,
    -1,
    1.5,
    [],
    {},
    'a@b.co',
    'P01-2LB-VAIN',
    '123456.7890123',
    'private-order.FO-2026-000001',
  ),
);
const KEYED = [
  'token',
  'sku',
  'email',
  'socket_id',
  'channel_name',
  'firma',
  'name',
  'phone',
  'subject',
  'message',
  'consent',
  'departmentCode',
  'municipalityCode',
  'investment',
  'orderNumber',
  'recado',
  '__proto__',
];
export const fields = fc.dictionary(fc.constantFrom(...KEYED), junk);
