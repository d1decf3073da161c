-- A sale changes a variant's stock, which refreshes its product's search row (0002): the version that tells
-- every process its kept search matches are stale is now bumped only when a search row or word really
-- changed (stock that stays above zero does not), so orders neither wait on that one row nor empty the
-- search caches.
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  added integer;
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
    image_height = EXCLUDED.image_height, flavours = EXCLUDED.flavours, flavour_keys = EXCLUDED.flavour_keys, document = EXCLUDED.document
  WHERE s IS DISTINCT FROM EXCLUDED;
  GET DIAGNOSTICS changed = ROW_COUNT;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM product_search_source s, regexp_split_to_table(lower(f_unaccent(s.search_text)), '[^a-z0-9]+') AS w
  WHERE s.product_id = ANY(ids) AND length(w) >= 2
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS added = ROW_COUNT;
  IF changed + added > 0 THEN
    UPDATE search_catalogue_version SET version = version + 1;
  END IF;
END $$;--> statement-breakpoint
-- Secrets the store makes for itself and shares between its processes (the key that signs order links).
CREATE TABLE "store_secrets" (
  "name" text PRIMARY KEY,
  "value" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
