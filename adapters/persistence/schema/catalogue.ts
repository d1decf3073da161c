import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The catalogue's tables. Money columns hold whole pesos (integer); stock never goes below zero. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  colour: text('colour').notNull(),
  accent: text('accent').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    goal: text('goal').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    ingredients: text('ingredients').notNull(),
    usage: text('usage').notNull(),
    invima: text('invima').notNull(),
    servingSize: text('serving_size').notNull(),
    /** The page's own title and description for search engines (migration 0037); empty: its name and summary. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Units sold, kept up to date by paid orders; the "más vendidos" order. */
    unitsSold: integer('units_sold').notNull().default(0),
    /** Name, brand, category and flavours in one text, with the words of its quantities: what search matches against. */
    searchText: text('search_text').notNull().default(''),
    /** The summary and ingredients as search reads them ("sin cafeína" as one word; adapters/persistence/search-text.ts);
     * empty until the product is written again, when search reads the summary and ingredients themselves. */
    searchSummary: text('search_summary').notNull().default(''),
    searchIngredients: text('search_ingredients').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.name)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    flavour: text('flavour'),
    size: text('size').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    servings: integer('servings').notNull(),
    price: integer('price').notNull(),
    compareAt: integer('compare_at'),
    stock: integer('stock').notNull().default(0),
    /** At or under this stock the variant is reported low to operators (migration 0034). */
    lowStockLevel: integer('low_stock_level').notNull().default(5),
    /** Units a return brought back damaged: off sale, still counted (migration 0042). */
    damaged: integer('damaged').notNull().default(0),
    taxRate: numeric('tax_rate', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0.19),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_sku_idx').on(t.sku),
    index('variants_product_idx').on(t.productId),
    check('variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('variants_damaged_not_negative', sql`${t.damaged} >= 0`),
    check('variants_low_stock_level_not_negative', sql`${t.lowStockLevel} >= 0`),
    check('variants_price_positive', sql`${t.price} > 0`),
    check('variants_compare_at_above_price', sql`${t.compareAt} IS NULL OR ${t.compareAt} > ${t.price}`),
    check('variants_tax_rate_known', sql`${t.taxRate} IN (0, 0.05, 0.19)`),
  ],
);

/** Product pictures are generated at seed time and kept in the database, so every server process sees them. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    alt: text('alt').notNull(),
    flavour: text('flavour'),
    /** The size printed on the label ("5 lb"), when the picture shows one: the product page shows the chosen variant's. */
    size: text('size'),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('product_images_file_idx').on(t.fileName),
    index('product_images_product_idx').on(t.productId),
    // What the shop's <img alt> says (core/catalog/product-pictures.ts MAX_ALT): never empty, never past 125.
    check('product_images_alt_length', sql`char_length(${t.alt}) BETWEEN 1 AND 125`),
  ],
);
