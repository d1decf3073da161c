import { UNANSWERED } from '../../core/payments/attempt';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import { AT_THE_DOOR } from '../../core/payments/gateways';
import { fitsReference } from '../../core/payments/reference';
import { type AttemptDetails, type PaymentAttemptStore, type StoredAttempt } from '../../core/payments/ports';
import type { Db } from './db';
import { isUuid, toAttempt } from './order-rows';
import { orders, paymentAttempts } from './schema/index';

/** The columns an attempt's details set; a detail left out keeps its column as it is. */
export const detailColumns = (d: AttemptDetails) => ({
  ...(d.reference !== undefined && { reference: d.reference }),
  ...(d.action !== undefined && { action: d.action }),
  ...(d.expiresAt !== undefined && { expiresAt: d.expiresAt }),
  ...(d.reason !== undefined && { reason: d.reason }),
  ...(d.message !== undefined && { message: d.message }),
  ...(d.providerMessageId !== undefined && { providerMessageId: d.providerMessageId }),
  ...(d.flagged !== undefined && { flagged: d.flagged }),
});

const OPEN = ['created', 'pending'];

/** The attempts a WHERE selects (the first `limit`, or all), each with its order's number, oldest first. */
const readAttempts = async (db: Db, where: SQL | undefined, limit?: number): Promise<StoredAttempt[]> => {
  const query = db
    .select({ attempt: paymentAttempts, orderNumber: orders.number })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(where)
    .orderBy(asc(paymentAttempts.seq));
  return (limit === undefined ? await query : await query.limit(limit)).map((r) => ({
    orderId: r.attempt.orderId,
    orderNumber: r.orderNumber,
    attempt: toAttempt(r.attempt),
  }));
};

/** Payment attempts in SQL. Open attempts are claimed for status polls and reconciliation with `FOR UPDATE SKIP
 * LOCKED` and a `checked_at` stamp, so several workers (processes, or a shopper's page and the server's timer) never
 * ask a provider about the same attempt at once, and nothing is held while the provider answers. */
/** Takes up to `limit` attempts `which` selects that nobody checked since `checkedBefore`, oldest first, and stamps
 * them checked at `now`; rows another worker holds are skipped. */
const claim = async (
  db: Db,
  q: { readonly provider?: string; readonly checkedBefore: Date; readonly now: Date; readonly limit: number },
  which: SQL | undefined,
): Promise<StoredAttempt[]> => {
  const ids = await db.transaction(async (tx) => {
    const picked = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          which,
          or(isNull(paymentAttempts.checkedAt), lt(paymentAttempts.checkedAt, q.checkedBefore)),
          q.provider !== undefined ? eq(paymentAttempts.provider, q.provider) : undefined,
        ),
      )
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.seq))
      .limit(q.limit)
      .for('update', { skipLocked: true });
    if (picked.length === 0) return [];
    const taken = picked.map((p) => p.id);
    await tx.update(paymentAttempts).set({ checkedAt: q.now }).where(inArray(paymentAttempts.id, taken));
    return taken;
  });
  return ids.length === 0 ? [] : readAttempts(db, inArray(paymentAttempts.id, ids));
};

export const sqlPaymentAttemptStore = (db: Db): PaymentAttemptStore => ({
  add: async (orderId, { method, provider, amount, at, request }) => {
    const sent = request && {
      providerMessageId: request.messageId,
      action: request.action,
      expiresAt: request.expiresAt,
    };
    const [row] = await db
      .insert(paymentAttempts)
      .values({ orderId, method, provider, state: 'created', amount, createdAt: at, updatedAt: at, ...sent })
      .returning();
    return toAttempt(row);
  },

  find: async (attemptId) =>
    isUuid(attemptId) ? ((await readAttempts(db, eq(paymentAttempts.id, attemptId)))[0] ?? null) : null,

  // A reference longer than any the store records names nothing: it is not sent to the database at all.
  findByReference: async (provider, reference) =>
    fitsReference(reference)
      ? ((
          await readAttempts(db, and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.reference, reference)))
        )[0] ?? null)
      : null,

  listByReference: async (reference) =>
    fitsReference(reference) ? readAttempts(db, eq(paymentAttempts.reference, reference)) : [],

  claimOpen: async (q) => {
    if (q.attemptId !== undefined && !isUuid(q.attemptId)) return [];
    return claim(
      db,
      q,
      and(
        inArray(paymentAttempts.state, OPEN),
        or(
          isNotNull(paymentAttempts.reference),
          q.interruptedBefore !== undefined
            ? and(
                eq(paymentAttempts.state, 'created'),
                isNotNull(paymentAttempts.providerMessageId),
                lte(paymentAttempts.createdAt, q.interruptedBefore),
              )
            : undefined,
        ),
        q.since !== undefined ? gte(paymentAttempts.createdAt, q.since) : undefined,
        q.attemptId !== undefined ? eq(paymentAttempts.id, q.attemptId) : undefined,
      ),
    );
  },

  claimUnanswered: (q) =>
    claim(
      db,
      q,
      and(
        eq(paymentAttempts.state, 'failed'),
        eq(paymentAttempts.reason, UNANSWERED),
        isNotNull(paymentAttempts.providerMessageId),
        lte(paymentAttempts.expiresAt, q.now),
      ),
    ),

  listAwaiting: (limit) =>
    readAttempts(
      db,
      and(
        ne(paymentAttempts.provider, AT_THE_DOOR),
        or(
          inArray(paymentAttempts.state, OPEN),
          and(eq(paymentAttempts.state, 'failed'), eq(paymentAttempts.reason, UNANSWERED)),
        ),
      ),
      limit,
    ),

  record: async (attemptId, details, at) => {
    if (!isUuid(attemptId)) return;
    await db
      .update(paymentAttempts)
      .set({ ...detailColumns(details), updatedAt: at })
      .where(eq(paymentAttempts.id, attemptId));
  },
});
