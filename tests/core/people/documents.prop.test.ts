import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../core/people/documents';
import { nitCheckDigit } from '../../../core/people/nit';
import { RUNS } from '../support/runs';

/** The DIAN rule as its form prints it: the base padded to 15 digits, weights 71 … 3 from the left. */
const dianRemainder = (base: string): number => {
  const weights = [71, 67, 59, 53, 47, 43, 41, 37, 29, 23, 19, 17, 13, 7, 3];
  return [...base.padStart(15, '0')].reduce((total, digit, index) => total + Number(digit) * weights[index], 0) % 11;
};
const dianDigit = (base: string): number => {
  const remainder = dianRemainder(base);
  return remainder > 1 ? 11 - remainder : remainder;
};

const aNitBase = fc.oneof(
  fc.stringMatching(/^[89]\d{8}$/), // companies: 800… and 900…
  fc.stringMatching(/^[1-9]\d{2,14}$/), // people (their cédula) and any other length the rule covers
);
const withDots = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('NIT check digit (DIAN modulo 11)', () => {
  it('matches the DIAN rule for random NITs, and accepts them with or without thousands dots', () => {
    fc.assert(
      fc.property(aNitBase, fc.boolean(), (base, dotted) => {
        expect(nitCheckDigit(base)).toBe(dianDigit(base));
        const written = `${dotted ? withDots(base) : base}-${dianDigit(base)}`;
        expect(parseDocument('NIT', written)).toEqual({
          ok: true,
          value: { type: 'NIT', number: base, checkDigit: dianDigit(base) },
        });
      }),
      RUNS,
    );
  });

  it('rejects every change of the check digit', () => {
    fc.assert(
      fc.property(aNitBase, fc.integer({ min: 1, max: 9 }), (base, shift) => {
        expect(parseDocument('NIT', `${base}-${(nitCheckDigit(base) + shift) % 10}`).ok).toBe(false);
      }),
      RUNS,
    );
  });

  it('rejects every single-digit change of the number, except where the DIAN rule itself cannot tell (remainders 1 and 10 both give digit 1)', () => {
    fc.assert(
      fc.property(aNitBase, fc.nat(), fc.integer({ min: 1, max: 9 }), (base, at, shift) => {
        const position = at % base.length;
        const changed =
          base.slice(0, position) + String((Number(base[position]) + shift) % 10) + base.slice(position + 1);
        const accepted = parseDocument('NIT', `${changed}-${nitCheckDigit(base)}`).ok;
        const blindSpot = new Set([dianRemainder(base), dianRemainder(changed)]);
        expect(accepted).toBe(blindSpot.has(1) && blindSpot.has(10));
      }),
      RUNS,
    );
  });
});

describe('identity documents', () => {
  it('reads cédulas written with dots, spaces or dashes as their digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('CC', 'CE'), fc.stringMatching(/^[1-9]\d{2,9}$/), (type, digits) => {
        expect(parseDocument(type, ` ${withDots(digits)} `)).toEqual({ ok: true, value: { type, number: digits } });
      }),
      RUNS,
    );
  });

  it('refuses letters in numeric documents, with a Spanish message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CC', 'CE', 'TI', 'PPT'),
        fc.stringMatching(/^\d{2,6}[A-Za-z]\d{2,4}$/),
        (type, written) => {
          const result = parseDocument(type, written);
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error).toMatchObject({
            kind: 'invalid-document',
            type,
            message: expect.stringMatching(/dígitos/),
          });
        },
      ),
      RUNS,
    );
  });

  it('keeps passports as capital letters and digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z]{1,4}\d{4,8}$/), (written) => {
        expect(parseDocument('pp', written)).toEqual({
          ok: true,
          value: { type: 'PP', number: written.toUpperCase() },
        });
      }),
      RUNS,
    );
  });
});
