-- Search answers from the matches of the words typed (adapters/search/postgres-search.ts): the database
-- finds and ranks the matching products once per set of words; filters, sorts, counts and facets are
-- worked out from those rows by the adapter, which keeps them per catalogue version. In PGlite a broad
-- word ("proteina": 1 500 of 10 000 products) costs ≈ 10 ms to count and facet in SQL on every call.

-- Bumped in the same transaction as every change to product_search, so a cached set of matches is
-- known to be stale as soon as the change is committed (and not before), in every process.
CREATE TABLE "search_catalogue_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "search_catalogue_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE search_catalogue_version SET version = version + 1;
END $$;--> statement-breakpoint
DROP FUNCTION search_products(text[], text, text[], text[], text[], integer, integer, boolean, text, integer, integer);--> statement-breakpoint
-- The full-text query of each word a shopper typed, as text, once each (see search_tsquery in 0004,
-- which is now their conjunction): a prefix term, or the catalogue words closest to a typo. The matches
-- of a term are kept by the adapter, so a new pair of known words costs no scan of the catalogue.
CREATE FUNCTION search_terms(words text[]) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text[];
BEGIN
  SELECT array_agg(DISTINCT q::text) INTO result FROM (
    SELECT to_tsquery('spanish', CASE
      WHEN length(t.w) < 4 OR EXISTS (SELECT 1 FROM search_words s WHERE s.word >= t.w AND s.word < t.w || '~') THEN t.w || ':*'
      ELSE coalesce((SELECT '(' || string_agg(c.word, ' | ') || ')' FROM (SELECT s.word FROM search_words s
        WHERE s.word % t.w AND abs(length(s.word) - length(t.w)) <= 2 ORDER BY similarity(s.word, t.w) DESC, s.word LIMIT 5) c), t.w)
    END) AS q
    FROM unnest(words) AS t(w)
    WHERE t.w ~ '^[a-z0-9]+$' AND to_tsvector('spanish', t.w) <> ''::tsvector) terms
  WHERE q <> ''::tsquery;
  RETURN result;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tsquery(words text[]) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT string_agg('(' || t || ')', ' & ')::tsquery FROM unnest(search_terms(words)) AS t);
END $$;--> statement-breakpoint
-- Every listed product matching one term of search_terms, column by column (arrays are far cheaper to
-- build than a JSON value per row): id, rank, category and brand ids, goal, price, stock, units sold,
-- creation time (ms) and flavours (joined by the unit separator, chr(31)); with the slugs and names of
-- their categories and brands and the catalogue version they were read at.
CREATE FUNCTION search_matches(term tsquery) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  result json;
BEGIN
  WITH m AS MATERIALIZED (SELECT * FROM product_search s WHERE s.document @@ term AND s.active AND s.price IS NOT NULL)
  SELECT json_build_object(
    'version', (SELECT version FROM search_catalogue_version),
    'ids', array_agg(product_id), 'ranks', array_agg(ts_rank(document, term)), 'categoryIds', array_agg(category_id),
    'brandIds', array_agg(brand_id), 'goals', array_agg(goal), 'prices', array_agg(price), 'inStock', array_agg(in_stock),
    'unitsSold', array_agg(units_sold), 'created', array_agg((extract(epoch FROM created_at) * 1000)::bigint),
    'flavours', array_agg(array_to_string(flavours, chr(31))),
    'categories', (SELECT json_agg(json_build_array(c.id, c.slug, c.name)) FROM categories c WHERE c.id IN (SELECT category_id FROM m)),
    'brands', (SELECT json_agg(json_build_array(b.id, b.slug, b.name)) FROM brands b WHERE b.id IN (SELECT brand_id FROM m)))
  INTO result FROM m;
  RETURN result;
END $$;--> statement-breakpoint
-- The cards of some products (keys as the catalogue's card rows) in the order given, and the catalogue
-- version they were read at, so the caller can tell whether the matches it kept are still current.
CREATE FUNCTION search_cards(ids integer[]) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  result json;
BEGIN
  SELECT json_build_object(
    'version', (SELECT version FROM search_catalogue_version),
    'cards', coalesce((SELECT json_agg(c ORDER BY c.pos) FROM (SELECT s.slug, s.name, s.brand_name AS brand, s.category_slug AS category,
        s.summary, s.price, s.compare_at, s.in_stock, s.sizes, s.flavour_count AS flavours, s.image_file AS file_name,
        s.image_alt AS alt, s.image_width AS width, s.image_height AS height, x.pos
      FROM unnest(ids) WITH ORDINALITY AS x(id, pos) JOIN product_search s ON s.product_id = x.id) c), '[]'))
  INTO result;
  RETURN result;
END $$;
