import type { Actor } from '../operators/operator';
import type { OrderStore } from '../orders/ports';
import type { GatewayRegistry } from '../payments/gateways';
import type { RefundOutcome } from '../payments/refund';
import type { Pesos } from '../shared/money';
import type { Clock, Logger } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { auditOf, exchangeNotRefunded, operatorReturn, wrongState, type OperatorReturnError } from './operator-returns';
import type { ReturnStore } from './ports';
import { creditMovesOf, planRefund, type RefundShareError } from './refund-shares';
import { refundWayOf, type ManualRefund, type RefundWayChoice, type RefundWayError } from './refund-way';
import { unitsOf, type RefundState, type Return } from './return';
import { refundsBeforeReceipt } from './return-state';

export type RefundReturnDeps = {
  readonly returns: ReturnStore;
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly payments: GatewayRegistry;
  readonly clock: Clock;
  readonly logger: Logger;
};

export type RefundReturnError =
  | OperatorReturnError
  | RefundWayError
  | RefundShareError
  | { readonly kind: 'provider-error' | 'moved'; readonly message: string }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

/** A return's refund id: the same on every try, so the provider (its idempotency key) and the store refund it once. */
export const refundIdOf = (returnId: string): string => `refund-${returnId}`;

type Sent = { readonly state: RefundState; readonly reference: string | null; readonly provider: string | null };

/** Asks the provider to refund, or takes the operator's word; the provider's pending answer is kept as pending (the
 * reconciliation asks again), an amount other than asked is flagged for an operator. */
const send = async (
  way: RefundWayChoice,
  amount: Pesos,
  refundId: string,
  logger: Logger,
): Promise<Result<Sent, RefundReturnError>> => {
  if (way.how === 'gift-credit') return ok({ state: 'refunded', reference: null, provider: null });
  if (way.how !== 'provider') return ok({ state: 'refunded', reference: way.reference, provider: way.provider });
  const { attempt, gateway } = way;
  let answer: RefundOutcome;
  try {
    answer = await gateway.refund!(attempt, { amount, refundId });
  } catch (error) {
    logger.error({ refundId, provider: attempt.provider, err: String(error) }, 'refund failed');
    return err({ kind: 'provider-error', message: `${attempt.provider} did not answer the refund: ${String(error)}` });
  }
  if (answer.status === 'refused')
    return err({ kind: 'refused', code: answer.code, message: `${attempt.provider} refused: ${answer.message}` });
  const state = answer.amount !== amount ? 'flagged' : answer.status;
  return ok({ state, reference: answer.reference, provider: attempt.provider });
};

/**
 * Refunds a received return (or an approved one that has nothing to send back) — owner and manager only
 * (`payments.refund`): its share of the order split as the money came in (refundSplit), the money through the
 * provider's refund API where its terms allow, else by a transfer or a record the operator names; the buyer's spent
 * gift credit back, the referral credit and points taken back in proportion; the order partially returned or returned
 * (reversed, for a shipped parcel that never arrived, refunded while still shipped; refused once it is delivered).
 * A provider's no changes nothing; a retried refund answers the first.
 */
export const refundReturn =
  (deps: RefundReturnDeps) =>
  async (
    actor: Actor,
    input: { readonly number: string; readonly manual: ManualRefund | null },
  ): Promise<Result<Return, RefundReturnError>> => {
    const found = await operatorReturn(deps.returns, actor, 'payments.refund', input.number);
    if (!found.ok) return found;
    const r = found.value;
    if (r.state === 'refunded') return ok(r);
    if (r.reason === 'cambio') return err(exchangeNotRefunded(r));
    const early = r.state === 'approved' && refundsBeforeReceipt({ units: unitsOf(r), reversalCause: r.reversalCause });
    if (r.state !== 'received' && !early) return err(wrongState(r, 'refunded before its units are received'));
    const order = (await deps.orders.findById(r.orderId))!;
    if (early && r.reversalCause === 'no-recibido' && order.state !== 'shipped')
      return err({
        kind: 'invalid-transition',
        message: `Order ${order.number} is ${order.state} now: the parcel reached the shopper, so return ${r.number} is refunded once its units are received.`,
      });
    const plan = await planRefund(deps.returns, order, r);
    if (!plan.ok) return plan;
    const now = deps.clock.now();
    const { shares, before } = plan.value;
    const way = refundWayOf(order, r.refundTo, shares.money, before.money, input.manual, deps.payments, now);
    if (!way.ok) return way;
    const refundId = refundIdOf(r.id);
    const sent = await send(way.value, shares.money, refundId, deps.logger);
    if (!sent.ok) return sent;
    const refund = {
      id: refundId,
      returnId: r.id,
      shares,
      how: way.value.how,
      ...sent.value,
      actor: actor.name,
      at: now,
    };
    const applied = await deps.returns.refund({
      refund,
      from: r.state,
      order: { from: order.state, to: plan.value.orderTo },
      credit: creditMovesOf(order, shares, way.value.how === 'gift-credit'),
      audit: auditOf(actor, 'return.refunded', r.state, 'refunded', {
        refund: refundId,
        how: refund.how,
        money: shares.money,
      }),
    });
    if (applied.kind === 'moved') {
      deps.logger.error({ refundId, order: order.number }, 'refund made but the return or its order moved meanwhile');
      return err({ kind: 'moved', message: `Return ${r.number} or its order changed meanwhile: look at it again.` });
    }
    return ok((await deps.returns.find(r.id))!);
  };
