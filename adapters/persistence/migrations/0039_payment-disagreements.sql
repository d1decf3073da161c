CREATE TABLE "payment_disagreements" (
	"attempt_id" uuid PRIMARY KEY NOT NULL REFERENCES "payment_attempts"("id") ON DELETE cascade,
	"order_number" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"state" text NOT NULL,
	"disagreement" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_disagreements_seen_idx" ON "payment_disagreements" USING btree ("seen_at");
--> statement-breakpoint
CREATE INDEX "payment_attempts_flagged_idx" ON "payment_attempts" USING btree ("id") WHERE "payment_attempts"."flagged";
