import { describe, expect, it } from 'vitest';
import { codTerms } from '../../../core/cart/payment-terms';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';

const terms = (total: number, codCoverage: boolean | null = null, shippingIncluded = false) =>
  codTerms({ totalBeforeSurcharge: pesos(total), shippingIncluded, codCoverage }, defaultPolicy);

describe('cash on delivery terms', () => {
  it('tells a $ 129.900 cart its 5 % surcharge before the shipping is known, and where it is offered', () => {
    expect(terms(129_900)).toEqual({
      available: true,
      rate: 0.05,
      surcharge: 6_495,
      total: 136_395,
      shippingIncluded: false,
      coverageKnown: false,
      lessThan: 500_000,
    });
  });

  it('refuses it from $ 500.000, the policy limit, with the reason the payment step gives', () => {
    expect(terms(499_999).available).toBe(true);
    expect(terms(500_000)).toEqual({
      available: false,
      reason: 'amount-too-high',
      message: 'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.',
      lessThan: 500_000,
    });
  });

  it('refuses it at a destination without coverage, and says a checked one is covered', () => {
    expect(terms(100_000, false)).toMatchObject({ available: false, reason: 'no-coverage' });
    expect(terms(100_000, true, true)).toMatchObject({ available: true, coverageKnown: true, shippingIncluded: true });
  });
});
