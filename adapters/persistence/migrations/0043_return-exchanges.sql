-- Exchanges (issue 34): a `cambio` names, per line, the variant wanted instead; once its units are received, a $ 0
-- replacement order ships them (its units reserved when the exchange was approved).
ALTER TABLE "return_lines" ADD COLUMN "exchange_sku" text;
--> statement-breakpoint
-- The link between an exchange and its replacement order, both ways: one replacement per return, one return per order.
CREATE TABLE "replacement_orders" (
	"return_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replacement_orders" ADD CONSTRAINT "replacement_orders_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "replacement_orders" ADD CONSTRAINT "replacement_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "replacement_orders_order_idx" ON "replacement_orders" USING btree ("order_id");
