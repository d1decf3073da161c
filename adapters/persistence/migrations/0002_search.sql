-- Search in the store's own database (adapters/search/postgres-search.ts). Both extensions are "trusted"
-- since PostgreSQL 13, so the database owner can create them; PGlite loads them in persistence/db.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named it is safe to
-- declare IMMUTABLE, which indexes require.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent', $1) $$;--> statement-breakpoint
-- One row per product with everything a search matches, filters, sorts, counts and shows, so a search
-- reads one table instead of joining variants and pictures for every match (which costs too much in
-- PGlite at 10 000 products). Kept current by the triggers below; the card columns follow the
-- catalogue's card (adapters/persistence/catalog-sql.ts), and a test checks that they agree.
CREATE TABLE "product_search" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "active" boolean NOT NULL,
  "category_id" integer NOT NULL,
  "brand_id" integer NOT NULL,
  "goal" text NOT NULL,
  "units_sold" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  -- The card: the cheapest active variant's price (NULL without an active variant: never listed) and
  -- "before" price, stock, how many sizes and flavours, the first picture.
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "summary" text NOT NULL,
  "brand_name" text NOT NULL,
  "category_slug" text NOT NULL,
  "price" integer,
  "compare_at" integer,
  "in_stock" boolean NOT NULL,
  "sizes" integer NOT NULL,
  "flavour_count" integer NOT NULL,
  "image_file" text,
  "image_alt" text,
  "image_width" integer,
  "image_height" integer,
  -- The active variants' flavours as shown, and in lower case for the case-insensitive filter.
  "flavours" text[] NOT NULL,
  "flavour_keys" text[] NOT NULL,
  -- Name words weigh most (A), then brand, category and flavours (B); accents removed.
  "document" tsvector NOT NULL
);--> statement-breakpoint
-- fastupdate off: the catalogue changes rarely, and a pending list would slow every search until a VACUUM.
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document") WITH (fastupdate = off);--> statement-breakpoint
-- Every word of the catalogue, folded (lower case, no accents): typos are corrected against it by
-- trigram similarity, as the pg_trgm documentation suggests. Words are never removed: a stale word
-- only widens a correction to a word no product has.
CREATE TABLE "search_words" ("word" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- What search knows of each product, computed from the catalogue. The text searched is the product's
-- search_text plus its brand, category and active flavours as they are now, so renaming any of them
-- is searchable at once.
CREATE VIEW "product_search_source" AS
  SELECT p.id AS product_id, p.active, p.category_id, p.brand_id, p.goal, p.units_sold, p.created_at, p.slug, p.name, p.summary,
    b.name AS brand_name, c.slug AS category_slug, cheapest.price, cheapest.compare_at, coalesce(v.in_stock, false) AS in_stock,
    coalesce(v.sizes, 0) AS sizes, coalesce(v.flavour_count, 0) AS flavour_count, img.file_name AS image_file, img.alt AS image_alt,
    img.width AS image_width, img.height AS image_height, coalesce(v.flavours, '{}') AS flavours, coalesce(v.flavour_keys, '{}') AS flavour_keys,
    concat_ws(' ', p.search_text, b.name, c.name, array_to_string(v.flavours, ' ')) AS search_text
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (SELECT price, compare_at FROM variants WHERE product_id = p.id AND active ORDER BY price, position LIMIT 1) cheapest ON true
  LEFT JOIN LATERAL (SELECT bool_or(stock > 0) AS in_stock, count(DISTINCT size)::int AS sizes, count(DISTINCT flavour)::int AS flavour_count,
      array_agg(DISTINCT flavour) FILTER (WHERE flavour IS NOT NULL) AS flavours,
      array_agg(DISTINCT lower(flavour)) FILTER (WHERE flavour IS NOT NULL) AS flavour_keys
    FROM variants WHERE product_id = p.id AND active) v ON true
  LEFT JOIN LATERAL (SELECT file_name, alt, width, height FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) img ON true;--> statement-breakpoint
-- PL/pgSQL rather than SQL: it keeps its statements planned for the session, and triggers call it often.
CREATE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS s (product_id, active, category_id, brand_id, goal, units_sold, created_at, slug, name, summary,
    brand_name, category_slug, price, compare_at, in_stock, sizes, flavour_count, image_file, image_alt, image_width, image_height,
    flavours, flavour_keys, document)
  SELECT product_id, active, category_id, brand_id, goal, units_sold, created_at, slug, name, summary,
    brand_name, category_slug, price, compare_at, in_stock, sizes, flavour_count, image_file, image_alt, image_width, image_height,
    flavours, flavour_keys,
    setweight(to_tsvector('spanish', f_unaccent(name)), 'A') || setweight(to_tsvector('spanish', f_unaccent(search_text)), 'B')
  FROM product_search_source WHERE product_id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET active = EXCLUDED.active, category_id = EXCLUDED.category_id, brand_id = EXCLUDED.brand_id,
    goal = EXCLUDED.goal, units_sold = EXCLUDED.units_sold, created_at = EXCLUDED.created_at, slug = EXCLUDED.slug, name = EXCLUDED.name,
    summary = EXCLUDED.summary, brand_name = EXCLUDED.brand_name, category_slug = EXCLUDED.category_slug, price = EXCLUDED.price,
    compare_at = EXCLUDED.compare_at, in_stock = EXCLUDED.in_stock, sizes = EXCLUDED.sizes, flavour_count = EXCLUDED.flavour_count,
    image_file = EXCLUDED.image_file, image_alt = EXCLUDED.image_alt, image_width = EXCLUDED.image_width,
    image_height = EXCLUDED.image_height, flavours = EXCLUDED.flavours, flavour_keys = EXCLUDED.flavour_keys, document = EXCLUDED.document;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM product_search_source s, regexp_split_to_table(lower(f_unaccent(s.search_text)), '[^a-z0-9]+') AS w
  WHERE s.product_id = ANY(ids) AND length(w) >= 2
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- Statement-level triggers with transition tables: a statement that writes many rows (the seed, an
-- import) refreshes each product once. A trigger with transition tables has one event, hence several.
-- A new product is listed (and so searchable) only once it has an active variant: inserting variants
-- creates its row, so inserting the product itself needs no trigger.
CREATE FUNCTION products_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_sync();--> statement-breakpoint
-- Variants and pictures: refresh the products whose rows were written.
CREATE FUNCTION product_rows_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_product_search(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "variants_search_insert" AFTER INSERT ON "variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_search_sync();--> statement-breakpoint
CREATE TRIGGER "variants_search_update" AFTER UPDATE ON "variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_search_sync();--> statement-breakpoint
CREATE TRIGGER "variants_search_delete" AFTER DELETE ON "variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_search_sync();--> statement-breakpoint
CREATE TRIGGER "product_images_search_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_search_sync();--> statement-breakpoint
CREATE TRIGGER "product_images_search_update" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_search_sync();--> statement-breakpoint
CREATE TRIGGER "product_images_search_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_rows_search_sync();--> statement-breakpoint
-- A renamed brand or category changes the cards and the text of its products.
CREATE FUNCTION brand_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT p.id FROM products p JOIN new_rows n ON n.id = p.brand_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "brands_search_update" AFTER UPDATE ON "brands"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_search_sync();--> statement-breakpoint
CREATE FUNCTION category_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(SELECT p.id FROM products p JOIN new_rows n ON n.id = p.category_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "categories_search_update" AFTER UPDATE ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_search_sync();--> statement-breakpoint
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
