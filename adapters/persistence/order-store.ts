import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { happeningOfChange, happeningOfPayment } from '../../core/orders/order-happenings';
import type { OrderChange, OrderStore } from '../../core/orders/ports';
import type { Db } from './db';
import { placeInSql, placementOf } from './order-place';
import { claimGuestOrdersIn } from './order-claims';
import { orderListCondition } from './order-filters';
import { recordHappening } from './order-happenings';
import { isUuid, readOrders, toAudit } from './order-rows';
import { detailColumns } from './payment-attempt-store';
import { releaseStock, retryingDeadlocks } from './order-stock';
import { orderAudit, orders, paymentAttempts } from './schema/index';

/** Thrown inside a transaction to roll it back and answer false. */
class Moved extends Error {
  constructor() {
    super('The order moved on while its payment changed');
  }
}

const newestFirst = [desc(orders.placedAt), desc(orders.number)];

/** Applies an order's move inside the caller's transaction; false when the order is no longer in `from`. */
const applyChange = async (tx: Db, change: OrderChange): Promise<boolean> => {
  if (!isUuid(change.orderId)) return false;
  const moved = await tx
    .update(orders)
    .set({
      state: change.to,
      ...(change.tracking !== undefined && { tracking: change.tracking }),
      ...(!change.keepsExpiry && { expiresAt: null }),
    })
    .where(and(eq(orders.id, change.orderId), eq(orders.state, change.from)))
    .returning({ id: orders.id });
  if (moved.length === 0) return false;
  if (change.releaseStock) await releaseStock(tx, change.orderId);
  await tx.insert(orderAudit).values({ orderId: change.orderId, ...change.audit });
  await recordHappening(tx, happeningOfChange(change), change.orderId, change.audit.at);
  return true;
};

/** Keeps an unpaid order (and its reserved stock) at least until `until`: a method's own expiry outlasting the
 * order's (a cash voucher due in days) extends it; a shorter one changes nothing. */
const holdStock = async (tx: Db, orderId: string, until: Date) => {
  await tx
    .update(orders)
    .set({ expiresAt: sql`GREATEST(${orders.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'pending_payment'), isNotNull(orders.expiresAt)));
};

const rollingBackWhenMoved = async (run: () => Promise<boolean>): Promise<boolean> => {
  try {
    return await retryingDeadlocks(run);
  } catch (e) {
    if (e instanceof Moved) return false;
    throw e;
  }
};

/** Orders in SQL. Every write is one transaction whose UPDATE is guarded by the state it expects (compare-and-set),
 * so two confirmations or two operators acting at once change an order once; stock moves lock variants in sku order. */
export const sqlOrderStore = (db: Db): OrderStore => ({
  place: placeInSql(db),

  findPlacement: (key) => placementOf(db, key),

  findByNumber: async (number) => (await readOrders(db, eq(orders.number, number), [], 1))[0] ?? null,

  findById: async (id) => (isUuid(id) ? ((await readOrders(db, eq(orders.id, id), [], 1))[0] ?? null) : null),

  list: (query) => readOrders(db, orderListCondition(query), newestFirst, query.limit),

  listForCustomer: (customerId, limit) => readOrders(db, eq(orders.customerId, customerId), newestFirst, limit),

  listReferredBuyers: async (referrerId, limit) => {
    const person = sql`COALESCE(${orders.customerId}, lower(${orders.buyerEmail}))`;
    // The first order of each person (DISTINCT ON keeps the first row of each by the ORDER BY), then newest first.
    const firsts = db
      .selectDistinctOn([person], {
        customerId: orders.customerId,
        name: orders.buyerName,
        firstOrderAt: sql<Date>`${orders.placedAt}`.as('first_order_at'),
        number: orders.number,
      })
      .from(orders)
      .where(and(eq(orders.referrerId, referrerId), ne(orders.state, 'cancelled')))
      .orderBy(person, asc(orders.placedAt), asc(orders.number))
      .as('firsts');
    const rows = await db.select().from(firsts).orderBy(desc(firsts.firstOrderAt), desc(firsts.number)).limit(limit);
    return rows.map((r) => ({ customerId: r.customerId, name: r.name, firstOrderAt: new Date(r.firstOrderAt) }));
  },

  claimGuestOrders: (claim) => db.transaction((tx) => claimGuestOrdersIn(tx, claim)),

  listExpired: (now, limit) =>
    readOrders(
      db,
      and(eq(orders.state, 'pending_payment'), isNotNull(orders.expiresAt), lte(orders.expiresAt, now)),
      [asc(orders.expiresAt), asc(orders.placedAt), asc(orders.number)],
      limit,
    ),

  change: (change) => rollingBackWhenMoved(() => db.transaction((tx) => applyChange(tx, change))),

  changePayment: (change) => {
    if (!isUuid(change.attemptId)) return Promise.resolve(false);
    return rollingBackWhenMoved(() =>
      db.transaction(async (tx) => {
        const moved = await tx
          .update(paymentAttempts)
          .set({ state: change.to, updatedAt: change.at, ...detailColumns(change.details ?? {}) })
          .where(and(eq(paymentAttempts.id, change.attemptId), eq(paymentAttempts.state, change.from)))
          .returning({ orderId: paymentAttempts.orderId });
        if (moved.length === 0) return false;
        const orderId = moved[0].orderId;
        await recordHappening(tx, happeningOfPayment(change), orderId, change.at);
        if (change.holdUntil) await holdStock(tx, orderId, change.holdUntil);
        if (change.order && !(await applyChange(tx, change.order))) throw new Moved();
        return true;
      }),
    );
  },

  note: async (orderId, entry) => {
    await db.insert(orderAudit).values({ orderId, ...entry });
  },

  history: async (orderId) =>
    isUuid(orderId)
      ? (await db.select().from(orderAudit).where(eq(orderAudit.orderId, orderId)).orderBy(asc(orderAudit.id))).map(
          toAudit,
        )
      : [],
});
