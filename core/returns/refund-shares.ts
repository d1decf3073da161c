import type { Order } from '../orders/order';
import type { OrderState } from '../orders/order-state';
import { add, ZERO } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { formatPesos } from '../shared/format';
import type { CreditMoves, OrderRewards, ReturnStore } from './ports';
import { addRefund, NO_REFUNDS, refundSplit, valueOfUnits, type RefundTotals } from './refund-split';
import type { Return } from './return';
import { storeAtFault, type ReversalCause } from './return-reasons';

/** A return's refund worked out: its shares, the order's refunds before it, and where it leaves the order. */
export type RefundPlan = {
  readonly shares: RefundTotals;
  readonly before: RefundTotals;
  readonly orderTo: Extract<OrderState, 'partially_returned' | 'returned' | 'reversed'>;
};

export type RefundShareError = { readonly kind: 'nothing-to-refund' | 'refund-exceeds-paid'; readonly message: string };

/**
 * What a return gives back (refundSplit over the order's earlier refunds): the value of its units or its goodwill
 * amount, with the shipping when the store was at fault; the order is returned once every peso of its products is back.
 */
export const refundPlanOf = (
  order: Pick<Order, 'totals'>,
  rewards: OrderRewards,
  r: Pick<Return, 'goodwill' | 'lines' | 'reason'>,
  orderReturns: readonly Pick<Return, 'refunds'>[],
): Result<RefundPlan, RefundShareError> => {
  const { subtotal, giftCredit, shipping, codSurcharge } = order.totals;
  const basis = { subtotal, giftCredit, shipping, codSurcharge, ...rewards };
  const before = orderReturns.flatMap((x) => x.refunds.map((f) => f.shares)).reduce(addRefund, NO_REFUNDS);
  const split = refundSplit(basis, before, {
    value: r.goodwill ?? valueOfUnits(r.lines),
    withShipping: storeAtFault(r.reason),
  });
  if (!split.ok)
    return err(
      split.error.kind === 'nothing-to-refund'
        ? { kind: 'nothing-to-refund', message: 'This return gives nothing back.' }
        : {
            kind: 'refund-exceeds-paid',
            message: `At most ${formatPesos(split.error.left)} of the order's products is left to refund.`,
          },
    );
  const all = add(before.value, split.value.value) === subtotal;
  return ok({ shares: split.value, before, orderTo: all ? 'returned' : 'partially_returned' });
};

export type NotReturnable = { readonly kind: 'invalid-transition'; readonly message: string };

/** refundPlanOf for a return of an order as the store has them now: a delivered order, or one returned in part, gives
 * anything back; a shipped one only the reversal of a parcel that never arrived (Ley 1480 art. 51), which leaves the
 * order reversed: its money back, its units lost in transit. */
export const planRefund = async (
  returns: Pick<ReturnStore, 'rewardsOf' | 'listForOrder'>,
  order: Pick<Order, 'id' | 'number' | 'state' | 'totals'>,
  r: Pick<Return, 'goodwill' | 'lines' | 'reason'> & { readonly reversalCause?: ReversalCause | null },
): Promise<Result<RefundPlan, RefundShareError | NotReturnable>> => {
  const undelivered = order.state === 'shipped' && r.reversalCause === 'no-recibido';
  if (order.state !== 'delivered' && order.state !== 'partially_returned' && !undelivered)
    return err({ kind: 'invalid-transition', message: `Order ${order.number} is ${order.state}: nothing to refund.` });
  const plan = refundPlanOf(order, await returns.rewardsOf(order.id), r, await returns.listForOrder(order.id));
  return plan.ok && undelivered ? ok({ ...plan.value, orderTo: 'reversed' }) : plan;
};

/** The credit and points a refund moves: the buyer's spent credit back (and the money itself when it goes back as gift
 * credit), the referrer's credit and both customers' points taken back in the same proportion. */
export const creditMovesOf = (
  order: Pick<Order, 'customerId' | 'referrerId'>,
  shares: RefundTotals,
  moneyAsCredit: boolean,
): CreditMoves => {
  const restored = add(shares.credit, moneyAsCredit ? shares.money : ZERO);
  const { customerId, referrerId } = order;
  return {
    restore: customerId && restored > 0 ? { customerId, amount: restored } : null,
    clawback: referrerId && shares.referralTakenBack > 0 ? { referrerId, amount: shares.referralTakenBack } : null,
    points: [
      ...(referrerId
        ? [{ customerId: referrerId, reason: 'gift-returned' as const, points: shares.referrerPointsTakenBack }]
        : []),
      ...(customerId ? [{ customerId, reason: 'order-returned' as const, points: shares.buyerPointsTakenBack }] : []),
    ].filter((p) => p.points > 0),
  };
};
