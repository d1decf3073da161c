import { sql } from 'drizzle-orm';
import type { NewOrder, OpenOrderCaps } from '../../core/orders/ports';
import { query } from './catalog-sql';
import type { Db } from './db';

/** Inside a placement's transaction: whether the buyer (the same email, document or phone) or the client's address
 * already holds the open unpaid orders the caps allow — waiting for payment and not yet past their expiry, or cash on
 * delivery not yet prepared. A transaction-scoped lock per email, document, phone and address, taken in one order,
 * makes two placements of the same buyer wait for each other, so concurrent orders cannot both pass the count. */
export const openOrdersOver = async (tx: Db, order: NewOrder, caps: OpenOrderCaps): Promise<'buyer' | 'ip' | null> => {
  const { email, documentNumber, phone } = order.buyer;
  const keys = [`email:${email}`, `document:${documentNumber}`, `phone:${phone}`, `ip:${order.clientIp}`];
  await query(
    tx,
    sql`
    SELECT pg_advisory_xact_lock(h)
    FROM (SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest(ARRAY[${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}]::text[]) AS k ORDER BY h) AS locks`,
  );
  const sameBuyer = sql`(buyer_email = ${email} OR document_number = ${documentNumber} OR phone = ${phone})`;
  const [counts] = await query<{ buyer: number; ip: number }>(
    tx,
    sql`
    SELECT count(*) FILTER (WHERE ${sameBuyer})::int AS buyer, count(*) FILTER (WHERE client_ip = ${order.clientIp})::int AS ip
    FROM orders
    WHERE state IN ('pending_payment', 'confirmed') AND (expires_at IS NULL OR expires_at > ${order.placedAt})
      AND (${sameBuyer} OR client_ip = ${order.clientIp})`,
  );
  if (counts.buyer >= caps.perBuyer) return 'buyer';
  if (counts.ip >= caps.perIp) return 'ip';
  return null;
};
