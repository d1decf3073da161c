import { eq, sql } from 'drizzle-orm';
import { orderNumber } from '../../core/orders/order';
import type { NewOrder } from '../../core/orders/ports';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import { query } from './catalog-sql';
import type { Db } from './db';
import { orderRow } from './order-rows';
import { reserveStock, unitsBySku } from './order-stock';
import { orderAudit, orderLines, orders, replacementOrders, returnLines } from './schema/index';

/** Reserves, inside the caller's transaction, the units an exchange's lines ask for, as a checkout reserves an order's
 * (same locks, never below zero); answers the skus that are short, having taken none. Until the return is received,
 * those units are the approved exchange's (its lines' `exchange_sku` × `quantity`): in returns, for stock conservation. */
export const holdExchangeUnits = async (tx: Db, returnId: string): Promise<string[]> => {
  const lines = await tx
    .select({ sku: returnLines.exchangeSku, quantity: returnLines.quantity })
    .from(returnLines)
    .where(eq(returnLines.returnId, returnId));
  return reserveStock(tx, unitsBySku(lines.flatMap((l) => (l.sku ? [{ sku: l.sku, quantity: l.quantity }] : []))));
};

/** Stores an exchange's replacement order inside the caller's transaction — its units are those held at approval, so
 * none are reserved again — with its audit entry naming the return, and links the two. */
export const storeReplacement = async (
  tx: Db,
  link: { readonly returnId: string; readonly returnNumber: string; readonly actor: string },
  order: NewOrder,
): Promise<void> => {
  const [{ n }] = await query<{ n: number }>(tx, sql`SELECT nextval('order_number_seq')::int AS n`);
  const number = orderNumber(bogotaDateOf(order.placedAt).year, Number(n));
  const [{ id }] = await tx
    .insert(orders)
    .values(orderRow(order, number, `exchange-${link.returnId}`))
    .returning({ id: orders.id });
  await tx.insert(orderLines).values(order.lines.map((line, position) => ({ ...line, orderId: id, position })));
  await tx.insert(orderAudit).values({
    orderId: id,
    actor: link.actor,
    action: 'exchange',
    at: order.placedAt,
    before: order.state,
    after: order.state,
    detail: `Cambio de la devolución ${link.returnNumber}`,
  });
  await tx.insert(replacementOrders).values({ returnId: link.returnId, orderId: id });
};
