CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"headers" jsonb NOT NULL,
	"query" jsonb NOT NULL,
	"body" text NOT NULL,
	"verdict" text NOT NULL,
	"reference" text,
	"result" text,
	"handled_at" timestamp with time zone,
	CONSTRAINT "payment_notifications_verdict_known" CHECK ("payment_notifications"."verdict" IN ('valid', 'invalid', 'unsigned'))
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider" text;--> statement-breakpoint
UPDATE "payment_attempts" SET "provider" = CASE "method" WHEN 'cash-on-delivery' THEN 'tienda' ELSE "method" END;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "action" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_notifications_provider_idx" ON "payment_notifications" USING btree ("provider","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_reference_idx" ON "payment_attempts" USING btree ("provider","reference") WHERE "payment_attempts"."reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."state" IN ('created', 'pending');--> statement-breakpoint
CREATE INDEX "payment_attempts_reference_idx" ON "payment_attempts" USING btree ("reference");