CREATE TABLE "pending_sign_ups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"referral_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_sign_ups_email_idx" ON "pending_sign_ups" USING btree ("email");
