import { describe, expect, it } from 'vitest';
import type { PricedLine } from '../../../core/cart/lines';
import { orderBreakdown, type BreakdownInput } from '../../../core/cart/totals';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';

const line = (unitPrice: number, quantity = 1, overrides: Partial<PricedLine> = {}): PricedLine => ({
  sku: 'WHEY-2LB-VAN',
  unitPrice: pesos(unitPrice),
  quantity,
  taxRate: 0.19,
  ...overrides,
});

const anOrder = (overrides: Partial<BreakdownInput> = {}): BreakdownInput => ({
  lines: [line(129_900)],
  giftCredit: { requested: pesos(0), balance: pesos(0) },
  shipping: { method: 'standard', quote: pesos(12_000) },
  payment: 'prepaid',
  destination: { codCoverage: true },
  ...overrides,
});

const price = (overrides: Partial<BreakdownInput>) => orderBreakdown(anOrder(overrides), defaultPolicy);

describe('order totals at the edges a shopper can hit', () => {
  it('refuses cash on delivery for a total before surcharge of exactly $ 500.000', () => {
    const result = price({ lines: [line(488_000)], payment: 'cash-on-delivery' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'cod-unavailable', reason: 'amount-too-high', message: expect.stringContaining('$ 500.000') },
    });
  });

  it('offers cash on delivery at $ 499.999, with a surcharge of $ 25.000 (24 999,95 rounded half-up)', () => {
    const result = price({ lines: [line(487_999)], payment: 'cash-on-delivery' });
    expect(result.ok && result.value).toMatchObject({
      totalBeforeSurcharge: 499_999,
      codSurcharge: 25_000,
      total: 524_999,
    });
  });

  it('refuses cash on delivery where there is no coverage, whatever the amount', () => {
    const result = price({ lines: [line(10_000)], payment: 'cash-on-delivery', destination: { codCoverage: false } });
    expect(!result.ok && result.error).toMatchObject({ kind: 'cod-unavailable', reason: 'no-coverage' });
  });

  it('ships free by standard shipping at a subtotal of exactly $ 4.000.000', () => {
    const result = price({ lines: [line(1_000_000, 4)] });
    expect(result.ok && result.value).toMatchObject({
      subtotal: 4_000_000,
      shipping: 0,
      freeShipping: true,
      total: 4_000_000,
    });
  });

  it('charges the quote at $ 3.999.999, and always for express', () => {
    const standard = price({ lines: [line(3_999_999)] });
    expect(standard.ok && standard.value).toMatchObject({ shipping: 12_000, freeShipping: false, total: 4_011_999 });
    const express = price({ lines: [line(1_000_000, 4)], shipping: { method: 'express', quote: pesos(25_000) } });
    expect(express.ok && express.value).toMatchObject({ shipping: 25_000, freeShipping: false, total: 4_025_000 });
  });

  it('a total of $ 0, all paid with gift credit, needs no payment provider', () => {
    const result = price({
      lines: [line(2_000_000, 2)],
      giftCredit: { requested: pesos(9_000_000), balance: pesos(5_000_000) },
    });
    expect(result.ok && result.value).toMatchObject({
      giftCredit: 4_000_000,
      shipping: 0,
      total: 0,
      needsPayment: false,
    });
  });

  it('a 1-peso line keeps its peso: base 1, IVA 0', () => {
    const result = price({ lines: [line(1)], shipping: { method: 'standard', quote: pesos(0) } });
    expect(result.ok && result.value).toMatchObject({ subtotal: 1, taxBase: 1, tax: 0, total: 1 });
  });

  it('shows each line with its IVA split and saving, and the order IVA as the sum over lines', () => {
    const result = price({
      lines: [
        line(129_900, 2, { compareAt: pesos(149_900) }),
        line(45_000, 1, { sku: 'CREA-300', taxRate: 0.05 }),
        line(20_000, 3, { sku: 'AVENA', taxRate: 0 }),
      ],
    });
    expect(
      result.ok && result.value.lines.map(({ sku, gross, base, iva, saving }) => ({ sku, gross, base, iva, saving })),
    ).toEqual([
      { sku: 'WHEY-2LB-VAN', gross: 259_800, base: 218_319, iva: 41_481, saving: 40_000 },
      { sku: 'CREA-300', gross: 45_000, base: 42_857, iva: 2_143, saving: 0 },
      { sku: 'AVENA', gross: 60_000, base: 60_000, iva: 0, saving: 0 },
    ]);
    expect(result.ok && result.value).toMatchObject({
      subtotal: 364_800,
      tax: 43_624,
      taxBase: 321_176,
      savings: 40_000,
    });
  });

  it('refuses an empty cart and a quantity of zero', () => {
    expect(price({ lines: [] })).toMatchObject({ ok: false, error: { kind: 'empty-cart' } });
    expect(price({ lines: [line(10_000, 0)] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-quantity', sku: 'WHEY-2LB-VAN' },
    });
    expect(price({ lines: [line(10_000, 1.5)] })).toMatchObject({ ok: false, error: { kind: 'invalid-quantity' } });
  });

  it('never applies a negative gift credit', () => {
    const result = price({ giftCredit: { requested: pesos(-5_000), balance: pesos(10_000) } });
    expect(result.ok && result.value.giftCredit).toBe(0);
  });
});
