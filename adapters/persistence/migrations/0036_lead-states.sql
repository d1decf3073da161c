ALTER TABLE "leads" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_state_known" CHECK ("leads"."state" IN ('new', 'answered', 'closed'));
--> statement-breakpoint
CREATE INDEX "leads_state_idx" ON "leads" USING btree ("state","id");
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL REFERENCES "leads"("id") ON DELETE cascade,
	"at" timestamp with time zone NOT NULL,
	"operator_id" text,
	"actor" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id","id");
