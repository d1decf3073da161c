import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { OrderStore } from '../orders/ports';
import type { GatewayRegistry } from '../payments/gateways';
import type { RefundOutcome } from '../payments/refund';
import { formatPesos } from '../shared/format';
import type { Clock, Logger } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { PendingRefund, ReturnStore } from './ports';

export type ReconcileRefundsDeps = {
  readonly returns: Pick<ReturnStore, 'pendingRefunds' | 'settleRefund'>;
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly payments: GatewayRegistry;
  readonly clock: Clock;
  readonly logger: Logger;
};

/** What the reconciliation made of one pending refund: settled as made, flagged for an operator, or still pending (the
 * provider still processes it, or did not answer); `why` says it in the operators' words. */
export type RefundCheck = {
  readonly refundId: string;
  readonly returnNumber: string;
  readonly provider: string | null;
  readonly reference: string | null;
  readonly money: number;
  readonly state: 'refunded' | 'flagged' | 'pending';
  readonly why: string;
};

export type RefundReconciliation = { readonly checked: number; readonly refunds: readonly RefundCheck[] };

/** Pending refunds looked at in one run: more wait for the next. */
const BATCH = 200;

type Verdict = Pick<RefundCheck, 'state' | 'why'>;

/** The provider's word on a refund in the store's terms: made for the amount asked, still on its way, or anything else
 * (refused, another amount) for an operator. */
export const verdictOf = (answer: RefundOutcome, asked: number): Verdict => {
  if (answer.status === 'refused')
    return { state: 'flagged', why: `the provider refused it: ${answer.message} (${answer.code})` };
  if (answer.amount !== asked)
    return {
      state: 'flagged',
      why: `the provider has ${formatPesos(answer.amount)} for it, not the ${formatPesos(asked)} asked`,
    };
  return answer.status === 'refunded'
    ? { state: 'refunded', why: 'the provider confirmed it' }
    : { state: 'pending', why: 'the provider still processes it' };
};

/** Asks the refund's provider about it; a provider that cannot be asked leaves it to an operator, one that does not
 * answer leaves it pending for the next run. */
const ask = async (deps: ReconcileRefundsDeps, p: PendingRefund): Promise<Verdict> => {
  const { refund } = p;
  const order = await deps.orders.findById(p.orderId);
  const attempt = order?.payments.findLast(
    (a) => a.provider === refund.provider && (a.state === 'approved' || a.state === 'reversed'),
  );
  const gateway = attempt ? deps.payments.forAttempt(attempt) : undefined;
  if (!attempt || !gateway?.refundStatus || !refund.reference)
    return { state: 'flagged', why: `${refund.provider ?? 'its provider'} cannot be asked about it: check it there` };
  try {
    return verdictOf(await gateway.refundStatus(attempt, refund.reference), refund.shares.money);
  } catch (error) {
    deps.logger.warn({ refund: refund.id, provider: refund.provider, err: String(error) }, 'refund status unknown');
    return { state: 'pending', why: `${refund.provider} did not answer: ${String(error)}` };
  }
};

/**
 * Brings every refund a provider had not confirmed to its word (issue 34): confirmed for the amount asked, it is
 * refunded; refused, for another amount, or at a provider that cannot be asked, it is flagged for an operator (never
 * assumed made); still processing or unanswered, it stays pending for the next run. Each change is audited and told
 * to the outbox; a refund another run settled meanwhile is left as that run left it.
 */
export const reconcileRefunds =
  (deps: ReconcileRefundsDeps) =>
  async (by: { readonly operatorId: string | null; readonly name: string }): Promise<RefundReconciliation> => {
    const pending = await deps.returns.pendingRefunds(BATCH);
    const refunds: RefundCheck[] = [];
    for (const p of pending) {
      const verdict = await ask(deps, p);
      const { refund } = p;
      if (verdict.state !== 'pending') {
        const settled = await deps.returns.settleRefund({
          refundId: refund.id,
          to: verdict.state,
          at: deps.clock.now(),
          audit: {
            operatorId: by.operatorId,
            actor: by.name,
            action: `refund.${verdict.state}`,
            before: { refund: refund.id, state: 'pending' },
            after: { refund: refund.id, state: verdict.state, why: verdict.why },
          },
        });
        if (!settled) continue;
      }
      const { id: refundId, provider, reference } = refund;
      refunds.push({
        refundId,
        returnNumber: p.returnNumber,
        provider,
        reference,
        money: refund.shares.money,
        ...verdict,
      });
    }
    return { checked: pending.length, refunds };
  };

/** reconcileRefunds run now by an operator (`payments.refund`: owner and manager), from the console or `fornido returns
 * reconcile`. */
export const reconcileRefundsAs =
  (deps: ReconcileRefundsDeps) =>
  async (actor: Actor): Promise<Result<RefundReconciliation, Forbidden>> => {
    const refused = authorize(actor, 'payments.refund');
    if (refused) return err(refused);
    return ok(await reconcileRefunds(deps)(actor));
  };
