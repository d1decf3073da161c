-- Invoicing (issue 35): a document the DIAN accepted is told to the outbox in the transaction that records it, so the
-- buyer's mail with its XML and PDF goes out once, through the subscribers, whatever crashes.
ALTER TABLE "order_events" ADD COLUMN "invoice_id" uuid;
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'payment-expired', 'voucher-issued', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed', 'claimed', 'return-requested', 'return-approved', 'return-rejected', 'return-received', 'return-refunded', 'return-refund-settled', 'invoice-accepted'));
