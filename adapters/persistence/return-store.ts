import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderHappeningType } from '../../core/events/ports';
import type { ReturnAudit, ReturnStore } from '../../core/returns/ports';
import type { PictureType, UnitsBack } from '../../core/returns/return';
import { returnNumber } from '../../core/returns/return';
import { pesos, ZERO } from '../../core/shared/money';
import { query } from './catalog-sql';
import type { Db } from './db';
import { moveReturnCreditIn } from './gift-ledger-store';
import { recordHappening } from './order-happenings';
import { dateText, isUuid } from './order-rows';
import { retryingDeadlocks } from './order-stock';
import { holdExchangeUnits, storeReplacement } from './return-exchange';
import { readReturns, refundRow, toRefund } from './return-rows';
import { operatorAudit, orderAudit, orders, returnLines, returnPictures, returnRefunds, returns } from './schema/index';

/** Thrown inside a transaction to roll it back: the return or its order moved meanwhile. */
class Moved extends Error {
  constructor() {
    super('The return or its order moved meanwhile');
  }
}

/** Thrown inside an exchange's approval to roll it back: too few units of the variants it asks for. */
class Short extends Error {
  constructor(readonly skus: readonly string[]) {
    super(`Too few units for the exchange: ${skus.join(', ')}`);
  }
}

const audit = (tx: Db, number: string, entry: ReturnAudit, at: Date) =>
  tx
    .insert(operatorAudit)
    .values({ at, ...entry, subject: number, before: entry.before ?? null, after: entry.after ?? null });

/** Moves a return from one state to another with `set`, answering its order and number, or null when it is not in
 * `from`. */
const moveReturn = async (tx: Db, id: string, from: string, set: Partial<typeof returns.$inferInsert>) => {
  if (!isUuid(id)) return null;
  const [moved] = await tx
    .update(returns)
    .set(set)
    .where(and(eq(returns.id, id), eq(returns.state, from)))
    .returning({ orderId: returns.orderId, number: returns.number });
  return moved ?? null;
};

const told = (tx: Db, type: OrderHappeningType, moved: { orderId: string }, returnId: string, at: Date) =>
  recordHappening(tx, type, moved.orderId, at, returnId);

/** Received units back on sale (the variant's stock) or to its damaged count, the variants locked in sku order like
 * every other writer of stock, in one UPDATE (the search trigger runs once). */
const putBack = async (tx: Db, returnId: string, backs: ReadonlyMap<string, UnitsBack>) => {
  const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, returnId));
  for (const line of lines)
    await tx
      .update(returnLines)
      .set({ back: backs.get(line.sku) ?? 'on-sale' })
      .where(and(eq(returnLines.returnId, returnId), eq(returnLines.sku, line.sku)));
  if (lines.length === 0) return;
  await tx.execute(sql`SELECT sku FROM variants WHERE sku IN (SELECT sku FROM return_lines WHERE return_id = ${returnId}::uuid)
    ORDER BY sku FOR UPDATE`);
  await tx.execute(sql`UPDATE variants v
    SET stock = v.stock + CASE WHEN l.back = 'on-sale' THEN l.quantity ELSE 0 END,
        damaged = v.damaged + CASE WHEN l.back = 'damaged' THEN l.quantity ELSE 0 END
    FROM return_lines l WHERE l.return_id = ${returnId}::uuid AND v.sku = l.sku`);
};

/** Returns in SQL. Every change is one transaction whose UPDATE is guarded by the state it expects, with its order's
 * move, stock, credit, audit and outbox event; a refund id is a primary key, so a retried refund finds the first. */
export const sqlReturnStore = (db: Db): ReturnStore => {
  const findWhere = async (where: ReturnType<typeof eq>) => (await readReturns(db, where, [], 1))[0] ?? null;
  return {
    add: async (r, pictures) => {
      await db.transaction(async (tx) => {
        // The order's row is locked so that two requests at once take different sequences.
        const [order] = await tx
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.id, r.orderId))
          .for('update');
        if (!order) throw new Error(`No order ${r.orderId} to return`);
        // A retried request (its id seen before): the return it stored stands. The order's lock makes a twin wait.
        const [known] = await tx.select({ id: returns.id }).from(returns).where(eq(returns.id, r.id));
        if (known) return;
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(returns)
          .where(eq(returns.orderId, r.orderId));
        const sequence = n + 1;
        const { lines, answerBy, ...row } = r;
        await tx.insert(returns).values({
          ...row,
          number: returnNumber(order.number, sequence),
          sequence,
          state: 'requested',
          answerBy: dateText(answerBy),
        });
        if (lines.length > 0) await tx.insert(returnLines).values(lines.map((l) => ({ ...l, returnId: r.id })));
        if (pictures.length > 0)
          await tx.insert(returnPictures).values(
            pictures.map((p, position) => ({
              id: p.id,
              returnId: r.id,
              position,
              contentType: p.contentType,
              size: p.size,
              body: p.bytes,
            })),
          );
        await recordHappening(tx, 'return-requested', r.orderId, r.requestedAt, r.id);
      });
      return await findWhere(eq(returns.id, r.id));
    },

    find: async (id) => (isUuid(id) ? findWhere(eq(returns.id, id)) : null),

    findByNumber: (number) => findWhere(eq(returns.number, number)),

    listForOrder: (orderId) =>
      isUuid(orderId)
        ? readReturns(db, eq(returns.orderId, orderId), [asc(returns.sequence)], 1000)
        : Promise.resolve([]),

    list: ({ states, flagged, limit }) =>
      readReturns(
        db,
        and(
          states && states.length > 0 ? inArray(returns.state, [...states]) : undefined,
          flagged
            ? sql`EXISTS (SELECT 1 FROM return_refunds f WHERE f.return_id = ${returns.id} AND f.state = 'flagged')`
            : undefined,
        ),
        [desc(returns.requestedAt), desc(returns.number)],
        limit,
      ),

    picture: async (returnId, evidenceId) => {
      if (!isUuid(returnId) || !isUuid(evidenceId)) return null;
      const [row] = await db
        .select({ contentType: returnPictures.contentType, body: returnPictures.body })
        .from(returnPictures)
        .where(and(eq(returnPictures.returnId, returnId), eq(returnPictures.id, evidenceId)));
      return row ? { contentType: row.contentType as PictureType, bytes: new Uint8Array(row.body) } : null;
    },

    answer: ({ returnId, to, text, at, audit: entry }) =>
      db.transaction(async (tx) => {
        const moved = await moveReturn(
          tx,
          returnId,
          'requested',
          to === 'approved'
            ? { state: to, approvedAt: at, instructions: text }
            : { state: to, rejectedAt: at, rejection: text },
        );
        if (!moved) return false;
        await audit(tx, moved.number, entry, at);
        await told(tx, to === 'approved' ? 'return-approved' : 'return-rejected', moved, returnId, at);
        return true;
      }),

    approveExchange: async ({ returnId, text, at, audit: entry }) => {
      try {
        return await retryingDeadlocks(() =>
          db.transaction(async (tx) => {
            const set = { state: 'approved', approvedAt: at, instructions: text };
            const moved = await moveReturn(tx, returnId, 'requested', set);
            if (!moved) return { kind: 'moved' } as const;
            const short = await holdExchangeUnits(tx, returnId);
            if (short.length > 0) throw new Short(short);
            await audit(tx, moved.number, entry, at);
            await told(tx, 'return-approved', moved, returnId, at);
            return { kind: 'approved' } as const;
          }),
        );
      } catch (e) {
        if (e instanceof Short) return { kind: 'short', skus: e.skus };
        throw e;
      }
    },

    receive: ({ returnId, backs, at, audit: entry, replacement }) =>
      retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const state = replacement ? 'exchanged' : 'received';
          const moved = await moveReturn(tx, returnId, 'approved', { state, receivedAt: at });
          if (!moved) return false;
          await putBack(tx, returnId, backs);
          if (replacement)
            await storeReplacement(tx, { returnId, returnNumber: moved.number, actor: entry.actor }, replacement);
          await audit(tx, moved.number, entry, at);
          await told(tx, 'return-received', moved, returnId, at);
          return true;
        }),
      ),

    refund: async (change) => {
      const { refund } = change;
      try {
        return await db.transaction(async (tx) => {
          const [earlier] = await tx.select().from(returnRefunds).where(eq(returnRefunds.id, refund.id)).for('update');
          if (earlier) return { kind: 'repeat', refund: toRefund(earlier) } as const;
          const moved = await moveReturn(tx, refund.returnId, change.from, {
            state: 'refunded',
            refundedAt: refund.at,
          });
          if (!moved) throw new Moved();
          const order = await tx
            .update(orders)
            .set({ state: change.order.to })
            .where(and(eq(orders.id, moved.orderId), eq(orders.state, change.order.from)))
            .returning({ id: orders.id });
          if (order.length === 0) throw new Moved();
          await tx.insert(returnRefunds).values(refundRow(refund));
          await tx.insert(orderAudit).values({
            orderId: moved.orderId,
            actor: refund.actor,
            action: 'return-refunded',
            at: refund.at,
            before: change.order.from,
            after: change.order.to,
            detail: `${moved.number}: ${refund.how}${refund.reference ? ` ${refund.reference}` : ''}`,
          });
          await moveReturnCreditIn(tx, moved.orderId, change.credit, refund.at);
          await audit(tx, moved.number, change.audit, refund.at);
          await told(tx, 'return-refunded', moved, refund.returnId, refund.at);
          return { kind: 'refunded', refund } as const;
        });
      } catch (e) {
        if (e instanceof Moved) return { kind: 'moved' };
        throw e;
      }
    },

    findRefund: async (id) => {
      const [row] = await db.select().from(returnRefunds).where(eq(returnRefunds.id, id));
      return row ? toRefund(row) : null;
    },

    rewardsOf: async (orderId) => {
      if (!isUuid(orderId)) return { referralEarned: ZERO, referrerPoints: 0, buyerPoints: 0 };
      const [row] = await query<{ earned: number; gift: number; own: number }>(
        db,
        sql`SELECT
        (SELECT coalesce(sum(amount), 0)::int FROM gift_ledger WHERE order_id = ${orderId}::uuid AND kind = 'earned') AS earned,
        (SELECT coalesce(sum(points), 0)::int FROM loyalty_points WHERE order_id = ${orderId}::uuid AND reason = 'gift') AS gift,
        (SELECT coalesce(sum(points), 0)::int FROM loyalty_points WHERE order_id = ${orderId}::uuid AND reason = 'order') AS own`,
      );
      return { referralEarned: pesos(row.earned), referrerPoints: row.gift, buyerPoints: row.own };
    },

    pendingRefunds: async (limit) => {
      const rows = await db
        .select({ refund: returnRefunds, returnNumber: returns.number, orderId: returns.orderId })
        .from(returnRefunds)
        .innerJoin(returns, eq(returns.id, returnRefunds.returnId))
        .where(eq(returnRefunds.state, 'pending'))
        .orderBy(asc(returnRefunds.at), asc(returnRefunds.id))
        .limit(limit);
      return rows.map((r) => ({ refund: toRefund(r.refund), returnNumber: r.returnNumber, orderId: r.orderId }));
    },

    settleRefund: ({ refundId, to, at, audit: entry }) =>
      db.transaction(async (tx) => {
        const [settled] = await tx
          .update(returnRefunds)
          .set({ state: to })
          .where(and(eq(returnRefunds.id, refundId), eq(returnRefunds.state, 'pending')))
          .returning({ returnId: returnRefunds.returnId });
        if (!settled) return false;
        const [r] = await tx
          .select({ orderId: returns.orderId, number: returns.number })
          .from(returns)
          .where(eq(returns.id, settled.returnId));
        await audit(tx, r.number, entry, at);
        await told(tx, 'return-refund-settled', r, settled.returnId, at);
        return true;
      }),
  };
};
