-- What the console's Catálogo edits beyond the catalogue file's first columns: a product's own title and description
-- for search engines (empty: the page uses its name and summary), and an audit that also names the categories and
-- brands operators create or rename.
ALTER TABLE "products" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "catalogue_changes" DROP CONSTRAINT "catalogue_changes_subject_kind_known";
--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD CONSTRAINT "catalogue_changes_subject_kind_known"
  CHECK ("catalogue_changes"."subject_kind" IN ('product', 'variant', 'category', 'brand'));
