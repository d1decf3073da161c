import { sql } from 'drizzle-orm';
import type { OrderHappeningType } from '../../core/events/ports';
import type { Db } from './db';

/** Writes an order event into the outbox inside the caller's transaction, due at once: it commits or rolls back with
 * the change it tells, which is what makes a crash after the commit lose no mail. */
export const recordHappening = async (
  tx: Db,
  type: OrderHappeningType | null,
  orderId: string,
  at: Date,
  returnId: string | null = null,
  invoiceId: string | null = null,
): Promise<void> => {
  if (type === null) return;
  const when = at.toISOString();
  await tx.execute(sql`INSERT INTO order_events
      (type, order_id, order_number, occurred_at, next_attempt_at, return_id, invoice_id)
    SELECT ${type}, id, number, ${when}::timestamptz, ${when}::timestamptz, ${returnId}::uuid, ${invoiceId}::uuid
    FROM orders
    WHERE id = ${orderId}::uuid`);
};
