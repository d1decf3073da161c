CREATE TABLE "stock_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_email_lower" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("id") WHERE "stock_alerts"."due_at" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
-- A variant whose stock goes from none to some makes its waiting requests due, in the transaction of the restock
-- (an order cancelled or expired, a delivery entered by an operator, any UPDATE of the stock).
CREATE FUNCTION stock_alerts_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET due_at = now() WHERE variant_id = NEW.id AND due_at IS NULL AND notified_at IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "variants_back_in_stock" AFTER UPDATE OF "stock" ON "variants"
  FOR EACH ROW WHEN (OLD.stock = 0 AND NEW.stock > 0) EXECUTE FUNCTION stock_alerts_due();
