-- A sale changes only its variants' stock, and a product's search row reads stock only as whether some variant has
-- any (in_stock): an update of variants or pictures now refreshes the search rows of the products whose rows changed
-- in something else than stock, or whose stock went to or from zero. Before, every order recomputed its products'
-- full-text documents (found by the place-order bench, tests/bench/orders.bench.ts) to find nothing changed.
CREATE OR REPLACE FUNCTION product_rows_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT DISTINCT unnest(ARRAY[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE to_jsonb(n) - 'stock' IS DISTINCT FROM to_jsonb(o) - 'stock'
        OR ((to_jsonb(n) ->> 'stock')::int > 0) IS DISTINCT FROM ((to_jsonb(o) ->> 'stock')::int > 0)));
  ELSE
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
