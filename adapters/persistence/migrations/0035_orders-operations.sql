ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('placed', 'payment-approved', 'payment-rejected', 'payment-expired', 'voucher-issued', 'preparing', 'shipped', 'delivered', 'cancelled', 'expired', 'reversed', 'claimed'));
--> statement-breakpoint
CREATE INDEX "orders_buyer_email_search_idx" ON "orders" USING btree (lower("buyer_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_document_number_idx" ON "orders" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "orders_phone_idx" ON "orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "customers_email_search_idx" ON "customers" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_document_number_idx" ON "customers" USING btree ("document_number");--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");
