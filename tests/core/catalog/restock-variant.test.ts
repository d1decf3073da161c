import { describe, expect, it } from 'vitest';
import type { ChangeAuthor } from '../../../core/catalog/catalogue-fields';
import type { CatalogueStock } from '../../../core/catalog/ports';
import { restockVariant } from '../../../core/catalog/restock-variant';

const T0 = new Date('2026-11-22T12:00:00Z');
const clock = { now: () => T0 };

const stock = (): CatalogueStock & { units: Map<string, number>; authors: ChangeAuthor[] } => {
  const units = new Map([['ON-GSW-2LB-MOCH', 0]]);
  const authors: ChangeAuthor[] = [];
  return {
    units,
    authors,
    addStock: async (sku, n, by) => {
      const before = units.get(sku);
      if (before === undefined) return null;
      units.set(sku, before + n);
      authors.push(by);
      return { before, after: before + n };
    },
  };
};

describe('restocking a variant', () => {
  it('adds the units received, naming the sku as stored, recorded under the operator', async () => {
    const s = stock();
    expect(await restockVariant({ stock: s, clock })({ sku: ' on-gsw-2lb-moch ', units: 12, actor: 'ana' })).toEqual({
      ok: true,
      value: { sku: 'ON-GSW-2LB-MOCH', before: 0, after: 12 },
    });
    expect(s.authors).toEqual([{ actor: 'ana', at: T0, source: 'restock' }]);
  });

  it('refuses units that are not a whole number from 1 to 10000, and an unknown sku', async () => {
    const s = stock();
    for (const units of [0, -1, 2.5, Number.NaN, 10_001])
      expect(
        (await restockVariant({ stock: s, clock })({ sku: 'ON-GSW-2LB-MOCH', units, actor: 'ana' })).ok,
        String(units),
      ).toBe(false);
    expect(s.units.get('ON-GSW-2LB-MOCH')).toBe(0);
    expect(await restockVariant({ stock: s, clock })({ sku: 'NO-EXISTE', units: 1, actor: 'ana' })).toMatchObject({
      ok: false,
      error: { kind: 'variant-not-found' },
    });
  });
});
