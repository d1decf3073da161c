-- The catalogue's version as shoppers see it: what the store's in-process caches of public pages and catalogue reads
-- are kept at (adapters/catalogue-version.ts). Unlike search_catalogue_version (0005, 0007), which moves only when a
-- search row or word changes, it moves with anything a page shows: a description, a picture, a price, a name, and a
-- variant's stock as far as a page tells it (sold out, "Últimas N unidades" up to 5, and the quantity a shopper may
-- choose, up to 10 a line with POLICY.md's defaults: stock above 10 reads the same, so most sales leave it alone and
-- never wait on its row).
CREATE TABLE "catalogue_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- One bump per statement that changed something visible. Its triggers are named so they fire before the search ones
-- of the same statement (triggers fire in name order): every writer takes this row before the product_search rows.
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update counts when a row changed in something else than its stock, or its stock as far as pages tell it.
CREATE FUNCTION bump_catalogue_version_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE to_jsonb(n) - 'stock' IS DISTINCT FROM to_jsonb(o) - 'stock'
      OR least((to_jsonb(n) ->> 'stock')::int, 11) IS DISTINCT FROM least((to_jsonb(o) ->> 'stock')::int, 11)
  ) THEN
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_on_update();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_change" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_version_update" AFTER UPDATE ON "variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_on_update();--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_version_change" AFTER INSERT OR DELETE OR TRUNCATE ON "variants"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_version_update" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_on_update();--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_version_change" AFTER INSERT OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_version_update" AFTER UPDATE ON "brands"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_on_update();--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_version_change" AFTER INSERT OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version_update" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_on_update();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version_change" AFTER INSERT OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
