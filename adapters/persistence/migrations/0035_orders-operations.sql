ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'payment-expired', 'voucher-issued', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed', 'claimed'));
