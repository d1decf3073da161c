-- Refused payment notifications are kept as bounded digests (core/payments/notification-digest.ts) and deleted after a
-- week; genuine ones are kept whole. Every row says how it was kept and the size and SHA-256 of the body as it arrived
-- (computed here for the rows so far, before the refused ones among them are cut down to digests).
ALTER TABLE "payment_notifications" ADD COLUMN "kept" text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "body_bytes" integer;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "body_sha256" text;--> statement-breakpoint
UPDATE "payment_notifications"
  SET "body_bytes" = octet_length("body"), "body_sha256" = encode(sha256(convert_to("body", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "payment_notifications" ALTER COLUMN "body_bytes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_notifications" ALTER COLUMN "body_sha256" SET NOT NULL;--> statement-breakpoint
UPDATE "payment_notifications" SET
  "kept" = 'digest',
  "body" = CASE WHEN char_length("body") > 256 THEN left("body", 256) || '…' ELSE "body" END,
  "headers" = COALESCE((
    SELECT jsonb_object_agg(h.key, CASE WHEN char_length(h.value) > 100 THEN left(h.value, 100) || '…' ELSE h.value END)
    FROM jsonb_each_text("headers") AS h
    WHERE h.key IN ('content-type', 'user-agent', 'x-request-id', 'x-signature')
  ), '{}'::jsonb),
  "query" = COALESCE((
    SELECT jsonb_object_agg(
      CASE WHEN char_length(q.key) > 40 THEN left(q.key, 40) || '…' ELSE q.key END,
      CASE WHEN char_length(q.value) > 100 THEN left(q.value, 100) || '…' ELSE q.value END)
    FROM (SELECT key, value FROM jsonb_each_text("query") LIMIT 5) AS q
  ), '{}'::jsonb),
  "reference" = CASE WHEN char_length("reference") > 200 THEN NULL ELSE "reference" END
  WHERE "result" LIKE 'ignored:%' OR "result" LIKE 'replayed: ignored:%';--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_kept_known" CHECK ("kept" IN ('whole', 'digest'));--> statement-breakpoint
CREATE INDEX "payment_notifications_digest_idx" ON "payment_notifications" USING btree ("received_at") WHERE "kept" = 'digest';--> statement-breakpoint
-- Provider references are at most 200 characters (core/payments/reference.ts); rows from before are not checked.
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_reference_bounded" CHECK (char_length("reference") <= 200) NOT VALID;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_reference_bounded" CHECK (char_length("reference") <= 200) NOT VALID;
