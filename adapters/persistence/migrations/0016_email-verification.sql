CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_customer_idx" ON "email_verifications" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'voucher-issued', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed', 'claimed'));