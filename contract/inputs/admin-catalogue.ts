import { z } from 'zod/mini';
import { text } from '../forms/text';
import { noFields } from './no-fields';

const PRICE = 'Escribe el precio en pesos, sin puntos (por ejemplo 189900).';
const pesos = z.number({ error: PRICE }).check(z.int(PRICE), z.positive(PRICE));
const slug = text('Falta el producto.', 120);
const sku = text('Falta la referencia.', 64);
// The console's forms send numbers and texts as typed; the core checks each value and says what is wrong, per field.
const long = (what: string) => text(`Escribe ${what}.`, 10_000);
const number = (what: string) => z.number({ error: `Escribe ${what} con números.` });
const active = z.boolean({ error: 'Indica si está a la venta.' });
const kind = z.enum(['category', 'brand'], { error: 'Elige categoría o marca.' });

const productFields = {
  name: text('Escribe el nombre.', 400),
  brand: text('Elige una marca de la lista.', 120),
  category: text('Elige una categoría de la lista.', 120),
  goal: text('Elige el objetivo del producto.', 40),
  summary: long('una frase que resuma el producto'),
  description: long('la descripción'),
  ingredients: long('los ingredientes'),
  usage: long('el modo de uso'),
  invima: text('Escribe el registro INVIMA.', 200),
  servingSize: text('Escribe la porción.', 200),
  seoTitle: text('Escribe el título para buscadores, o déjalo vacío.', 400),
  seoDescription: text('Escribe la descripción para buscadores, o déjala vacía.', 1000),
  active,
};

const variantFields = {
  size: text('Escribe el tamaño.', 200),
  flavour: text('Escribe el sabor, o déjalo vacío.', 200),
  weightGrams: number('el peso en gramos'),
  servings: number('las porciones'),
  taxRate: number('el IVA'),
  price: number('el precio en pesos'),
  compareAt: z.nullable(number('el precio "antes" en pesos')),
  stock: number('las unidades en stock'),
  lowStockLevel: number('el nivel de stock bajo'),
  active,
};

const percent = number('el porcentaje');
const filter = {
  category: z.optional(text('Elige una categoría.', 120)),
  brand: z.optional(text('Elige una marca.', 120)),
  search: z.optional(text('Escribe qué buscar.', 120)),
};

/** How the operators' catalogue endpoints are read (contract/admin-catalogue.ts). */
export const adminCatalogueInputs = {
  listVariants: z.object({ low: z.optional(z.enum(['0', '1'], { error: 'low es 0 o 1.' })) }),
  setVariantPrice: z.object({ sku, price: pesos, compareAt: z.optional(z.nullable(pesos)) }),
  restockVariant: z.object({ sku, units: number('las unidades recibidas') }),
  productsOnSale: z.object({ category: z.optional(text('Elige una categoría.', 120)) }),
  listProducts: noFields,
  getProduct: z.object({ slug }),
  createProduct: z.object({ slug: text('Escribe la dirección del producto.', 200), ...productFields }),
  updateProduct: z.object({ slug, ...productFields }),
  addVariant: z.object({ slug, sku: text('Escribe la referencia.', 200), ...variantFields }),
  updateVariant: z.object({ sku, ...variantFields }),
  addPicture: z.object({
    slug,
    bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array, {
      error: 'Envía la foto como imagen (JPEG, PNG, WebP o AVIF).',
    }),
  }),
  arrangePicture: z.object({
    slug,
    file: text('Falta la foto.', 200),
    move: z.enum(['up', 'down', 'remove', 'variant', 'alt'], {
      error: 'Elige subir, bajar, quitar, asignar o describir la foto.',
    }),
    sku: z.optional(z.nullable(sku)),
    // The core says how long a picture's text may be (core/catalog/product-pictures.ts): this only bounds what is read.
    alt: z.optional(text('Escribe qué muestra la foto.', 1000)),
  }),
  listTaxonomy: noFields,
  createTaxonomy: z.object({
    kind,
    name: text('Escribe el nombre.', 200),
    slug: z.optional(text('Escribe la dirección.', 200)),
  }),
  renameTaxonomy: z.object({ kind, slug: text('Falta la dirección.', 200), name: text('Escribe el nombre.', 200) }),
  previewBulkPrice: z.object({ percent, ...filter }),
  applyBulkPrice: z.object({
    percent,
    ...filter,
    previewed: z.array(z.object({ sku, price: number('el precio') }), { error: 'Falta la vista previa.' }),
  }),
  exportCatalogue: noFields,
  importCatalogue: z.object({
    csv: z.string({ error: 'Elige el archivo CSV del catálogo.' }),
    dryRun: z.boolean({ error: 'Indica si es una prueba.' }),
    language: z.optional(z.enum(['es', 'en'], { error: 'El idioma es es o en.' })),
  }),
};
