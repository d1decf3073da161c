import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdjustmentError, CreditStatement, GiftCreditStore } from '../../core/loyalty/credit-ports';
import {
  balanceOf,
  pendingOf,
  recordAdjustment,
  spendCredit,
  recordEarned,
  recordReversal,
  recordReturnClawback,
  recordReturnRestored,
  restoreCredit,
  type GiftLedger,
  type LedgerEntry,
  type LedgerEntryKind,
} from '../../core/loyalty/ledger';
import type { PointsEntry } from '../../core/loyalty/ports';
import type { RewardPlan } from '../../core/loyalty/rewards';
import type { CreditMoves } from '../../core/returns/ports';
import { pesos, type Pesos } from '../../core/shared/money';
import { err, ok, type Result } from '../../core/shared/result';
import type { Db } from './db';
import { markHandledIn } from './event-outbox';
import { recordPointsIn } from './loyalty-store';
import { customers, giftLedger, loyaltyPoints, orders } from './schema/index';

/** Locks the customers' rows, in one order (no two writers wait on each other), before their ledgers are read: the
 * balance read is the balance written against. */
const lock = async (tx: Db, ids: readonly string[]) => {
  const unique = [...new Set(ids)].sort();
  if (unique.length > 0)
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, unique))
      .orderBy(asc(customers.id))
      .for('update');
};

const ledgerOf = async (tx: Db, customerId: string): Promise<GiftLedger> =>
  (await tx.select().from(giftLedger).where(eq(giftLedger.customerId, customerId)).orderBy(asc(giftLedger.id))).map(
    (r) => ({
      kind: r.kind as LedgerEntryKind,
      orderId: r.orderId,
      amount: pesos(r.amount),
      pending: pesos(r.pending),
      at: r.at.toISOString(),
    }),
  );

/** Appends what a pure ledger step added after the entries read. */
const appendNew = async (
  tx: Db,
  customerId: string,
  before: GiftLedger,
  after: GiftLedger,
  extra: { reason?: string; actor?: string } = {},
) => {
  const added: readonly LedgerEntry[] = after.slice(before.length);
  if (added.length === 0) return;
  await tx.insert(giftLedger).values(
    added.map((e) => ({
      customerId,
      kind: e.kind,
      orderId: e.orderId,
      amount: e.amount,
      pending: e.pending,
      reason: extra.reason ?? null,
      actor: extra.actor ?? null,
      at: new Date(e.at),
    })),
  );
};

/** The movement that takes back, exactly, the points recorded for an order under `reason`; null when there are none. */
const pointsTakenBack = async (
  tx: Db,
  customerId: string,
  plan: RewardPlan,
  reason: 'order' | 'gift',
): Promise<PointsEntry | null> => {
  const [row] = await tx
    .select({ points: loyaltyPoints.points })
    .from(loyaltyPoints)
    .where(
      and(
        eq(loyaltyPoints.customerId, customerId),
        eq(loyaltyPoints.orderId, plan.orderId),
        eq(loyaltyPoints.reason, reason),
      ),
    );
  if (!row || row.points === 0) return null;
  const taken = reason === 'order' ? 'order-reversed' : 'gift-reversed';
  return { customerId, orderId: plan.orderId, reason: taken, points: -row.points, at: plan.at };
};

const applyPlan = async (tx: Db, plan: RewardPlan) => {
  const at = plan.at.toISOString();
  const points: PointsEntry[] = [];
  if (plan.earn) {
    const { referrerId, amount } = plan.earn;
    const before = await ledgerOf(tx, referrerId);
    await appendNew(tx, referrerId, before, recordEarned(before, { orderId: plan.orderId, amount, at }));
    points.push({
      customerId: referrerId,
      orderId: plan.orderId,
      reason: 'gift',
      points: plan.earn.points,
      at: plan.at,
    });
  }
  if (plan.buyerPoints) points.push({ ...plan.buyerPoints, orderId: plan.orderId, reason: 'order', at: plan.at });
  if (plan.takeBack) {
    const { referrerId, buyerId } = plan.takeBack;
    if (referrerId) {
      const before = await ledgerOf(tx, referrerId);
      await appendNew(tx, referrerId, before, recordReversal(before, { orderId: plan.orderId, at }));
    }
    const taken = await Promise.all([
      referrerId ? pointsTakenBack(tx, referrerId, plan, 'gift') : null,
      buyerId ? pointsTakenBack(tx, buyerId, plan, 'order') : null,
    ]);
    points.push(...taken.filter((e): e is PointsEntry => e !== null));
  }
  if (plan.restoreSpent) {
    const { customerId } = plan.restoreSpent;
    const before = await ledgerOf(tx, customerId);
    await appendNew(tx, customerId, before, restoreCredit(before, { orderId: plan.orderId, at }));
  }
  await recordPointsIn(tx, points);
};

const statementOf = async (db: Db, customerId: string, limit: number): Promise<CreditStatement> => {
  const ledger = await ledgerOf(db, customerId);
  const rows = await db
    .select({ entry: giftLedger, orderNumber: orders.number })
    .from(giftLedger)
    .leftJoin(orders, eq(orders.id, giftLedger.orderId))
    .where(eq(giftLedger.customerId, customerId))
    .orderBy(desc(giftLedger.id))
    .limit(limit);
  return {
    balance: balanceOf(ledger),
    pending: pendingOf(ledger),
    lines: rows.map(({ entry, orderNumber }) => ({
      kind: entry.kind as LedgerEntryKind,
      amount: pesos(entry.amount),
      pending: pesos(entry.pending),
      orderNumber,
      reason: entry.reason,
      actor: entry.actor,
      at: entry.at,
    })),
  };
};

/** Spends a customer's gift credit on an order being stored, inside its transaction, under the customer's lock: false
 * (nothing written) when the balance no longer covers it — another order spent it meanwhile. */
export const spendCreditIn = async (
  tx: Db,
  spending: { readonly customerId: string; readonly orderId: string; readonly amount: Pesos; readonly at: Date },
): Promise<boolean> => {
  await lock(tx, [spending.customerId]);
  const before = await ledgerOf(tx, spending.customerId);
  const after = spendCredit(before, {
    orderId: spending.orderId,
    amount: spending.amount,
    at: spending.at.toISOString(),
  });
  if (!after.ok) return false;
  await appendNew(tx, spending.customerId, before, after.value);
  return true;
};

/** Moves a return refund's gift credit and points inside its transaction, the customers locked first: the buyer's credit
 * back, the referrer's taken back (pending what their balance cannot cover), and both customers' points taken back
 * (recorded without an order, so an order's several refunds each take their share). */
export const moveReturnCreditIn = async (tx: Db, orderId: string, moves: CreditMoves, at: Date): Promise<void> => {
  const { restore, clawback } = moves;
  await lock(
    tx,
    [restore?.customerId, clawback?.referrerId].filter((id): id is string => typeof id === 'string'),
  );
  const when = at.toISOString();
  const step = async (customerId: string, next: (ledger: GiftLedger) => GiftLedger) => {
    const before = await ledgerOf(tx, customerId);
    await appendNew(tx, customerId, before, next(before));
  };
  if (restore && restore.amount > 0)
    await step(restore.customerId, (l) => recordReturnRestored(l, { orderId, amount: restore.amount, at: when }));
  if (clawback && clawback.amount > 0)
    await step(clawback.referrerId, (l) => recordReturnClawback(l, { orderId, amount: clawback.amount, at: when }));
  await recordPointsIn(
    tx,
    moves.points.map((p) => ({ customerId: p.customerId, orderId: null, reason: p.reason, points: -p.points, at })),
  );
};

/** Gift credit in SQL: an append-only ledger per customer, written under a lock of the customers involved, with the
 * pure steps of core/loyalty/ledger.ts deciding each entry. */
export const sqlGiftCreditStore = (db: Db): GiftCreditStore => ({
  applyRewards: (handling, plan) =>
    db.transaction(async (tx) => {
      const involved = [plan.earn?.referrerId, plan.takeBack?.referrerId, plan.restoreSpent?.customerId];
      await lock(
        tx,
        involved.filter((id): id is string => typeof id === 'string'),
      );
      if (!(await markHandledIn(tx, handling, plan.at))) return;
      await applyPlan(tx, plan);
    }),

  statement: (customerId, limit) => statementOf(db, customerId, limit),

  balance: async (customerId) => balanceOf(await ledgerOf(db, customerId)),

  adjust: async ({ customerId, amount, reason, actor, at }): Promise<Result<CreditStatement, AdjustmentError>> => {
    const done = await db.transaction(async (tx) => {
      await lock(tx, [customerId]);
      const before = await ledgerOf(tx, customerId);
      const after = recordAdjustment(before, { amount, at: at.toISOString() });
      if (!after.ok) return after;
      await appendNew(tx, customerId, before, after.value, { reason, actor });
      return ok(null);
    });
    return done.ok ? ok(await statementOf(db, customerId, 20)) : err(done.error);
  },
});
