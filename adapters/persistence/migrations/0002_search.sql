-- Search in the store's own database (adapters/search/postgres-search.ts): Spanish full-text search that
-- ignores case and accents, and trigram similarity for typos. Both extensions are "trusted" since
-- PostgreSQL 13, so the database owner can create them; PGlite loads them in adapters/persistence/db.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, it is safe to
-- declare IMMUTABLE, which generated columns and indexes require.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent', $1) $$;--> statement-breakpoint
-- Kept up to date by PostgreSQL whenever name or search_text change; not in the Drizzle schema on
-- purpose: only the search adapter reads them.
ALTER TABLE "products" ADD COLUMN "search_folded" text
  GENERATED ALWAYS AS (lower(f_unaccent("search_text"))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (
    setweight(to_tsvector('spanish', f_unaccent("name")), 'A') ||
    setweight(to_tsvector('spanish', f_unaccent("search_text")), 'B')
  ) STORED;--> statement-breakpoint
CREATE INDEX "products_search_folded_trgm_idx" ON "products" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
