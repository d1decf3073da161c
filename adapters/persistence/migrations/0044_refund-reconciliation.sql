-- Refund reconciliation (issue 34): a refund its provider had not confirmed, settled later, is told to the outbox.
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'payment-expired', 'voucher-issued', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed', 'claimed', 'return-requested', 'return-approved', 'return-rejected', 'return-received', 'return-refunded', 'return-refund-settled'));
--> statement-breakpoint
-- The refunds the reconciliation asks about, oldest first.
CREATE INDEX "return_refunds_pending_idx" ON "return_refunds" USING btree ("at") WHERE "return_refunds"."state" = 'pending';
