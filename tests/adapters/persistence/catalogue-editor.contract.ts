import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueChange, ProductFields, VariantFields } from '../../../core/catalog/catalogue-fields';
import type { CatalogueChangeLog, CatalogueEditor } from '../../../core/catalog/ports';
import { pesos } from '../../../core/shared/money';
import { aCatalogue } from '../../builders/seed-data';
import { snapshotOf } from '../../fakes/in-memory-catalogue-editor';

/** An editor over the test catalogue (aCatalogue), its audit, and how to close it. */
export type OpenedEditor = {
  readonly editor: CatalogueEditor;
  readonly log: CatalogueChangeLog;
  readonly close: () => Promise<void>;
};

const AT = new Date('2026-11-23T15:00:00Z');
const by = { actor: 'ana', at: AT, source: 'import' } as const;

const newProduct: ProductFields = {
  slug: 'whey-nuevo',
  name: 'Whey "Nuevo", sabor ñandú',
  brand: 'otra',
  category: 'creatinas',
  goal: 'definir',
  summary: 'Resumen.',
  description: 'Uno,\r\ndos',
  ingredients: 'Suero.',
  usage: 'Un scoop.',
  invima: 'RSiA20I000009',
  servingSize: '30 g',
  seoTitle: 'Whey Nuevo | Fornido',
  seoDescription: '',
  active: false,
};
const newVariant: VariantFields = {
  sku: 'WN-2LB',
  size: '2 lb',
  flavour: null,
  weightGrams: 907,
  servings: 30,
  taxRate: 0.05,
  price: pesos(120_000),
  compareAt: pesos(130_000),
  stock: 3,
  lowStockLevel: 2,
  active: true,
};

/** What every CatalogueEditor must do: show the whole catalogue in the file's order, write a set of changes with their
 * audit rows all together, and refuse the whole set when one no longer fits what is stored. */
export const catalogueEditorContract = (name: string, open: () => Promise<OpenedEditor>) =>
  describe(`CatalogueEditor contract: ${name}`, () => {
    let s: OpenedEditor;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('shows every product and variant, by slug and then position, at the default low-stock level', async () => {
      expect(await s.editor.snapshot()).toEqual(snapshotOf(aCatalogue()));
      const refs = await s.editor.references();
      expect([...refs.brands].sort()).toEqual(['marca', 'otra']);
      expect([...refs.categories].sort()).toEqual(['creatinas', 'proteinas', 'vitaminas']);
    });

    it('refuses a whole set of changes, writing nothing, when one of them is stale', async () => {
      const changes: CatalogueChange[] = [
        {
          kind: 'variant',
          subject: 'CRE-300G',
          product: 'creatina-pura',
          before: { price: pesos(89_900) },
          after: { price: pesos(1) },
        },
        {
          kind: 'variant',
          subject: 'P01-2LB-CHOC',
          product: 'proteina-01',
          before: { stock: 999 },
          after: { stock: 1 },
        },
      ];
      expect(await s.editor.apply(changes, by)).toBe('stale');
      const exists: CatalogueChange = {
        kind: 'product',
        subject: 'proteina-01',
        before: null,
        after: { ...newProduct, slug: 'proteina-01' },
      };
      expect(await s.editor.apply([exists], by)).toBe('stale');
      expect(await s.editor.snapshot()).toEqual(snapshotOf(aCatalogue()));
      expect(await s.log.list({ limit: 10 })).toEqual([]);
    });

    it('creates and changes products and variants together, one audit row each, newest first', async () => {
      const changes: CatalogueChange[] = [
        { kind: 'product', subject: 'whey-nuevo', before: null, after: newProduct },
        { kind: 'variant', subject: 'WN-2LB', product: 'whey-nuevo', before: null, after: newVariant },
        {
          kind: 'variant',
          subject: 'CRE-500G',
          product: 'creatina-pura',
          before: null,
          after: { ...newVariant, sku: 'CRE-500G', flavour: 'Limón' },
        },
        {
          kind: 'product',
          subject: 'creatina-pura',
          before: { brand: 'otra', active: true },
          after: { brand: 'marca', active: false },
        },
        {
          kind: 'variant',
          subject: 'CRE-300G',
          product: 'creatina-pura',
          before: { price: pesos(89_900), lowStockLevel: 5, flavour: null },
          after: { price: pesos(94_900), lowStockLevel: 12, flavour: 'Natural' },
        },
      ];
      expect(await s.editor.apply(changes, by)).toBe('applied');
      const now = await s.editor.snapshot();
      expect(now.products.find((p) => p.slug === 'whey-nuevo')).toEqual(newProduct);
      expect(now.products.find((p) => p.slug === 'creatina-pura')).toMatchObject({ brand: 'marca', active: false });
      // A new variant comes after its product's others.
      expect(now.variants.filter((v) => v.product === 'creatina-pura')).toEqual([
        expect.objectContaining({ sku: 'CRE-300G', price: 94_900, lowStockLevel: 12, flavour: 'Natural' }),
        { ...newVariant, sku: 'CRE-500G', flavour: 'Limón', product: 'creatina-pura' },
      ]);
      expect(now.variants.find((v) => v.sku === 'WN-2LB')).toEqual({ ...newVariant, product: 'whey-nuevo' });

      const audit = await s.log.list({ limit: 10 });
      expect(audit.map((r) => [r.kind, r.subject])).toEqual([
        ['variant', 'CRE-300G'],
        ['product', 'creatina-pura'],
        ['variant', 'CRE-500G'],
        ['variant', 'WN-2LB'],
        ['product', 'whey-nuevo'],
      ]);
      expect(audit[0]).toEqual({
        id: audit[0].id,
        actor: 'ana',
        at: AT,
        source: 'import',
        kind: 'variant',
        subject: 'CRE-300G',
        before: { price: 89_900, lowStockLevel: 5, flavour: null },
        after: { price: 94_900, lowStockLevel: 12, flavour: 'Natural' },
      });
      expect(audit[4]).toMatchObject({ before: null, after: newProduct });
      expect((await s.log.list({ subject: 'CRE-300G', limit: 10 })).map((r) => r.subject)).toEqual(['CRE-300G']);
      expect(await s.log.list({ limit: 2 })).toHaveLength(2);
    });
  });
