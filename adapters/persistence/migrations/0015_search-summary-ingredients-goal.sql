-- Search reads more of each product (issue 15): besides the name (weight A) and the brand, category, goal and flavours
-- (B), the summary (C) and the ingredients (D), so "termogénico" finds the burners whose summary says so while names
-- still rank first. Every word of that text joins search_words, so typos are corrected against it too. The synonym
-- table (core/catalog/search-synonyms.ts) is applied by the adapter as it reads the words typed.

-- The goal's label as the filters show it (GOAL_LABELS in core/catalog/listing.ts; a test checks they agree).
CREATE OR REPLACE FUNCTION goal_label(goal text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE goal WHEN 'ganar-masa' THEN 'Ganar masa' WHEN 'definir' THEN 'Definir' WHEN 'rendimiento' THEN 'Rendimiento'
    WHEN 'salud' THEN 'Salud y bienestar' ELSE goal END
$$;--> statement-breakpoint
-- As in 0002, with the goal's label in the text of weight B and the ingredients at the end.
CREATE OR REPLACE VIEW "product_search_source" AS
  SELECT p.id AS product_id, p.active, p.category_id, p.brand_id, p.goal, p.units_sold, p.created_at, p.slug, p.name, p.summary,
    b.name AS brand_name, c.slug AS category_slug, cheapest.price, cheapest.compare_at, coalesce(v.in_stock, false) AS in_stock,
    coalesce(v.sizes, 0) AS sizes, coalesce(v.flavour_count, 0) AS flavour_count, img.file_name AS image_file, img.alt AS image_alt,
    img.width AS image_width, img.height AS image_height, coalesce(v.flavours, '{}') AS flavours, coalesce(v.flavour_keys, '{}') AS flavour_keys,
    concat_ws(' ', p.search_text, b.name, c.name, goal_label(p.goal), array_to_string(v.flavours, ' ')) AS search_text,
    p.ingredients
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (SELECT price, compare_at FROM variants WHERE product_id = p.id AND active ORDER BY price, position LIMIT 1) cheapest ON true
  LEFT JOIN LATERAL (SELECT bool_or(stock > 0) AS in_stock, count(DISTINCT size)::int AS sizes, count(DISTINCT flavour)::int AS flavour_count,
      array_agg(DISTINCT flavour) FILTER (WHERE flavour IS NOT NULL) AS flavours,
      array_agg(DISTINCT lower(flavour)) FILTER (WHERE flavour IS NOT NULL) AS flavour_keys
    FROM variants WHERE product_id = p.id AND active) v ON true
  LEFT JOIN LATERAL (SELECT file_name, alt, width, height FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) img ON true;--> statement-breakpoint
-- As in 0007, with the summary (C) and ingredients (D) in the document and their words in search_words.
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
      || setweight(to_tsvector('spanish', f_unaccent(summary)), 'C') || setweight(to_tsvector('spanish', f_unaccent(ingredients)), 'D')
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
    regexp_split_to_table(lower(f_unaccent(concat_ws(' ', s.search_text, s.summary, s.ingredients))), '[^a-z0-9]+') AS w
  WHERE s.product_id = ANY(ids) AND length(w) >= 2
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS added = ROW_COUNT;
  IF changed + added > 0 THEN
    UPDATE search_catalogue_version SET version = version + 1;
  END IF;
END $$;--> statement-breakpoint
-- The `p_limit` best matches of a full-text query the adapter built (the synonyms of the words typed, each an
-- alternative), as card rows, best first: suggest_products (0004) for a query that is not just words.
CREATE FUNCTION suggest_matching(tsq tsquery, p_limit integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  result json;
BEGIN
  SELECT coalesce(json_agg(c ORDER BY c.rank DESC, c.in_stock DESC, c.units_sold DESC, c.product_id), '[]') INTO result FROM (
    SELECT s.product_id, s.units_sold, ts_rank(s.document, tsq) AS rank, s.slug, s.name, s.brand_name AS brand,
      s.category_slug AS category, s.price, s.in_stock, s.image_file AS file_name, s.image_alt AS alt, s.image_width AS width,
      s.image_height AS height
    FROM product_search s WHERE s.document @@ tsq AND s.active AND s.price IS NOT NULL
    ORDER BY rank DESC, s.in_stock DESC, s.units_sold DESC, s.product_id
    LIMIT p_limit) c;
  RETURN result;
END $$;--> statement-breakpoint
SELECT refresh_product_search(ARRAY(SELECT id FROM products));
