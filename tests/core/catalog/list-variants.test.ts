import { describe, expect, it } from 'vitest';
import { listVariants } from '../../../core/catalog/list-variants';
import { inMemoryCatalogueEditor, snapshotOf } from '../../fakes/in-memory-catalogue-editor';
import { aCatalogue } from '../../builders/seed-data';
import { editorOfTestCatalogue } from './catalogue-editor-fixture';

describe('listVariants', () => {
  it('lists every variant with its product, prices, stock and low-stock level', async () => {
    const lines = await listVariants({ editor: editorOfTestCatalogue().editor })();
    expect(lines).toHaveLength(14 * 3 + 1);
    expect(lines[0]).toEqual({
      product: 'creatina-pura',
      productName: 'Creatina Pura',
      sku: 'CRE-300G',
      size: '300 g',
      flavour: null,
      price: 89_900,
      compareAt: null,
      stock: 10,
      lowStockLevel: 5,
      active: true,
      low: false,
    });
  });

  it('with low, keeps only the variants on sale at or under their level (a withdrawn one needs no more units)', async () => {
    const snapshot = snapshotOf(aCatalogue());
    const withdrawn = snapshot.variants.map((v) => (v.sku === 'P02-2LB-VAIN' ? { ...v, active: false } : v));
    const products = snapshot.products.map((p) => (p.slug === 'proteina-03' ? { ...p, active: false } : p));
    const { editor } = inMemoryCatalogueEditor({ products, variants: withdrawn }, { brands: [], categories: [] });
    const low = await listVariants({ editor })({ low: true });
    // Stock 5 is at the level; 0 under it; proteina-14 is sold out whole; P02 and proteina-03 are off sale.
    expect(low.map((l) => l.sku)).toEqual([
      'P01-2LB-VAIN',
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12', '13'].map((n) => `P${n}-2LB-VAIN`),
      'P14-2LB-CHOC',
      'P14-2LB-VAIN',
      'P14-5LB-CHOC',
    ]);
    expect(low.every((l) => l.low && l.active)).toBe(true);
  });
});
