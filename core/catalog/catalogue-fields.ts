import type { Product, Variant } from './product';

/** A product as operators edit it: the product columns of the catalogue file. Brand and category by slug; `active`
 * false withdraws it from the store. */
export type ProductFields = Pick<
  Product,
  | 'slug'
  | 'name'
  | 'goal'
  | 'summary'
  | 'description'
  | 'ingredients'
  | 'usage'
  | 'invima'
  | 'servingSize'
  | 'seoTitle'
  | 'seoDescription'
> & { readonly brand: string; readonly category: string; readonly active: boolean };

/** A variant as operators edit it: the variant columns of the catalogue file. */
export type VariantFields = Variant & {
  /** At or under this stock the variant is reported low. */
  readonly lowStockLevel: number;
};

/** A variant and the slug of its product. */
export type CatalogueVariant = VariantFields & { readonly product: string };

/** The whole catalogue as operators edit it, withdrawn products and variants included: products by slug, variants by
 * their product's slug and then their position on its page. */
export type CatalogueSnapshot = {
  readonly products: readonly ProductFields[];
  readonly variants: readonly CatalogueVariant[];
};

/** One change to write: a product or variant created (`before` null, `after` whole) or some of its fields changed
 * (`before` and `after` hold those fields only). A variant is created under an existing or created product. */
export type CatalogueChange =
  | {
      readonly kind: 'product';
      readonly subject: string;
      readonly before: Partial<ProductFields> | null;
      readonly after: Partial<ProductFields>;
    }
  | {
      readonly kind: 'variant';
      readonly subject: string;
      readonly product: string;
      readonly before: Partial<VariantFields> | null;
      readonly after: Partial<VariantFields>;
    };

/** Who made a set of changes, when, and through which command. */
export type ChangeAuthor = {
  readonly actor: string;
  readonly at: Date;
  readonly source: 'set-price' | 'import' | 'restock' | 'console' | 'bulk-price';
};

/** A change as the audit keeps it. */
export type CatalogueChangeRecord = ChangeAuthor & {
  readonly id: number;
  readonly kind: 'product' | 'variant' | 'category' | 'brand';
  readonly subject: string;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>>;
};

/** The fields of `after` whose value differs in `before`, both sides: what a change to `before` must write. */
export const changedFields = <F extends object>(before: F, after: F): { before: Partial<F>; after: Partial<F> } => {
  const was: Partial<F> = {};
  const now: Partial<F> = {};
  for (const key of Object.keys(after) as (keyof F)[]) {
    if (before[key] === after[key]) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
};

/** Whether a change no longer fits the catalogue: what it creates exists, or a field it changes no longer holds its
 * `before` (someone else changed it since it was worked out). */
export const isStale = (change: CatalogueChange, current: CatalogueSnapshot): boolean => {
  const stored: object | undefined =
    change.kind === 'product'
      ? current.products.find((p) => p.slug === change.subject)
      : current.variants.find((v) => v.sku === change.subject);
  if (change.before === null) return stored !== undefined;
  const fields = stored as Readonly<Record<string, unknown>> | undefined;
  return fields === undefined || Object.entries(change.before).some(([key, value]) => fields[key] !== value);
};
