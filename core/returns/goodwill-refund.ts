import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField } from '../operators/operator-errors';
import type { OrderStore } from '../orders/ports';
import { bogotaDateOf } from '../shared/bogota-time';
import { pesos, type Pesos } from '../shared/money';
import type { IdGenerator } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { auditOf } from './operator-returns';
import { planRefund } from './refund-shares';
import { refundReturn, type RefundReturnDeps, type RefundReturnError } from './refund-return';
import { refundWayOf, type ManualRefund } from './refund-way';
import type { Return } from './return';
import { answerDeadline } from './return-windows';

export type GoodwillRefundDeps = RefundReturnDeps & {
  readonly orders: Pick<OrderStore, 'findById' | 'findByNumber'>;
  readonly ids: IdGenerator;
};

/**
 * An operator's amount-only refund of a delivered order (`payments.refund`): a return of no units, approved and
 * refunded at once, its amount split like any refund and never more than is left of the order's products.
 */
export const goodwillRefund =
  (deps: GoodwillRefundDeps) =>
  async (
    actor: Actor,
    input: {
      readonly orderNumber: string;
      readonly amount: number;
      readonly words: string;
      readonly manual: ManualRefund | null;
      /** The caller's id for this refund (a UUID its form made once): the same key again — a retried request, a
       * double click — answers the first refund, or finishes it if its provider failed. */
      readonly requestKey?: string | null;
    },
  ): Promise<Result<Return, RefundReturnError>> => {
    const refused = authorize(actor, 'payments.refund');
    if (refused) return err(refused);
    const order = await deps.orders.findByNumber(input.orderNumber.trim().toUpperCase());
    if (!order) return err({ kind: 'invalid-input', message: `No order ${input.orderNumber}.`, fields: {} });
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
      return err(invalidField('amount', 'The amount must be a whole number of pesos above 0.'));
    const words = input.words.trim();
    if (words.length < 5 || words.length > 2000)
      return err(invalidField('reason', 'Say why the store gives this back (5 to 2,000 characters).'));
    const amount: Pesos = pesos(input.amount);
    const key = input.requestKey ?? null;
    const again = key ? await deps.returns.find(key) : null;
    if (again) {
      if (again.orderId !== order.id || again.goodwill !== amount)
        return err(invalidField('requestKey', 'This request key was used for another refund.'));
      return again.state === 'refunded'
        ? ok(again)
        : refundReturn(deps)(actor, { number: again.number, manual: input.manual });
    }
    const r = { goodwill: amount, lines: [], reason: 'otro' as const };
    const plan = await planRefund(deps.returns, order, r);
    if (!plan.ok) return plan;
    const now = deps.clock.now();
    // How the money goes back is settled before anything is stored: a refund the provider cannot make and no reference
    // given leaves no approved return behind for a retry to double.
    const way = refundWayOf(
      order,
      'original',
      plan.value.shares.money,
      plan.value.before.money,
      input.manual,
      deps.payments,
      now,
    );
    if (!way.ok) return way;
    const added = await deps.returns.add(
      {
        id: key ?? deps.ids.newId(),
        orderId: order.id,
        ...r,
        reversalCause: null,
        words,
        refundTo: 'original',
        bankAccount: null,
        answerBy: answerDeadline(bogotaDateOf(now)),
        requestedAt: now,
      },
      [],
    );
    const audit = auditOf(actor, 'return.goodwill', 'requested', 'approved', { amount, reason: words });
    await deps.returns.answer({ returnId: added.id, to: 'approved', text: words, at: now, audit });
    return refundReturn(deps)(actor, { number: added.number, manual: input.manual });
  };
