import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePolicy } from '../../../core/policy/store-policy';
import { RUNS } from '../support/runs';

const PESOS_SETTINGS = ['FREE_SHIPPING_THRESHOLD', 'CONTRAENTREGA_LESS_THAN'] as const;
const RATE_SETTINGS = ['CONTRAENTREGA_SURCHARGE', 'PERCENTAGE_TO_GIFT'] as const;

describe('store policy overrides', () => {
  it('accepts any whole, non-negative amount of pesos, as a number or a string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PESOS_SETTINGS),
        fc.integer({ min: 0, max: 1e12 }),
        fc.boolean(),
        (key, amount, asText) => {
          const result = parsePolicy({ [key]: asText ? String(amount) : amount });
          expect(result.ok).toBe(true);
          const field = key === 'FREE_SHIPPING_THRESHOLD' ? 'freeShippingThreshold' : 'contraentregaLessThan';
          expect(result.ok && result.value[field]).toBe(amount);
        },
      ),
      RUNS,
    );
  });

  it('refuses every negative or fractional amount of pesos, naming the field', () => {
    const nonsense = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PESOS_SETTINGS), nonsense, (key, value) => {
        const result = parsePolicy({ [key]: value });
        expect(result.ok).toBe(false);
        expect(!result.ok && result.error.issues.map((issue) => issue.field)).toEqual([key]);
      }),
      RUNS,
    );
  });

  it('accepts rates in [0, 1) and refuses any rate of 1 or more, or below 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RATE_SETTINGS), fc.integer({ min: -20_000, max: 200_000 }), (key, basisPoints) => {
        const rate = basisPoints / 10_000;
        expect(parsePolicy({ [key]: rate }).ok).toBe(rate >= 0 && rate < 1);
      }),
      RUNS,
    );
  });
});
