CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_number" text,
	"subject" text,
	"municipality_code" text,
	"investment" text,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mail_due_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_error" text,
	"inbox_mailed_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "leads_kind_known" CHECK ("leads"."kind" IN ('contact', 'franchise')),
	CONSTRAINT "leads_email_lower" CHECK ("leads"."email" = lower("leads"."email")),
	CONSTRAINT "leads_contact_subject" CHECK ("leads"."kind" <> 'contact' OR "leads"."subject" IS NOT NULL),
	CONSTRAINT "leads_franchise_fields" CHECK ("leads"."kind" <> 'franchise' OR ("leads"."phone" IS NOT NULL AND "leads"."municipality_code" IS NOT NULL AND "leads"."investment" IS NOT NULL)),
	CONSTRAINT "leads_mail_attempts_not_negative" CHECK ("leads"."mail_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
CREATE INDEX "leads_mail_due_idx" ON "leads" USING btree ("mail_due_at","id") WHERE "leads"."mail_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");