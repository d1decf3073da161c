import { and, isNull, sql } from 'drizzle-orm';
import type { Email } from '../../core/people/email';
import type { Db } from './db';
import { recordHappening } from './order-happenings';
import { orderAudit, orders } from './schema/index';

/** Attaches every guest order of `email` to a customer inside the caller's transaction, with an audit entry and a
 * `claimed` event each (core/orders/claim-orders.ts says which orders: no account yet, the same email as the store
 * keeps it, trimmed and lower-case); answers their numbers, oldest first. */
export const claimGuestOrdersIn = async (
  tx: Db,
  claim: { readonly customerId: string; readonly email: Email; readonly at: Date },
): Promise<readonly string[]> => {
  const claimed = await tx
    .update(orders)
    .set({ customerId: claim.customerId })
    .where(and(isNull(orders.customerId), sql`lower(trim(${orders.buyerEmail})) = ${claim.email}`))
    .returning({ id: orders.id, number: orders.number, state: orders.state, placedAt: orders.placedAt });
  const oldestFirst = [...claimed].sort(
    (a, b) => a.placedAt.getTime() - b.placedAt.getTime() || (a.number < b.number ? -1 : 1),
  );
  for (const order of oldestFirst) {
    await tx.insert(orderAudit).values({
      orderId: order.id,
      actor: 'cliente',
      action: 'claim',
      at: claim.at,
      before: order.state,
      after: order.state,
      detail: `attached to customer ${claim.customerId} after the email ${claim.email} was verified`,
    });
    await recordHappening(tx, 'claimed', order.id, claim.at);
  }
  return oldestFirst.map((o) => o.number);
};
