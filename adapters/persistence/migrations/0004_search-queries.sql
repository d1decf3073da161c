-- The queries of search in the store's own database, over product_search and search_words (0002_search.sql).
-- They live in PL/pgSQL functions because PL/pgSQL keeps each statement parsed and planned for the whole
-- session: parsing and planning these statements cost more than running them in PGlite.

-- The full-text query of the folded words a shopper typed. Each word becomes a prefix term (`prot` →
-- `prot:*`, which also finds `Proteínas`: both sides are stemmed and unaccented). A word of four letters
-- or more that starts no word of the catalogue is taken for a typo and replaced by the catalogue words
-- most similar to it by trigrams, at most two letters longer or shorter (`protenia` → `proteina |
-- proteinas`). Stop words (`de`, `con`) are dropped. NULL when no word is left.
CREATE FUNCTION search_tsquery(words text[]) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  result tsquery;
BEGIN
  SELECT to_tsquery('spanish', string_agg(term, ' & ' ORDER BY ord)) INTO result FROM (
    SELECT t.ord, CASE
      WHEN length(t.w) < 4 OR EXISTS (SELECT 1 FROM search_words s WHERE s.word >= t.w AND s.word < t.w || '~') THEN t.w || ':*'
      ELSE coalesce((SELECT '(' || string_agg(c.word, ' | ') || ')' FROM (SELECT s.word FROM search_words s
        WHERE s.word % t.w AND abs(length(s.word) - length(t.w)) <= 2 ORDER BY similarity(s.word, t.w) DESC, s.word LIMIT 5) c), t.w)
    END AS term
    FROM unnest(words) WITH ORDINALITY AS t(w, ord)
    WHERE t.w ~ '^[a-z0-9]+$' AND to_tsvector('spanish', t.w) <> ''::tsvector) terms;
  RETURN result;
END $$;--> statement-breakpoint
-- One page of matching cards (keys as the catalogue's card rows), the number of matches after the
-- filters, and facet rows [kind, value, label, count] over every match whatever the filters. The
-- filters and orders follow the catalogue's (cardWhere, cardOrder in adapters/persistence/catalog-sql.ts);
-- a NULL filter does not narrow. NULL when no word is left to search for.
CREATE FUNCTION search_products(words text[], p_category text, p_brands text[], p_goals text[], p_flavour_keys text[],
  p_price_min integer, p_price_max integer, p_in_stock boolean, p_sort text, p_limit integer, p_offset integer)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  tsq tsquery := search_tsquery(words);
  result json;
BEGIN
  IF tsq IS NULL THEN RETURN NULL; END IF;
  WITH m AS MATERIALIZED (
    SELECT s.product_id, s.category_id, s.brand_id, s.goal, s.price, s.in_stock, s.flavours, s.flavour_keys, s.units_sold, s.created_at,
      CASE WHEN p_sort = 'nombre' THEN lower(s.name) END AS name_key,
      CASE WHEN p_sort = 'relevancia' THEN ts_rank(s.document, tsq) END AS rank
    FROM product_search s WHERE s.document @@ tsq AND s.active AND s.price IS NOT NULL),
  f AS NOT MATERIALIZED (SELECT * FROM m WHERE
    (p_category IS NULL OR m.category_id = (SELECT id FROM categories WHERE slug = p_category))
    AND (p_brands IS NULL OR m.brand_id IN (SELECT id FROM brands WHERE slug = ANY(p_brands)))
    AND (p_goals IS NULL OR m.goal = ANY(p_goals))
    AND (p_flavour_keys IS NULL OR m.flavour_keys && p_flavour_keys)
    AND (p_price_min IS NULL OR m.price >= p_price_min)
    AND (p_price_max IS NULL OR m.price <= p_price_max)
    AND (NOT p_in_stock OR m.in_stock)),
  page AS (SELECT x.id, x.pos FROM unnest(ARRAY(SELECT product_id FROM f ORDER BY
      rank DESC NULLS LAST,
      CASE WHEN p_sort = 'relevancia' THEN in_stock END DESC,
      CASE WHEN p_sort IN ('relevancia', 'mas-vendidos') THEN units_sold END DESC,
      CASE WHEN p_sort = 'precio-asc' THEN price END ASC,
      CASE WHEN p_sort = 'precio-desc' THEN price END DESC,
      CASE WHEN p_sort = 'nuevos' THEN created_at END DESC,
      CASE WHEN p_sort = 'nuevos' THEN product_id END DESC,
      name_key ASC,
      product_id ASC
    LIMIT p_limit OFFSET p_offset)) WITH ORDINALITY AS x(id, pos))
  SELECT json_build_object(
    'total', (SELECT count(*) FROM f),
    'cards', (SELECT json_agg(c ORDER BY c.pos) FROM (SELECT s.slug, s.name, s.brand_name AS brand, s.category_slug AS category,
        s.summary, s.price, s.compare_at, s.in_stock, s.sizes, s.flavour_count AS flavours, s.image_file AS file_name,
        s.image_alt AS alt, s.image_width AS width, s.image_height AS height, page.pos
      FROM page JOIN product_search s ON s.product_id = page.id) c),
    'facets', (SELECT json_agg(json_build_array(kind, value, label, n)) FROM (
      -- Categories, brands and goals in one pass over the matches; flavours and the price range after.
      SELECT CASE g.sets WHEN 3 THEN 'category' WHEN 5 THEN 'brand' ELSE 'goal' END AS kind,
        coalesce(c.slug, b.slug, g.goal) AS value, coalesce(c.name, b.name, g.goal) AS label, g.n
      FROM (SELECT GROUPING(category_id, brand_id, goal) AS sets, category_id, brand_id, goal, count(*) AS n
        FROM m GROUP BY GROUPING SETS ((category_id), (brand_id), (goal))) g
      LEFT JOIN categories c ON c.id = g.category_id LEFT JOIN brands b ON b.id = g.brand_id
      UNION ALL SELECT 'flavour', fl, fl, count(*) FROM (SELECT unnest(flavours) AS fl FROM m) x GROUP BY fl
      UNION ALL SELECT 'price', min(price)::text, max(price)::text, count(*) FROM m) x))
  INTO result;
  RETURN result;
END $$;--> statement-breakpoint
-- The `p_limit` best matches for the suggestions under the search box, as card rows, best first.
CREATE FUNCTION suggest_products(words text[], p_limit integer) RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  tsq tsquery := search_tsquery(words);
  result json;
BEGIN
  IF tsq IS NULL THEN RETURN '[]'; END IF;
  SELECT coalesce(json_agg(c ORDER BY c.rank DESC, c.in_stock DESC, c.units_sold DESC, c.product_id), '[]') INTO result FROM (
    SELECT s.product_id, s.units_sold, ts_rank(s.document, tsq) AS rank, s.slug, s.name, s.brand_name AS brand,
      s.category_slug AS category, s.price, s.in_stock, s.image_file AS file_name, s.image_alt AS alt, s.image_width AS width,
      s.image_height AS height
    FROM product_search s WHERE s.document @@ tsq AND s.active AND s.price IS NOT NULL
    ORDER BY rank DESC, s.in_stock DESC, s.units_sold DESC, s.product_id
    LIMIT p_limit) c;
  RETURN result;
END $$;
