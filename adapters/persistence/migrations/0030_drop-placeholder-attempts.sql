-- Online orders used to be placed with a placeholder attempt that nothing ever sent, used or closed: 'created' for
-- good (also on paid and reversed orders), or 'expired' when the order was cancelled unpaid. Such an attempt is the
-- order's first, stored with it (created at its placed_at), for an online method, with no reference, request id,
-- action or reason; a real one is made later, when the shopper pays. Cash on delivery's and the gift credit's stay.
DELETE FROM "payment_attempts" p
  USING "orders" o
  WHERE p."order_id" = o."id"
    AND p."state" IN ('created', 'expired')
    AND p."method" NOT IN ('cash-on-delivery', 'gift-credit')
    AND p."reference" IS NULL AND p."provider_message_id" IS NULL AND p."action" IS NULL AND p."reason" IS NULL
    AND p."created_at" = o."placed_at"
    AND NOT EXISTS (SELECT 1 FROM "payment_attempts" e WHERE e."order_id" = p."order_id" AND e."seq" < p."seq");
