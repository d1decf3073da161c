-- Search reads numbers and "sin" (issue 31): a product's quantities (its sizes, serving, what its texts state) are
-- index words in products.search_text (`qg685` is the 1 % step of 907 g; core/catalog/search-quantities.ts), and what
-- a product says it has none of is one word (`sincafeina`, core/catalog/negations.ts), in search_text and in the new
-- search_summary and search_ingredients, all written by the application as the product is written
-- (adapters/persistence/search-text.ts). The documents read those instead of the summary and ingredients (which
-- they stand for until the product is written again). The index words of quantities stay out of search_words: a
-- typo is never corrected into one.
ALTER TABLE "products" ADD COLUMN "search_summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- As in 0015, the ingredients and summary as search reads them.
CREATE OR REPLACE VIEW "product_search_source" AS
  SELECT p.id AS product_id, p.active, p.category_id, p.brand_id, p.goal, p.units_sold, p.created_at, p.slug, p.name, p.summary,
    b.name AS brand_name, c.slug AS category_slug, cheapest.price, cheapest.compare_at, coalesce(v.in_stock, false) AS in_stock,
    coalesce(v.sizes, 0) AS sizes, coalesce(v.flavour_count, 0) AS flavour_count, img.file_name AS image_file, img.alt AS image_alt,
    img.width AS image_width, img.height AS image_height, coalesce(v.flavours, '{}') AS flavours, coalesce(v.flavour_keys, '{}') AS flavour_keys,
    concat_ws(' ', p.search_text, b.name, c.name, goal_label(p.goal), array_to_string(v.flavours, ' ')) AS search_text,
    coalesce(nullif(p.search_ingredients, ''), p.ingredients) AS ingredients,
    coalesce(nullif(p.search_summary, ''), p.summary) AS search_summary
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (SELECT price, compare_at FROM variants WHERE product_id = p.id AND active ORDER BY price, position LIMIT 1) cheapest ON true
  LEFT JOIN LATERAL (SELECT bool_or(stock > 0) AS in_stock, count(DISTINCT size)::int AS sizes, count(DISTINCT flavour)::int AS flavour_count,
      array_agg(DISTINCT flavour) FILTER (WHERE flavour IS NOT NULL) AS flavours,
      array_agg(DISTINCT lower(flavour)) FILTER (WHERE flavour IS NOT NULL) AS flavour_keys
    FROM variants WHERE product_id = p.id AND active) v ON true
  LEFT JOIN LATERAL (SELECT file_name, alt, width, height FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) img ON true;--> statement-breakpoint
-- As in 0015, the summary as search reads it in the document and its words.
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
      || setweight(to_tsvector('spanish', f_unaccent(search_summary)), 'C') || setweight(to_tsvector('spanish', f_unaccent(ingredients)), 'D')
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
  SELECT DISTINCT w FROM product_search_source s,
    regexp_split_to_table(lower(f_unaccent(concat_ws(' ', s.search_text, s.search_summary, s.ingredients))), '[^a-z0-9]+') AS w
  WHERE s.product_id = ANY(ids) AND length(w) >= 2 AND w !~ '^q(g|v|c|n|cap|tab|sob)m?[0-9]+$'
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS added = ROW_COUNT;
  IF changed + added > 0 THEN
    UPDATE search_catalogue_version SET version = version + 1;
  END IF;
END $$;--> statement-breakpoint
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
