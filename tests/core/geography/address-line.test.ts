import { describe, expect, it } from 'vitest';
import { parseAddressLine } from '../../../core/geography/address-line';

describe('address line', () => {
  it.each([
    'Calle 45 # 12-34, apto 501',
    'Cra. 7 No. 71-21 (Torre B)',
    'Av. Boyacá #45A-12 Sur',
    'Vereda El Carmen, finca La Esperanza',
    'Transversal 5 Bis 3/4',
  ])('accepts %s', (line) => {
    expect(parseAddressLine(line)).toEqual({ ok: true, value: line });
  });

  it('trims and single-spaces', () => {
    expect(parseAddressLine('  Calle 45   #  12-34 ')).toEqual({ ok: true, value: 'Calle 45 # 12-34' });
  });

  it.each(['', 'Cl 4', '12345 67', '<script>', `Calle ${'1'.repeat(120)}`, 'Calle 45 # 12-34 😀'])(
    'refuses %j',
    (line) => {
      expect(parseAddressLine(line)).toMatchObject({ ok: false, error: { kind: 'invalid-address' } });
    },
  );
});
