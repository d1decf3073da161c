-- Invoice mail (issue 35): the files a kept mail carries (the AttachedDocument's XML and the PDF), in their order.
CREATE TABLE "mail_attachments" (
	"mail_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" bytea NOT NULL,
	CONSTRAINT "mail_attachments_mail_id_position_pk" PRIMARY KEY("mail_id","position"),
	CONSTRAINT "mail_attachments_position_positive" CHECK ("mail_attachments"."position" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
