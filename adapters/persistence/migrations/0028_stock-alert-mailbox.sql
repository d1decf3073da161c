ALTER TABLE "stock_alerts" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- The mailbox of each kept address, as core/customers/mailbox.ts computes it: no "+tag"; for Gmail no dots, googlemail.com read as gmail.com.
UPDATE "stock_alerts" SET "mailbox" = CASE
  WHEN split_part("email", '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(regexp_replace(split_part("email", '@', 1), '^(.[^+]*)\+.*$', '\1'), '.', '') || '@gmail.com'
  ELSE regexp_replace(split_part("email", '@', 1), '^(.[^+]*)\+.*$', '\1') || '@' || split_part("email", '@', 2)
END;--> statement-breakpoint
-- Requests still waiting for one mailbox and variant become one (the oldest): that mailbox gets one mail, not several.
DELETE FROM "stock_alerts" later USING "stock_alerts" earlier
  WHERE later."notified_at" IS NULL AND earlier."notified_at" IS NULL AND later."variant_id" = earlier."variant_id"
    AND later."mailbox" = earlier."mailbox" AND later."id" > earlier."id";--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
DROP INDEX "stock_alerts_waiting_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id","mailbox") WHERE "stock_alerts"."notified_at" IS NULL;
