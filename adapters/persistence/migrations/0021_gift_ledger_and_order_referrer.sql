CREATE TABLE "gift_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"amount" integer NOT NULL,
	"pending" integer NOT NULL,
	"reason" text,
	"actor" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_ledger_kind_known" CHECK ("gift_ledger"."kind" IN ('earned', 'clawback', 'spent', 'restored', 'settlement', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_id" text;--> statement-breakpoint
ALTER TABLE "gift_ledger" ADD CONSTRAINT "gift_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_ledger" ADD CONSTRAINT "gift_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_ledger_customer_idx" ON "gift_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_ledger_once_idx" ON "gift_ledger" USING btree ("customer_id","kind","order_id") WHERE "gift_ledger"."order_id" IS NOT NULL AND "gift_ledger"."kind" IN ('earned', 'clawback', 'spent', 'restored');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_referrer_idx" ON "orders" USING btree ("referrer_id") WHERE "orders"."referrer_id" IS NOT NULL;