import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPesos } from '../../../core/shared/format';

describe('formatPesos', () => {
  it('writes pesos the Colombian way', () => {
    expect(formatPesos(129_900)).toBe('$ 129.900');
    expect(formatPesos(4_000_000)).toBe('$ 4.000.000');
    expect(formatPesos(1)).toBe('$ 1');
    expect(formatPesos(0)).toBe('$ 0');
    expect(formatPesos(-25_000)).toBe('-$ 25.000');
  });

  it('loses no digit: removing the dots gives the amount back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const text = formatPesos(n);
        expect(text).toMatch(/^\$ \d{1,3}(\.\d{3})*$/);
        expect(Number(text.slice(2).replaceAll('.', ''))).toBe(n);
      }),
    );
  });
});

describe('formatMinutes', () => {
  it('says whole hours in hours and anything else in minutes', () => {
    expect(formatMinutes(60)).toBe('1 hora');
    expect(formatMinutes(120)).toBe('2 horas');
    expect(formatMinutes(30)).toBe('30 minutos');
    expect(formatMinutes(90)).toBe('90 minutos');
  });
});
