ALTER TABLE "orders" ADD COLUMN "placed_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "orders_open_email_idx" ON "orders" USING btree ("buyer_email") WHERE "orders"."state" IN ('pending_payment', 'confirmed');--> statement-breakpoint
CREATE INDEX "orders_open_document_idx" ON "orders" USING btree ("document_number") WHERE "orders"."state" IN ('pending_payment', 'confirmed');--> statement-breakpoint
CREATE INDEX "orders_open_phone_idx" ON "orders" USING btree ("phone") WHERE "orders"."state" IN ('pending_payment', 'confirmed');--> statement-breakpoint
CREATE INDEX "orders_open_ip_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."state" IN ('pending_payment', 'confirmed');