CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"product_slug" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"size" text NOT NULL,
	"flavour" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"compare_at" integer,
	"tax_rate" numeric(3, 2) NOT NULL,
	"gross" integer NOT NULL,
	"base" integer NOT NULL,
	"iva" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_unit_price_not_negative" CHECK ("order_lines"."unit_price" >= 0),
	CONSTRAINT "order_lines_gross_not_negative" CHECK ("order_lines"."gross" >= 0),
	CONSTRAINT "order_lines_base_not_negative" CHECK ("order_lines"."base" >= 0),
	CONSTRAINT "order_lines_iva_not_negative" CHECK ("order_lines"."iva" >= 0),
	CONSTRAINT "order_lines_tax_rate_known" CHECK ("order_lines"."tax_rate" IN (0, 0.05, 0.19))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" text,
	"state" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text NOT NULL,
	"notes" text NOT NULL,
	"department_code" text NOT NULL,
	"department_name" text NOT NULL,
	"municipality_code" text NOT NULL,
	"municipality_name" text NOT NULL,
	"shipping_method" text NOT NULL,
	"shipping_quote" integer NOT NULL,
	"shipping_charged" integer NOT NULL,
	"delivery_earliest" date NOT NULL,
	"delivery_latest" date NOT NULL,
	"tracking" text,
	"payment_method" text NOT NULL,
	"subtotal" integer NOT NULL,
	"gift_credit" integer NOT NULL,
	"shipping" integer NOT NULL,
	"cod_surcharge" integer NOT NULL,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_base" integer NOT NULL,
	"savings" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" IN ('pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'reversed', 'confirmed')),
	CONSTRAINT "orders_shipping_quote_not_negative" CHECK ("orders"."shipping_quote" >= 0),
	CONSTRAINT "orders_shipping_charged_not_negative" CHECK ("orders"."shipping_charged" >= 0),
	CONSTRAINT "orders_subtotal_not_negative" CHECK ("orders"."subtotal" >= 0),
	CONSTRAINT "orders_gift_credit_not_negative" CHECK ("orders"."gift_credit" >= 0),
	CONSTRAINT "orders_shipping_not_negative" CHECK ("orders"."shipping" >= 0),
	CONSTRAINT "orders_cod_surcharge_not_negative" CHECK ("orders"."cod_surcharge" >= 0),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total" >= 0),
	CONSTRAINT "orders_tax_not_negative" CHECK ("orders"."tax" >= 0),
	CONSTRAINT "orders_tax_base_not_negative" CHECK ("orders"."tax_base" >= 0),
	CONSTRAINT "orders_savings_not_negative" CHECK ("orders"."savings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_amount_not_negative" CHECK ("payment_attempts"."amount" >= 0),
	CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" IN ('created', 'pending', 'approved', 'rejected', 'failed', 'expired', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "order_audit" ADD CONSTRAINT "order_audit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_audit_order_idx" ON "order_audit" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","seq");