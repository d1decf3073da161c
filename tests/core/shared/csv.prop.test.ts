import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../../core/shared/csv';

// fast-check prints the seed and the shrunk counterexample of a failure; those found become cases of csv.test.ts.
const runs = { numRuns: process.env.CI ? 1000 : 200 };

// Fields made mostly of the characters CSV treats specially, with accents and emoji beside them.
const tricky = fc
  .array(fc.constantFrom('"', ',', '\r', '\n', '\r\n', ' ', 'a', 'Ñ', 'é', '😀', '\uFEFF', "'"), { maxLength: 8 })
  .map((parts) => parts.join(''));
const field = fc.oneof(tricky, fc.string(), fc.string({ unit: 'grapheme' }));
const records = fc
  .integer({ min: 1, max: 5 })
  .chain((width) => fc.array(fc.array(field, { minLength: width, maxLength: width }), { maxLength: 6 }));

describe('CSV properties', () => {
  it('reads back exactly the records it wrote', () => {
    fc.assert(
      fc.property(records, (rows) => {
        const read = readCsv(writeCsv(rows));
        expect(read.ok && read.value.map((r) => r.fields)).toEqual(rows);
      }),
      runs,
    );
  });
});
