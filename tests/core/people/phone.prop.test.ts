import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMobilePhone, parseMobilePhone } from '../../../core/people/phone';
import { RUNS } from '../support/runs';

const aMobile = fc.stringMatching(/^3\d{9}$/);
const aSeparator = fc.constantFrom('', ' ', '-', '.', '  ');

/** Writes a number the way shoppers do: optional +57 or 57, separators between groups, parentheses around the prefix. */
const written = fc.record({
  mobile: aMobile,
  prefix: fc.constantFrom('', '+57', '57', '+57 ', '(+57) '),
  separator: aSeparator,
  parentheses: fc.boolean(),
});

describe('Colombian mobile phone', () => {
  it('reads any usual way of writing a mobile back to its 10 digits', () => {
    fc.assert(
      fc.property(written, ({ mobile, prefix, separator, parentheses }) => {
        const first = parentheses ? `(${mobile.slice(0, 3)})` : mobile.slice(0, 3);
        const text = `${prefix}${first}${separator}${mobile.slice(3, 6)}${separator}${mobile.slice(6)}`;
        expect(parseMobilePhone(text)).toEqual({ ok: true, value: mobile });
      }),
      RUNS,
    );
  });

  it('refuses numbers that do not start with 3 or do not have 10 digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[0-24-9]\d{9}$/),
          fc.stringMatching(/^3\d{0,8}$/),
          fc.stringMatching(/^3\d{10,13}$/),
        ),
        (digits) => {
          fc.pre(!/^573\d{9}$/.test(digits));
          expect(parseMobilePhone(digits)).toMatchObject({ ok: false, error: { kind: 'invalid-phone' } });
        },
      ),
      RUNS,
    );
  });

  it('formats as 300 123 4567 and reads that back', () => {
    fc.assert(
      fc.property(aMobile, (mobile) => {
        const parsed = parseMobilePhone(mobile);
        expect(parsed.ok && parseMobilePhone(formatMobilePhone(parsed.value))).toEqual(parsed);
      }),
      RUNS,
    );
  });
});
