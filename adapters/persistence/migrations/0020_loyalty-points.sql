CREATE TABLE "loyalty_month_points" (
	"customer_id" text NOT NULL,
	"month" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "loyalty_month_points_customer_id_month_pk" PRIMARY KEY("customer_id","month")
);
--> statement-breakpoint
CREATE TABLE "loyalty_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"order_id" uuid,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"month" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_points_reason" CHECK ("loyalty_points"."reason" IN ('order', 'gift', 'order-reversed', 'gift-reversed', 'adjustment')),
	CONSTRAINT "loyalty_points_month" CHECK ("loyalty_points"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "loyalty_month_points" ADD CONSTRAINT "loyalty_month_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_month_points_rank_idx" ON "loyalty_month_points" USING btree ("month","points" DESC NULLS LAST,"customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_once_idx" ON "loyalty_points" USING btree ("customer_id","reason","order_id") WHERE "loyalty_points"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "loyalty_points_order_idx" ON "loyalty_points" USING btree ("order_id");