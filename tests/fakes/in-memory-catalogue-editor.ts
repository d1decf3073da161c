import {
  isStale,
  type CatalogueChange,
  type CatalogueChangeRecord,
  type CatalogueSnapshot,
  type CatalogueVariant,
  type ProductFields,
} from '../../core/catalog/catalogue-fields';
import type { CatalogueChangeLog, CatalogueEditor } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';
import type { SeedData } from '../../adapters/persistence/seed/seed-catalogue';

/** The catalogue a seed describes, as operators edit it (every variant at the default low-stock level, 5). */
export const snapshotOf = (seed: SeedData): CatalogueSnapshot => ({
  products: seed.products
    .map(({ slug, name, brand, category, goal, summary, description, ingredients, usage, invima, servingSize }) => ({
      ...{ slug, name, brand, category, goal, summary, description, ingredients, usage, invima, servingSize },
      seoTitle: '',
      seoDescription: '',
      active: true,
    }))
    .sort((a, b) => (a.slug < b.slug ? -1 : 1)),
  variants: [...seed.products]
    .sort((a, b) => (a.slug < b.slug ? -1 : 1))
    .flatMap((p) =>
      p.variants.map((v) => ({
        ...v,
        product: p.slug,
        price: pesos(v.price),
        compareAt: v.compareAt === null ? null : pesos(v.compareAt),
        taxRate: p.taxRate,
        lowStockLevel: 5,
        active: true,
      })),
    ),
});

/** An in-memory CatalogueEditor and its audit, counting the catalogue version and the writes as the SQL one's triggers
 * would move it (once per apply that changed something). */
export const inMemoryCatalogueEditor = (
  start: CatalogueSnapshot,
  refs: { brands: readonly string[]; categories: readonly string[] },
) => {
  let products: ProductFields[] = [...start.products];
  let variants: CatalogueVariant[] = [...start.variants];
  const records: CatalogueChangeRecord[] = [];
  let version = 1;
  let applied = 0;
  const write = (c: CatalogueChange) => {
    if (c.kind === 'product' && c.before === null) products.push(c.after as ProductFields);
    else if (c.kind === 'product') products = products.map((p) => (p.slug === c.subject ? { ...p, ...c.after } : p));
    else if (c.before === null) variants.push({ ...(c.after as CatalogueVariant), product: c.product });
    else variants = variants.map((v) => (v.sku === c.subject ? { ...v, ...c.after } : v));
  };
  const editor: CatalogueEditor = {
    snapshot: async () => ({
      products: [...products].sort((a, b) => (a.slug < b.slug ? -1 : 1)),
      // A stable sort: a product's variants stay in the order they were added, as their positions keep them.
      variants: [...variants].sort((a, b) => (a.product < b.product ? -1 : a.product > b.product ? 1 : 0)),
    }),
    references: async () => refs,
    apply: async (changes, by) => {
      if (changes.some((c) => isStale(c, { products, variants }))) return 'stale';
      for (const c of changes) {
        write(c);
        records.push({
          ...by,
          id: records.length + 1,
          kind: c.kind,
          subject: c.subject,
          before: c.before,
          after: c.after,
        });
      }
      if (changes.length > 0) {
        version += 1;
        applied += 1;
      }
      return 'applied';
    },
  };
  const log: CatalogueChangeLog = {
    list: async ({ subject, limit }) =>
      records
        .filter((r) => subject === undefined || r.subject === subject)
        .reverse()
        .slice(0, limit),
  };
  return { editor, log, version: () => version, writes: () => applied };
};
