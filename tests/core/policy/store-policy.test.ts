import { describe, expect, it } from 'vitest';
import { defaultPolicy, parsePolicy } from '../../../core/policy/store-policy';

const refusal = (overrides: Record<string, unknown>) => {
  const result = parsePolicy(overrides);
  if (result.ok) throw new Error(`expected ${JSON.stringify(overrides)} to be refused`);
  return result.error;
};

describe('store policy', () => {
  it('holds the defaults of POLICY.md', () => {
    expect(defaultPolicy).toMatchObject({
      freeShippingThreshold: 4_000_000,
      contraentregaLessThan: 500_000,
      contraentregaSurcharge: 0.05,
      percentageToGift: 0.07,
      shippingOriginPostalCode: '11001000',
      searchIndex: 'products',
      withdrawalBusinessDays: 5,
      referralCookieDays: 30,
      pesosPerPoint: 1_000,
      loyaltyLevelPoints: { Bronce: 0, Plata: 500, Oro: 2_000, Platino: 5_000, Diamante: 10_000 },
      deliveryDays: { standard: { min: 2, max: 5 }, express: { min: 1, max: 2 } },
    });
  });

  it('gives the defaults when nothing is overridden, and ignores unset (undefined) settings', () => {
    expect(parsePolicy({})).toEqual({ ok: true, value: defaultPolicy });
    expect(parsePolicy({ FREE_SHIPPING_THRESHOLD: undefined })).toEqual({ ok: true, value: defaultPolicy });
  });

  it('accepts overrides as numbers or as the strings environment variables hold', () => {
    const result = parsePolicy({
      FREE_SHIPPING_THRESHOLD: ' 3500000 ',
      CONTRAENTREGA_SURCHARGE: '0.04',
      SEARCH_INDEX: 'products_v2',
    });
    expect(result.ok && result.value).toMatchObject({
      freeShippingThreshold: 3_500_000,
      contraentregaSurcharge: 0.04,
      searchIndex: 'products_v2',
      contraentregaLessThan: 500_000,
    });
  });

  it('refuses a negative threshold, naming the field', () => {
    const error = refusal({ FREE_SHIPPING_THRESHOLD: -1 });
    expect(error.kind).toBe('invalid-policy');
    expect(error.issues).toEqual([
      { field: 'FREE_SHIPPING_THRESHOLD', message: expect.stringContaining('between 0 and') },
    ]);
    expect(error.message).toContain('FREE_SHIPPING_THRESHOLD');
  });

  it('refuses a surcharge rate of 7 (someone meant 7 %), explaining rates are fractions', () => {
    expect(refusal({ CONTRAENTREGA_SURCHARGE: 7 }).message).toMatch(
      /CONTRAENTREGA_SURCHARGE must be a fraction between 0 and 1/,
    );
  });

  it('refuses fractional pesos, text and thousands separators in amounts', () => {
    expect(refusal({ CONTRAENTREGA_LESS_THAN: 499_999.5 }).message).toMatch(
      /CONTRAENTREGA_LESS_THAN must be a whole number of pesos/,
    );
    expect(refusal({ CONTRAENTREGA_LESS_THAN: '500.000' }).issues[0].field).toBe('CONTRAENTREGA_LESS_THAN');
    expect(refusal({ FREE_SHIPPING_THRESHOLD: 'cuatro millones' }).issues[0].field).toBe('FREE_SHIPPING_THRESHOLD');
  });

  it('refuses unknown settings (a typo would otherwise be silently ignored)', () => {
    expect(refusal({ FREE_SHIPING_THRESHOLD: 1 }).message).toMatch(
      /FREE_SHIPING_THRESHOLD is not a store policy setting/,
    );
  });

  it('refuses the names of Object.prototype as settings instead of calling them', () => {
    for (const key of ['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty']) {
      expect(refusal(JSON.parse(`{"${key}": "1"}`)).message, key).toMatch(
        new RegExp(`${key} is not a store policy setting`),
      );
    }
  });

  it('holds the limits that keep unpaid orders from taking the stock, overridable, per order never below per line', () => {
    expect(defaultPolicy).toMatchObject({
      pendingOrderExpiryMinutes: 30,
      maxUnitsPerLine: 10,
      maxUnitsPerOrder: 30,
      maxOpenOrdersPerBuyer: 3,
      maxOpenOrdersPerIp: 10,
      maxPaymentAttemptsPerOrder: 5,
      maxPaymentAttemptsPerBuyer: 10,
      maxPaymentAttemptsPerIp: 100,
    });
    expect(
      parsePolicy({
        MAX_UNITS_PER_LINE: '5',
        MAX_UNITS_PER_ORDER: '20',
        MAX_OPEN_ORDERS_PER_BUYER: '2',
        MAX_OPEN_ORDERS_PER_IP: '4',
        MAX_PAYMENT_ATTEMPTS_PER_ORDER: '3',
        MAX_PAYMENT_ATTEMPTS_PER_BUYER: '6',
        MAX_PAYMENT_ATTEMPTS_PER_IP: '40',
      }),
    ).toMatchObject({
      ok: true,
      value: {
        maxUnitsPerLine: 5,
        maxUnitsPerOrder: 20,
        maxOpenOrdersPerBuyer: 2,
        maxOpenOrdersPerIp: 4,
        maxPaymentAttemptsPerOrder: 3,
        maxPaymentAttemptsPerBuyer: 6,
        maxPaymentAttemptsPerIp: 40,
      },
    });
    expect(refusal({ MAX_PAYMENT_ATTEMPTS_PER_IP: 8 }).message).toMatch(
      /MAX_PAYMENT_ATTEMPTS_PER_IP must be at least MAX_PAYMENT_ATTEMPTS_PER_BUYER \(10\), got 8/,
    );
    expect(refusal({ MAX_PAYMENT_ATTEMPTS_PER_ORDER: 12 }).message).toMatch(
      /MAX_PAYMENT_ATTEMPTS_PER_BUYER must be at least MAX_PAYMENT_ATTEMPTS_PER_ORDER \(12\), got 10/,
    );
    expect(refusal({ MAX_UNITS_PER_LINE: 0 }).message).toMatch(/MAX_UNITS_PER_LINE must be between 1 and 99 units/);
    expect(refusal({ MAX_UNITS_PER_LINE: 12, MAX_UNITS_PER_ORDER: 8 }).message).toMatch(
      /MAX_UNITS_PER_ORDER must be at least MAX_UNITS_PER_LINE \(12\), got 8/,
    );
  });

  it('refuses loyalty levels out of order and delivery ranges upside down', () => {
    expect(refusal({ LOYALTY_ORO_POINTS: 400 }).issues[0].field).toBe('LOYALTY_ORO_POINTS');
    expect(refusal({ STANDARD_DELIVERY_DAYS_MIN: 6 }).issues[0].field).toBe('STANDARD_DELIVERY_DAYS_MAX');
  });

  it('refuses fewer withdrawal days than the law gives (Ley 1480: 5 business days)', () => {
    expect(refusal({ WITHDRAWAL_BUSINESS_DAYS: 3 }).issues[0].field).toBe('WITHDRAWAL_BUSINESS_DAYS');
  });

  it('reports every wrong setting at once', () => {
    expect(
      refusal({ FREE_SHIPPING_THRESHOLD: -1, PERCENTAGE_TO_GIFT: 2, SEARCH_INDEX: '' }).issues.map(
        (issue) => issue.field,
      ),
    ).toEqual(['FREE_SHIPPING_THRESHOLD', 'PERCENTAGE_TO_GIFT', 'SEARCH_INDEX']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(defaultPolicy)).toBe(true);
    expect(Object.isFrozen(defaultPolicy.loyaltyLevelPoints)).toBe(true);
  });
});
