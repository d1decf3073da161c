-- Electronic invoicing (issue 35): an invoice for every sale and a credit note for every refund, numbered from the
-- DIAN's authorised range in the transaction that records them (invoice_numbering), sent by the invoice sender.
CREATE TABLE "invoice_numbering" (
	"prefix" text NOT NULL,
	"resolution" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_numbering_prefix_resolution_pk" PRIMARY KEY("prefix", "resolution")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"refund_id" text,
	"state" text NOT NULL,
	"prefix" text,
	"consecutive" integer,
	"number" text,
	"resolution" text,
	"issued_at" timestamp with time zone,
	"code" text,
	"prepared_xml" text,
	"qr_text" text,
	"response" text,
	"payable" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" IN ('invoice', 'credit-note')),
	CONSTRAINT "invoices_state_known" CHECK ("invoices"."state" IN ('waiting-range', 'pending', 'accepted', 'refused')),
	CONSTRAINT "invoices_credit_note_has_refund" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refund_id" IS NOT NULL)),
	CONSTRAINT "invoices_numbered_unless_waiting" CHECK (("invoices"."state" = 'waiting-range') = ("invoices"."consecutive" IS NULL) AND ("invoices"."consecutive" IS NULL) = ("invoices"."number" IS NULL)),
	CONSTRAINT "invoices_payable_not_negative" CHECK ("invoices"."payable" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- One invoice per order, one credit note per refund, and a number used once.
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_idx" ON "invoices" USING btree ("refund_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("prefix", "consecutive");
--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id", "created_at");
--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state", "created_at");
--> statement-breakpoint
-- What the sender claims: the pending documents by due time.
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at") WHERE "invoices"."state" = 'pending';
