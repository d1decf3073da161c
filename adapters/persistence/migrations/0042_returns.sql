-- Returns (issue 34): a delivered order's units (or an amount) given back, with their pictures and refunds. Each change
-- of a return is one transaction with its order's move, its stock, its credit and points, and its outbox event.
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"reversal_cause" text,
	"words" text NOT NULL,
	"goodwill" integer,
	"refund_to" text NOT NULL,
	"bank_account" jsonb,
	"instructions" text,
	"rejection" text,
	"answer_by" date NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "returns_state_known" CHECK ("returns"."state" IN ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged')),
	CONSTRAINT "returns_reason_known" CHECK ("returns"."reason" IN ('retracto', 'reversion', 'defectuoso', 'error-despacho', 'cambio', 'otro')),
	CONSTRAINT "returns_refund_to_known" CHECK ("returns"."refund_to" IN ('original', 'gift-credit', 'bank-transfer')),
	CONSTRAINT "returns_goodwill_positive" CHECK ("returns"."goodwill" IS NULL OR "returns"."goodwill" > 0),
	CONSTRAINT "returns_transfer_has_account" CHECK ("returns"."refund_to" <> 'bank-transfer' OR "returns"."bank_account" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_idx" ON "returns" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "returns_order_sequence_idx" ON "returns" USING btree ("order_id", "sequence");
--> statement-breakpoint
CREATE INDEX "returns_state_idx" ON "returns" USING btree ("state", "requested_at");
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"back" text,
	CONSTRAINT "return_lines_return_id_sku_pk" PRIMARY KEY("return_id", "sku"),
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_unit_price_not_negative" CHECK ("return_lines"."unit_price" >= 0),
	CONSTRAINT "return_lines_back_known" CHECK ("return_lines"."back" IS NULL OR "return_lines"."back" IN ('on-sale', 'damaged'))
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "return_pictures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"body" bytea NOT NULL,
	CONSTRAINT "return_pictures_type_known" CHECK ("return_pictures"."content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "return_pictures_size" CHECK ("return_pictures"."size" > 0 AND "return_pictures"."size" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "return_pictures" ADD CONSTRAINT "return_pictures_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "return_pictures_return_idx" ON "return_pictures" USING btree ("return_id", "position");
--> statement-breakpoint
-- A refund's id is ours and the provider's idempotency key: unique, so a retried request finds the refund it made.
CREATE TABLE "return_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"money" integer NOT NULL,
	"credit" integer NOT NULL,
	"shipping_back" boolean NOT NULL,
	"referral_taken_back" integer NOT NULL,
	"referrer_points_taken_back" integer NOT NULL,
	"buyer_points_taken_back" integer NOT NULL,
	"how" text NOT NULL,
	"provider" text,
	"reference" text,
	"state" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_refunds_how_known" CHECK ("return_refunds"."how" IN ('provider', 'transfer', 'recorded', 'gift-credit')),
	CONSTRAINT "return_refunds_state_known" CHECK ("return_refunds"."state" IN ('refunded', 'pending', 'flagged')),
	CONSTRAINT "return_refunds_shares_not_negative" CHECK ("return_refunds"."value" >= 0 AND "return_refunds"."money" >= 0 AND "return_refunds"."credit" >= 0 AND "return_refunds"."referral_taken_back" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "return_refunds_return_idx" ON "return_refunds" USING btree ("return_id", "at");
--> statement-breakpoint
-- Units received damaged: off sale, still counted (on sale + sold + damaged + in returns is constant).
ALTER TABLE "variants" ADD COLUMN "damaged" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_damaged_not_negative" CHECK ("variants"."damaged" >= 0);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_known";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_known" CHECK ("orders"."state" IN ('pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'reversed', 'confirmed', 'partially_returned', 'returned'));
--> statement-breakpoint
-- The return an event tells of (its mails name the return's number); null for the order's own events.
ALTER TABLE "order_events" ADD COLUMN "return_id" uuid;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'payment-expired', 'voucher-issued', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed', 'claimed', 'return-requested', 'return-approved', 'return-rejected', 'return-received', 'return-refunded'));
--> statement-breakpoint
ALTER TABLE "gift_ledger" DROP CONSTRAINT "gift_ledger_kind_known";
--> statement-breakpoint
ALTER TABLE "gift_ledger" ADD CONSTRAINT "gift_ledger_kind_known" CHECK ("gift_ledger"."kind" IN ('earned', 'clawback', 'spent', 'restored', 'settlement', 'adjustment', 'return-restored', 'return-clawback'));
--> statement-breakpoint
ALTER TABLE "loyalty_points" DROP CONSTRAINT "loyalty_points_reason";
--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_reason" CHECK ("loyalty_points"."reason" IN ('order', 'gift', 'order-reversed', 'gift-reversed', 'adjustment', 'order-returned', 'gift-returned'));
