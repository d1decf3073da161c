import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden, InvalidOperatorInput } from '../operators/operator-errors';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import {
  changedFields,
  type CatalogueChange,
  type CatalogueSnapshot,
  type ProductFields,
  type VariantFields,
} from './catalogue-fields';
import {
  readProductForm,
  readVariantForm,
  type FieldProblems,
  type ProductForm,
  type VariantForm,
} from './catalogue-form';
import type { StaleCatalogue, VariantNotFound } from './operate-catalogue';
import type { CatalogueEditor, CataloguePictures, ProductPicture } from './ports';

export type ProductNotFound = { readonly kind: 'product-not-found'; readonly message: string };
export type ProductEditError = Forbidden | InvalidOperatorInput | ProductNotFound | VariantNotFound | StaleCatalogue;

/** A product as the console's editor shows it: its fields, its variants in page order and its pictures. */
export type ProductSheet = {
  readonly product: ProductFields;
  readonly variants: readonly VariantFields[];
  readonly pictures: readonly ProductPicture[];
};

/** A product in the console's list: what it is, whether it is on sale, and how many of its variants are. */
export type ProductLine = Pick<ProductFields, 'slug' | 'name' | 'brand' | 'category' | 'active'> & {
  readonly variants: number;
  readonly variantsOnSale: number;
};

type Deps = { readonly editor: CatalogueEditor; readonly pictures: CataloguePictures; readonly clock: Clock };

export const PRODUCT_NOT_FOUND: ProductNotFound = { kind: 'product-not-found', message: 'Ese producto no existe.' };
const STALE: StaleCatalogue = {
  kind: 'stale',
  message: 'Alguien cambió este producto mientras tanto: no se guardó nada. Recarga la página e inténtalo de nuevo.',
};

const invalid = (problems: FieldProblems): InvalidOperatorInput => ({
  kind: 'invalid-input',
  message: Object.values(problems)[0] ?? 'Revisa los campos marcados.',
  fields: problems,
});

/** A variant's flavour and size as the console names it: "2 lb sabor Chocolate". */
const described = (v: Pick<VariantFields, 'size' | 'flavour'>) => `${v.size}${v.flavour ? ` sabor ${v.flavour}` : ''}`;

/** The problems only the rest of the catalogue shows: a sku of another variant, a size and flavour the product has. */
const clashes = (snapshot: CatalogueSnapshot, product: string, variant: VariantFields, self: string | null) => {
  const problems = new Map<string, string>();
  if (self === null && snapshot.variants.some((v) => v.sku === variant.sku))
    problems.set('sku', 'Esa referencia ya es de otra presentación: cada presentación tiene la suya.');
  const twin = snapshot.variants.find(
    (v) => v.product === product && v.sku !== self && v.size === variant.size && v.flavour === variant.flavour,
  );
  if (twin) problems.set('size', `Este producto ya tiene la presentación ${described(variant)} (${twin.sku}).`);
  return Object.fromEntries(problems);
};

/**
 * The console's product editor (roles that write the catalogue; the warehouse adds deliveries by restock, never here).
 * Every change is checked here, field by field, with the console's Spanish; written through the catalogue editor,
 * which moves the catalogue version and records the fields before and after under the operator. A product is never
 * deleted: it is withdrawn (not active), so its orders and links keep their product.
 */
export const productEditor = (deps: Deps) => {
  const apply = async (change: CatalogueChange, actor: Actor) =>
    deps.editor.apply([change], { actor: actor.name, at: deps.clock.now(), source: 'console' });
  const sheetOf = async (slug: string): Promise<ProductSheet | null> => {
    const [snapshot, shown] = await Promise.all([deps.editor.snapshot(), deps.pictures.list(slug)]);
    const product = snapshot.products.find((p) => p.slug === slug);
    if (!product || !shown) return null;
    const variants = snapshot.variants.filter((v) => v.product === slug).map(({ product: _p, ...v }) => v);
    return { product, variants, pictures: shown.pictures };
  };
  const sheet = async (slug: string) => {
    const found = await sheetOf(slug);
    return found ? ok(found) : err(PRODUCT_NOT_FOUND);
  };

  return {
    /** Every product, withdrawn ones too, by slug (any role that reads the catalogue). */
    list: async (actor: Actor): Promise<Result<readonly ProductLine[], Forbidden>> => {
      const refused = authorize(actor, 'catalogue.read');
      if (refused) return err(refused);
      const { products, variants } = await deps.editor.snapshot();
      return ok(
        products.map(({ slug, name, brand, category, active }) => {
          const own = variants.filter((v) => v.product === slug);
          const variantsOnSale = active ? own.filter((v) => v.active).length : 0;
          return { slug, name, brand, category, active, variants: own.length, variantsOnSale };
        }),
      );
    },

    /** A product with its variants and pictures (any role that reads the catalogue). */
    product: async (actor: Actor, slug: string): Promise<Result<ProductSheet, Forbidden | ProductNotFound>> => {
      const refused = authorize(actor, 'catalogue.read');
      return refused ? err(refused) : sheet(slug);
    },

    /** Creates a product (without variants yet: it reaches the shop once it has an active one). */
    createProduct: async (actor: Actor, form: ProductForm): Promise<Result<ProductSheet, ProductEditError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const read = readProductForm(form, await deps.editor.references());
      if (!read.ok) return err(invalid(read.error));
      const taken = (await deps.editor.snapshot()).products.some((p) => p.slug === read.value.slug);
      if (taken) return err(invalid({ slug: 'Ya hay un producto con esa dirección: elige otra.' }));
      const done = await apply({ kind: 'product', subject: read.value.slug, before: null, after: read.value }, actor);
      return done === 'stale' ? err(STALE) : sheet(read.value.slug);
    },

    /** Changes a product's fields; its slug (its address) stays. */
    updateProduct: async (
      actor: Actor,
      slug: string,
      form: Omit<ProductForm, 'slug'>,
    ): Promise<Result<ProductSheet, ProductEditError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const current = (await deps.editor.snapshot()).products.find((p) => p.slug === slug);
      if (!current) return err(PRODUCT_NOT_FOUND);
      const read = readProductForm({ ...form, slug }, await deps.editor.references());
      if (!read.ok) return err(invalid(read.error));
      const change = changedFields(current, read.value);
      if (Object.keys(change.after).length === 0) return sheet(slug);
      const done = await apply({ kind: 'product', subject: slug, ...change }, actor);
      return done === 'stale' ? err(STALE) : sheet(slug);
    },

    /** Adds a variant after the product's others. */
    addVariant: async (
      actor: Actor,
      slug: string,
      form: VariantForm,
    ): Promise<Result<ProductSheet, ProductEditError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const snapshot = await deps.editor.snapshot();
      if (!snapshot.products.some((p) => p.slug === slug)) return err(PRODUCT_NOT_FOUND);
      const read = readVariantForm(form);
      if (!read.ok) return err(invalid(read.error));
      const problems = clashes(snapshot, slug, read.value, null);
      if (Object.keys(problems).length > 0) return err(invalid(problems));
      const done = await apply(
        { kind: 'variant', subject: read.value.sku, product: slug, before: null, after: read.value },
        actor,
      );
      return done === 'stale' ? err(STALE) : sheet(slug);
    },

    /** Changes a variant's fields (its sku stays), its stock counted again included (roles that write the catalogue). */
    updateVariant: async (
      actor: Actor,
      sku: string,
      form: Omit<VariantForm, 'sku'>,
    ): Promise<Result<ProductSheet, ProductEditError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const snapshot = await deps.editor.snapshot();
      const stored = snapshot.variants.find((v) => v.sku === sku);
      if (!stored)
        return err({ kind: 'variant-not-found', message: `No hay una presentación con la referencia ${sku}.` });
      const read = readVariantForm({ ...form, sku });
      if (!read.ok) return err(invalid(read.error));
      const { product, ...current } = stored;
      const change = changedFields<VariantFields>(current, read.value);
      const fields = Object.keys(change.after);
      const problems = clashes(snapshot, product, read.value, sku);
      if (Object.keys(problems).length > 0) return err(invalid(problems));
      if (fields.length === 0) return sheet(product);
      const done = await apply({ kind: 'variant', subject: sku, product, ...change }, actor);
      return done === 'stale' ? err(STALE) : sheet(product);
    },
  };
};
