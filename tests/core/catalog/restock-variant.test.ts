import { describe, expect, it } from 'vitest';
import type { CatalogueStock } from '../../../core/catalog/ports';
import { restockVariant } from '../../../core/catalog/restock-variant';

const stock = (): CatalogueStock & { units: Map<string, number> } => {
  const units = new Map([['ON-GSW-2LB-MOCH', 0]]);
  return {
    units,
    addStock: async (sku, n) => {
      const before = units.get(sku);
      if (before === undefined) return null;
      units.set(sku, before + n);
      return { before, after: before + n };
    },
  };
};

describe('restocking a variant', () => {
  it('adds the units received, naming the sku as stored', async () => {
    const s = stock();
    expect(await restockVariant({ stock: s })({ sku: ' on-gsw-2lb-moch ', units: 12 })).toEqual({
      ok: true,
      value: { sku: 'ON-GSW-2LB-MOCH', before: 0, after: 12 },
    });
  });

  it('refuses units that are not a whole number from 1 to 10000, and an unknown sku', async () => {
    const s = stock();
    for (const units of [0, -1, 2.5, Number.NaN, 10_001])
      expect((await restockVariant({ stock: s })({ sku: 'ON-GSW-2LB-MOCH', units })).ok, String(units)).toBe(false);
    expect(s.units.get('ON-GSW-2LB-MOCH')).toBe(0);
    expect(await restockVariant({ stock: s })({ sku: 'NO-EXISTE', units: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'variant-not-found' },
    });
  });
});
