import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RefundTotals } from '../../core/returns/refund-split';
import type {
  PictureType,
  RefundDestination,
  RefundState,
  RefundWay,
  Return,
  ReturnRefund,
  UnitsBack,
} from '../../core/returns/return';
import type { ReturnReason, ReversalCause } from '../../core/returns/return-reasons';
import type { ReturnState } from '../../core/returns/return-state';
import { pesos } from '../../core/shared/money';
import type { Db } from './db';
import { orders, replacementOrders, returnLines, returnPictures, returnRefunds, returns } from './schema/index';

type ReturnRow = typeof returns.$inferSelect;
type RefundRow = typeof returnRefunds.$inferSelect;

const calendarDate = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return { year, month, day };
};

/** A refund row in the core's words. */
export const toRefund = (r: RefundRow): ReturnRefund => ({
  id: r.id,
  returnId: r.returnId,
  shares: {
    value: pesos(r.value),
    money: pesos(r.money),
    credit: pesos(r.credit),
    shippingBack: r.shippingBack,
    referralTakenBack: pesos(r.referralTakenBack),
    referrerPointsTakenBack: r.referrerPointsTakenBack,
    buyerPointsTakenBack: r.buyerPointsTakenBack,
  },
  how: r.how as RefundWay,
  provider: r.provider,
  reference: r.reference,
  state: r.state as RefundState,
  actor: r.actor,
  at: r.at,
});

/** The `return_refunds` row of a refund. */
export const refundRow = (r: ReturnRefund): typeof returnRefunds.$inferInsert => {
  const s: RefundTotals = r.shares;
  return {
    id: r.id,
    returnId: r.returnId,
    value: s.value,
    money: s.money,
    credit: s.credit,
    shippingBack: s.shippingBack,
    referralTakenBack: s.referralTakenBack,
    referrerPointsTakenBack: s.referrerPointsTakenBack,
    buyerPointsTakenBack: s.buyerPointsTakenBack,
    how: r.how,
    provider: r.provider,
    reference: r.reference,
    state: r.state,
    actor: r.actor,
    at: r.at,
  };
};

const byReturn = <T extends { returnId: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.returnId, [...(map.get(row.returnId) ?? []), row]);
  return map;
};

/** Returns matching `where`, in `order`, at most `limit`, each with its lines, pictures (without their bytes) and
 * refunds, in four queries whatever their number. */
export const readReturns = async (db: Db, where: SQL | undefined, order: SQL[], limit: number): Promise<Return[]> => {
  const rows = await db
    .select({ r: returns, orderNumber: orders.number })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.r.id);
  const [lines, pictures, refunds, replacements] = await Promise.all([
    db.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.sku)),
    db
      .select({
        id: returnPictures.id,
        returnId: returnPictures.returnId,
        contentType: returnPictures.contentType,
        size: returnPictures.size,
      })
      .from(returnPictures)
      .where(inArray(returnPictures.returnId, ids))
      .orderBy(asc(returnPictures.position)),
    db.select().from(returnRefunds).where(inArray(returnRefunds.returnId, ids)).orderBy(asc(returnRefunds.at)),
    db
      .select({ returnId: replacementOrders.returnId, number: orders.number })
      .from(replacementOrders)
      .innerJoin(orders, eq(orders.id, replacementOrders.orderId))
      .where(inArray(replacementOrders.returnId, ids)),
  ]);
  const [linesOf, picturesOf, refundsOf] = [byReturn(lines), byReturn(pictures), byReturn(refunds)];
  const replacementOf = new Map(replacements.map((x) => [x.returnId, x.number]));
  return rows.map(({ r, orderNumber }) => ({
    ...toReturn(r, orderNumber, linesOf, picturesOf, refundsOf),
    replacementOrderNumber: replacementOf.get(r.id) ?? null,
  }));
};

const toReturn = (
  r: ReturnRow,
  orderNumber: string,
  linesOf: Map<string, (typeof returnLines.$inferSelect)[]>,
  picturesOf: Map<string, { id: string; contentType: string; size: number }[]>,
  refundsOf: Map<string, RefundRow[]>,
): Omit<Return, 'replacementOrderNumber'> => ({
  id: r.id,
  number: r.number,
  orderId: r.orderId,
  orderNumber,
  state: r.state as ReturnState,
  reason: r.reason as ReturnReason,
  reversalCause: r.reversalCause as ReversalCause | null,
  words: r.words,
  lines: (linesOf.get(r.id) ?? []).map((l) => ({
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unitPrice: pesos(l.unitPrice),
    back: l.back as UnitsBack | null,
    exchangeSku: l.exchangeSku,
  })),
  goodwill: r.goodwill === null ? null : pesos(r.goodwill),
  refundTo: r.refundTo as RefundDestination,
  bankAccount: r.bankAccount ?? null,
  evidence: (picturesOf.get(r.id) ?? []).map((p) => ({
    id: p.id,
    contentType: p.contentType as PictureType,
    size: p.size,
  })),
  instructions: r.instructions,
  rejection: r.rejection,
  answerBy: calendarDate(r.answerBy),
  steps: {
    requestedAt: r.requestedAt,
    approvedAt: r.approvedAt,
    rejectedAt: r.rejectedAt,
    receivedAt: r.receivedAt,
    refundedAt: r.refundedAt,
  },
  refunds: (refundsOf.get(r.id) ?? []).map(toRefund),
});
