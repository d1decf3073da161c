-- The term of each word typed, in the order typed (NULL for a word that searches nothing: a stop word, a
-- symbol), so the search adapter can keep the term of every word it has seen and ask only for new ones.
-- A misspelt word searches as the words it is close to would, each as if typed (a prefix of its stem): the
-- same products, in the same order, as typing the word right, answered from the matches kept for those words.
CREATE OR REPLACE FUNCTION search_terms(words text[]) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text[];
BEGIN
  SELECT array_agg(CASE WHEN q <> ''::tsquery THEN q::text END ORDER BY ord) INTO result FROM (
    SELECT t.ord, CASE
      WHEN t.w !~ '^[a-z0-9]+$' OR to_tsvector('spanish', t.w) = ''::tsvector THEN ''::tsquery
      ELSE to_tsquery('spanish', CASE
        WHEN length(t.w) < 4 OR EXISTS (SELECT 1 FROM search_words s WHERE s.word >= t.w AND s.word < t.w || '~') THEN t.w || ':*'
        ELSE coalesce((SELECT '(' || string_agg(c.word || ':*', ' | ') || ')' FROM (SELECT s.word FROM search_words s
          WHERE s.word % t.w AND abs(length(s.word) - length(t.w)) <= 2 ORDER BY similarity(s.word, t.w) DESC, s.word LIMIT 5) c), t.w)
      END)
    END AS q
    FROM unnest(words) WITH ORDINALITY AS t(w, ord)) terms;
  RETURN result;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tsquery(words text[]) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT string_agg(DISTINCT '(' || t || ')', ' & ')::tsquery FROM unnest(search_terms(words)) AS t WHERE t IS NOT NULL);
END $$;
