-- What operators need to run the catalogue from the CLI: the stock at or under which a variant is reported low
-- (5 units, as the product page's "Últimas N unidades" starts at 5), and an audit of every change they make.
ALTER TABLE "variants" ADD COLUMN "low_stock_level" integer DEFAULT 5 NOT NULL;
--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_low_stock_level_not_negative" CHECK ("variants"."low_stock_level" >= 0);
--> statement-breakpoint
CREATE TABLE "catalogue_changes" (
  "id" serial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "actor" text NOT NULL,
  "source" text NOT NULL,
  "subject_kind" text NOT NULL,
  "subject" text NOT NULL,
  "before" jsonb,
  "after" jsonb NOT NULL,
  CONSTRAINT "catalogue_changes_subject_kind_known" CHECK ("catalogue_changes"."subject_kind" IN ('product', 'variant'))
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_subject_idx" ON "catalogue_changes" USING btree ("subject", "id");
