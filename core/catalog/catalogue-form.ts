import { pesos } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { ProductFields, VariantFields } from './catalogue-fields';
import { GOALS } from './listing';
import type { Goal, TaxRate } from './product';
import { SKU, SLUG, TAX_RATES } from './sheet-cells';

/** A product as the console's form sends it: every text as typed, the goal as chosen. */
export type ProductForm = Omit<ProductFields, 'goal'> & { readonly goal: string };

/** A variant as the console's form sends it: numbers as typed (whole or not), the flavour empty for none. */
export type VariantForm = Omit<VariantFields, 'flavour' | 'taxRate' | 'price' | 'compareAt'> & {
  readonly flavour: string;
  readonly taxRate: number;
  readonly price: number;
  readonly compareAt: number | null;
};

/** The Spanish message of each field that cannot be taken, by the field's name. */
export type FieldProblems = Readonly<Record<string, string>>;

/** The slugs a product may name as its brand and category. */
export type References = { readonly brands: readonly string[]; readonly categories: readonly string[] };

const LIMITS = { name: 120, summary: 200, longText: 10_000, short: 60, seoTitle: 70, seoDescription: 160 } as const;

/** The checks of a form: each returns a message when its field cannot be taken. */
type Checks<F> = { readonly [K in keyof F]?: (value: F[K], form: F) => string | null };

const problemsOf = <F extends object>(form: F, checks: Checks<F>): FieldProblems => {
  const problems = new Map<string, string>();
  for (const key of Object.keys(checks) as (keyof F & string)[]) {
    const problem = checks[key]?.(form[key], form);
    if (problem) problems.set(key, problem);
  }
  return Object.fromEntries(problems);
};

const required = (what: string, max: number) => (v: string) =>
  v.trim() === '' ? `Escribe ${what}.` : v.length > max ? `Máximo ${max} caracteres.` : null;
const atMost = (max: number) => (v: string) => (v.length > max ? `Máximo ${max} caracteres.` : null);
const whole =
  (what: string, min: number, max = 1_000_000_000) =>
  (v: number) =>
    Number.isSafeInteger(v) && v >= min && v <= max
      ? null
      : `Escribe ${what}: un número entero desde ${min}, sin puntos.`;

const PRODUCT_CHECKS = (refs: References): Checks<ProductForm> => ({
  slug: (v) =>
    SLUG.test(v) && v.length <= 80
      ? null
      : 'Usa minúsculas sin tildes, números y guiones, sin espacios (por ejemplo whey-gold-standard).',
  name: required('el nombre', LIMITS.name),
  brand: (v) => (refs.brands.includes(v) ? null : 'Elige una marca de la lista.'),
  category: (v) => (refs.categories.includes(v) ? null : 'Elige una categoría de la lista.'),
  goal: (v) => (GOALS.includes(v as Goal) ? null : 'Elige el objetivo del producto.'),
  summary: required('una frase que resuma el producto', LIMITS.summary),
  description: atMost(LIMITS.longText),
  ingredients: atMost(LIMITS.longText),
  usage: atMost(LIMITS.longText),
  invima: required('el registro INVIMA (por ejemplo RSiA16I123456)', LIMITS.short),
  servingSize: required('la porción (por ejemplo 1 scoop (30 g))', LIMITS.short),
  seoTitle: atMost(LIMITS.seoTitle),
  seoDescription: atMost(LIMITS.seoDescription),
});

const VARIANT_CHECKS: Checks<VariantForm> = {
  sku: (v) =>
    SKU.test(v) && v.length <= 64 ? null : 'Usa mayúsculas, números y guiones (por ejemplo ON-GSW-2LB-CHOC).',
  size: required('el tamaño como dice el empaque (por ejemplo 2 lb)', 40),
  flavour: atMost(LIMITS.short),
  weightGrams: whole('el peso en gramos', 1, 100_000),
  servings: whole('las porciones', 1, 10_000),
  taxRate: (v) => (TAX_RATES.includes(v as TaxRate) ? null : 'Elige el IVA: 0 %, 5 % o 19 %.'),
  price: whole('el precio en pesos', 1),
  compareAt: (v, form) =>
    v === null
      ? null
      : (whole('el precio "antes" en pesos', 1)(v) ??
        (v > form.price ? null : 'El precio "antes" debe ser mayor que el precio, o quedar vacío.')),
  stock: whole('las unidades en stock', 0),
  lowStockLevel: whole('el nivel de stock bajo', 0),
};

/** Reads the console's product form: the fields as the catalogue keeps them, or a Spanish message per wrong field. */
export const readProductForm = (form: ProductForm, refs: References): Result<ProductFields, FieldProblems> => {
  const trimmed: ProductForm = { ...form, slug: form.slug.trim(), name: form.name.trim(), invima: form.invima.trim() };
  const problems = problemsOf(trimmed, PRODUCT_CHECKS(refs));
  return Object.keys(problems).length > 0 ? err(problems) : ok({ ...trimmed, goal: trimmed.goal as Goal });
};

/** Reads the console's variant form (the sku upper-cased, an empty flavour as none), or a message per wrong field. */
export const readVariantForm = (form: VariantForm): Result<VariantFields, FieldProblems> => {
  const trimmed: VariantForm = { ...form, sku: form.sku.trim().toUpperCase(), size: form.size.trim() };
  const problems = problemsOf(trimmed, VARIANT_CHECKS);
  if (Object.keys(problems).length > 0) return err(problems);
  const flavour = trimmed.flavour.trim();
  return ok({
    ...trimmed,
    flavour: flavour === '' ? null : flavour,
    taxRate: trimmed.taxRate as TaxRate,
    price: pesos(trimmed.price),
    compareAt: trimmed.compareAt === null ? null : pesos(trimmed.compareAt),
  });
};
