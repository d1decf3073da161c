CREATE INDEX "order_audit_at_idx" ON "order_audit" USING btree ("at","id");
--> statement-breakpoint
CREATE INDEX "catalogue_changes_at_idx" ON "catalogue_changes" USING btree ("at","id");
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_consent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "marketing_consent_source" text;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_marketing_consent_source" CHECK ("customers"."marketing_consent_source" IN ('sign-up', 'account', 'unknown'));
--> statement-breakpoint
-- Before this migration nothing recorded when or where marketing consent was given, and Mi cuenta could already change
-- it: a customer who consents now is dated at their sign-up, and where they gave it is unknown.
UPDATE "customers" SET "marketing_consent_at" = "created_at", "marketing_consent_source" = 'unknown' WHERE "marketing_consent";
