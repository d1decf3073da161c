import { describe, expect, it } from 'vitest';
import { percentage, percentageFloor, pesos, ratioOf, splitIva, times } from '../../../core/shared/money';

describe('money examples', () => {
  it('splits a $ 129.900 product at 19 % into $ 109.160 + $ 20.740', () => {
    expect(splitIva(pesos(129_900), 0.19)).toEqual({ base: 109_160, iva: 20_740 });
  });

  it('splits a 1-peso line without losing the peso', () => {
    expect(splitIva(pesos(1), 0.19)).toEqual({ base: 1, iva: 0 });
    expect(splitIva(pesos(1), 0)).toEqual({ base: 1, iva: 0 });
  });

  it('rounds halves up, not to even', () => {
    expect(percentage(pesos(10), 0.05)).toBe(1); // 0.5
    expect(percentage(pesos(50), 0.05)).toBe(3); // 2.5
    expect(percentage(pesos(499_999), 0.05)).toBe(25_000); // 24 999.95
  });

  it('floors when asked, even at .99', () => {
    expect(percentageFloor(pesos(14_285), 0.07)).toBe(999); // 999.95
  });

  it('reads float rates as their exact fractions', () => {
    expect(ratioOf(0.07)).toEqual({ numerator: 7, denominator: 100 });
    expect(ratioOf(0.19)).toEqual({ numerator: 19, denominator: 100 });
    expect(() => ratioOf(1 / 3)).toThrow(RangeError);
  });

  it('refuses fractional pesos and quantities (bugs, not input)', () => {
    expect(() => pesos(0.5)).toThrow(RangeError);
    expect(() => times(pesos(100), 1.5)).toThrow(RangeError);
  });
});
