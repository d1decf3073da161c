import fc from 'fast-check';
import type { TaxRate } from '../../../core/catalog/product';
import type { PricedLine } from '../../../core/cart/lines';
import { defaultPolicy, type StorePolicy } from '../../../core/policy/store-policy';
import { pesos, type Pesos } from '../../../core/shared/money';

/** Any whole amount of pesos from 0 up to `max`. */
export const anAmount = (max = 20_000_000): fc.Arbitrary<Pesos> => fc.integer({ min: 0, max }).map(pesos);

/** Any non-negative safe integer amount: exact arithmetic must hold up to the largest one. */
export const aLargeAmount: fc.Arbitrary<Pesos> = fc
  .oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.maxSafeNat())
  .map(pesos);

export const aTaxRate: fc.Arbitrary<TaxRate> = fc.constantFrom<TaxRate>(0, 0.05, 0.19);

export const aLine: fc.Arbitrary<PricedLine> = fc.record({
  sku: fc.stringMatching(/^[A-Z]{3}-\d{3}$/),
  unitPrice: fc.oneof(fc.constant(pesos(1)), anAmount(3_000_000)),
  quantity: fc.integer({ min: 1, max: 12 }),
  taxRate: aTaxRate,
  compareAt: fc.option(anAmount(4_000_000), { nil: null }),
});

export const someLines: fc.Arbitrary<PricedLine[]> = fc.array(aLine, { minLength: 1, maxLength: 6 });

/** A store policy with other, still sensible, thresholds and rates: catches rules that hard-code the defaults. */
export const aPolicy: fc.Arbitrary<StorePolicy> = fc.oneof(
  fc.constant(defaultPolicy),
  fc
    .record({
      freeShippingThreshold: anAmount(10_000_000),
      contraentregaLessThan: anAmount(2_000_000),
      contraentregaSurcharge: fc.integer({ min: 0, max: 2_000 }).map((basisPoints) => basisPoints / 10_000),
      percentageToGift: fc.integer({ min: 0, max: 2_000 }).map((basisPoints) => basisPoints / 10_000),
    })
    .map((overrides) => ({ ...defaultPolicy, ...overrides })),
);
