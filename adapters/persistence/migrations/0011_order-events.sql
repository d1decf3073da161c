CREATE TABLE "order_event_handlings" (
	"event_id" bigint NOT NULL,
	"subscriber" text NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_event_handlings_event_id_subscriber_pk" PRIMARY KEY("event_id","subscriber")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed')),
	CONSTRAINT "order_events_state_known" CHECK ("order_events"."state" IN ('pending', 'delivered', 'stuck')),
	CONSTRAINT "order_events_attempts_not_negative" CHECK ("order_events"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_event_handlings" ADD CONSTRAINT "order_event_handlings_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_due_idx" ON "order_events" USING btree ("next_attempt_at","id") WHERE "order_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "order_events_stuck_idx" ON "order_events" USING btree ("id") WHERE "order_events"."state" = 'stuck';