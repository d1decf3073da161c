import { describe, expect, it } from 'vitest';
import { cityCodesOf } from '../../../core/geography/city-codes';

describe('the municipalities an operator names', () => {
  it('takes a DANE code as it is, when it exists', () => {
    expect(cityCodesOf(' 05001 ')).toEqual(['05001']);
    expect(cityCodesOf('99999')).toEqual([]);
  });

  it('takes every municipality with exactly that name, accents and case ignored', () => {
    expect(cityCodesOf('medellin')).toEqual(['05001']);
    expect([...cityCodesOf('ARMENIA')].sort()).toEqual(['05059', '63001']);
  });

  it('falls back to the names holding it as a whole word, and finds nothing for a name that is not one', () => {
    expect(cityCodesOf('Bogotá')).toEqual(['11001']);
    expect(cityCodesOf('Cali')).toContain('76001');
    expect(cityCodesOf('Gotham')).toEqual([]);
  });
});
