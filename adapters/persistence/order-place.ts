import { eq, sql } from 'drizzle-orm';
import { orderNumber, type Order } from '../../core/orders/order';
import type { NewOrder, OpenOrderCaps, PlaceOutcome } from '../../core/orders/ports';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import { query } from './catalog-sql';
import { openOrdersOver } from './order-caps';
import type { Db } from './db';
import { orderRow, readOrders } from './order-rows';
import { recordHappening } from './order-happenings';
import { spendCreditIn } from './gift-ledger-store';
import { availableStock, reserveStock, retryingDeadlocks, unitsBySku } from './order-stock';
import { orderAudit, orderLines, orders, paymentAttempts } from './schema/index';

/** Why a placement's transaction was rolled back on purpose (an Error, so a stray one still has a stack). */
class Abandoned extends Error {
  constructor(
    readonly reason:
      | { kind: 'duplicate' }
      | { kind: 'short'; skus: readonly string[] }
      | { kind: 'too-many-open'; by: 'buyer' | 'ip' }
      | { kind: 'credit-short' },
  ) {
    super(`Placement abandoned: ${reason.kind}`);
  }
}

/** The order a key placed, and who placed it. */
export const placementOf = async (db: Db, key: string): Promise<{ order: Order; placedBy: string } | null> => {
  const [row] = await db
    .select({ id: orders.id, placedBy: orders.placedBy })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  const [order] = await readOrders(db, eq(orders.id, row.id), [], 1);
  return order ? { order, placedBy: row.placedBy } : null;
};

/** A key seen before: the same placer's retry gets its order back, anyone else learns nothing of it. */
const replay = (earlier: { order: Order; placedBy: string }, order: NewOrder): PlaceOutcome =>
  earlier.placedBy === order.placedBy ? { kind: 'duplicate', order: earlier.order } : { kind: 'key-taken' };

const insertOrder = async (tx: Db, order: NewOrder, key: string): Promise<string> => {
  const [{ n }] = await query<{ n: number }>(tx, sql`SELECT nextval('order_number_seq')::int AS n`);
  const number = orderNumber(bogotaDateOf(order.placedAt).year, Number(n));
  // A twin request with the same key may commit between our look-up and this insert: the unique index decides.
  const [inserted] = await tx
    .insert(orders)
    .values(orderRow(order, number, key))
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning({ id: orders.id });
  if (!inserted) throw new Abandoned({ kind: 'duplicate' });
  const orderId = inserted.id;
  if (order.lines.length > 0)
    await tx.insert(orderLines).values(order.lines.map((line, position) => ({ ...line, orderId, position })));
  if (order.firstPayment)
    await tx
      .insert(paymentAttempts)
      .values({ orderId, ...order.firstPayment, createdAt: order.placedAt, updatedAt: order.placedAt });
  await tx.insert(orderAudit).values({
    orderId,
    actor: 'cliente',
    action: 'place',
    at: order.placedAt,
    before: order.state,
    after: order.state,
    detail: null,
  });
  await recordHappening(tx, 'placed', orderId, order.placedAt);
  // An order placed paid (its gift credit covers it) tells its subscribers so with it: rewards, live pages, its mail.
  if (order.firstPayment?.state === 'approved') await recordHappening(tx, 'payment-approved', orderId, order.placedAt);
  return orderId;
};

/** OrderStore.place in SQL: one transaction that reserves every line's units and stores the order, its lines, its
 * first payment attempt when it has one, and its audit entry — or rolls back and reports each short line with what is
 * left now. */
export const placeInSql =
  (db: Db) =>
  async (order: NewOrder, key: string, caps: OpenOrderCaps): Promise<PlaceOutcome> => {
    const earlier = await placementOf(db, key);
    if (earlier) return replay(earlier, order);
    const units = unitsBySku(order.lines);
    try {
      const id = await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const over = await openOrdersOver(tx, order, caps);
          if (over) throw new Abandoned({ kind: 'too-many-open', by: over });
          const short = await reserveStock(tx, units);
          // Waiting for the stock locks (and the search trigger's lock) may have been waiting for a twin request with this
          // key: it has committed by now.
          const [twin] = await query<{ id: string }>(tx, sql`SELECT id FROM orders WHERE idempotency_key = ${key}`);
          if (twin) throw new Abandoned({ kind: 'duplicate' });
          if (short.length > 0) throw new Abandoned({ kind: 'short', skus: short });
          const id = await insertOrder(tx, order, key);
          const { giftCredit } = order.totals;
          if (giftCredit > 0 && order.customerId !== null) {
            const spent = await spendCreditIn(tx, {
              customerId: order.customerId,
              orderId: id,
              amount: giftCredit,
              at: order.placedAt,
            });
            if (!spent) throw new Abandoned({ kind: 'credit-short' });
          }
          return id;
        }),
      );
      const placed = (await readOrders(db, eq(orders.id, id), [], 1))[0];
      return { kind: 'placed', order: placed };
    } catch (e) {
      if (!(e instanceof Abandoned)) throw e;
      // A short or capped request may also be the twin of one that got through: that one is the answer for this key.
      const twin = await placementOf(db, key);
      if (twin) return replay(twin, order);
      if (e.reason.kind === 'duplicate') throw new Error(`Order with idempotency key ${key} vanished`, { cause: e });
      if (e.reason.kind === 'too-many-open') return { kind: 'too-many-open', by: e.reason.by };
      if (e.reason.kind === 'credit-short') return { kind: 'credit-short' };
      // Read after the rollback: what a shopper could buy now, not what this transaction saw.
      const available = await availableStock(db, e.reason.skus);
      return {
        kind: 'short',
        shortages: e.reason.skus.map((sku) => ({ sku, requested: units.get(sku)!, available: available.get(sku)! })),
      };
    }
  };
