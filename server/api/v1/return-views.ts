import type { ReturnFormView, ReturnRefundView, ReturnView } from '../../../contract/returns';
import type { Order } from '../../../core/orders/order';
import type { StorePolicy } from '../../../core/policy/store-policy';
import type { RefundWay, Return, ReturnRefund } from '../../../core/returns/return';
import { returnableUnits } from '../../../core/returns/return-lines';
import { RETURN_REASON_LABELS } from '../../../core/returns/return-reasons';
import { RETURN_STATE_LABELS } from '../../../core/returns/return-state';
import type { ExchangeLineChoices } from '../../../core/returns/exchange-choices';
import { takesRequest } from '../../../core/returns/request-return';
import {
  answerDeadline,
  paidElectronically,
  retractoWindow,
  reversalWindow,
  type ReturnFacts,
} from '../../../core/returns/return-windows';
import { bogotaDateOf } from '../../../core/shared/bogota-time';
import { formatBogotaDateTime, formatDayText } from '../../../core/shared/bogota-time-text';
import { formatCalendarDate, type CalendarDate } from '../../../core/shared/calendar-date';
import { formatPesos } from '../../../core/shared/format';

/** "viernes 18 de diciembre de 2026": a day far enough ahead that its year may matter. */
const dayWithYear = (day: CalendarDate) => `${formatDayText(day)} de ${day.year}`;

const HOW_TEXT: ReadonlyMap<RefundWay, string> = new Map([
  ['provider', 'a tu medio de pago original'],
  ['recorded', 'a tu medio de pago original'],
  ['transfer', 'por transferencia bancaria'],
  ['gift-credit', 'como saldo de regalo'],
]);

/** What a refund gave back to the buyer: its money and the gift credit they had spent. */
const amountOf = (refund: ReturnRefund) => refund.shares.money + refund.shares.credit;

const refundView = (refund: ReturnRefund): ReturnRefundView => ({
  amount: amountOf(refund),
  howText: HOW_TEXT.get(refund.how) ?? '',
  done: refund.state === 'refunded',
  atText: formatBogotaDateTime(refund.at),
});

/** "Reembolsamos $ 43.300 de $ 129.900": what the return's refunds gave back of what the order charged. */
const refundedText = (r: Return, order: Pick<Order, 'totals'>): string | null => {
  const done = r.refunds.filter((f) => f.state === 'refunded').reduce((n, f) => n + amountOf(f), 0);
  return done > 0
    ? `Reembolsamos ${formatPesos(done)} de ${formatPesos(order.totals.total + order.totals.giftCredit)}`
    : null;
};

/** A return of the order as its shopper reads it (never the bank account, the pictures or the operators' notes). */
export const returnView = (r: Return, order: Pick<Order, 'totals'>): ReturnView => ({
  number: r.number,
  state: r.state,
  stateLabel: RETURN_STATE_LABELS.get(r.state) ?? r.state,
  reasonLabel: RETURN_REASON_LABELS.get(r.reason) ?? r.reason,
  lines: r.lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity })),
  requestedAtText: formatBogotaDateTime(r.steps.requestedAt),
  answerBy: formatCalendarDate(r.answerBy),
  answerByText: dayWithYear(r.answerBy),
  instructions: r.state === 'rejected' ? null : r.instructions,
  rejection: r.rejection,
  refunds: r.refunds.map(refundView),
  refundedText: refundedText(r, order),
});

/** The methods whose refunds are bank transfers the store makes: no payment to refund to (cash on delivery, cash at a
 * counter) or no refund API (PSE, SafetyPay). */
const BY_TRANSFER: ReadonlySet<string> = new Set(['cash-on-delivery', 'cash', 'pse', 'safetypay']);

/** The orders a shopper can ask any return of, as core/returns/request-return.ts takes them. */
export const isReturnable = (order: Pick<Order, 'state'>): boolean => takesRequest(order.state, null);

/** "2 lb · Fresa": a variant's size and flavour. */
const presentationOf = (v: { readonly size: string; readonly flavour: string | null }) =>
  [v.size, v.flavour].filter(Boolean).join(' · ');

/** The reversal of a parcel that never arrived, while it may be asked: an order the core takes only for that cause
 * (shipped), paid electronically, its delivery estimate passed and the window from the day after it still open. */
const lostParcelOf = (order: Order, facts: ReturnFacts, today: CalendarDate): ReturnFormView['lostParcel'] => {
  if (isReturnable(order) || !takesRequest(order.state, 'no-recibido')) return null;
  const window = reversalWindow('no-recibido', facts, today, today);
  return window.ok
    ? { estimateText: dayWithYear(order.shipping.latest), untilText: dayWithYear(window.value.deadline) }
    : null;
};

/** What the order page knows beside the order and its returns: when it was delivered, and what each line can be
 * exchanged for (T.returns.exchangeChoices). */
export type ReturnFormFacts = {
  readonly deliveredAt: Date | null;
  readonly choices: readonly ExchangeLineChoices[];
};

/**
 * What the order page's form offers on `now`: the units each line still has to give back and what it can be exchanged
 * for, the right of withdrawal's last day while it is open, the reversal when the order was paid electronically (for a
 * shipped order past its delivery estimate, only that of a parcel that never arrived), and how the money can go back.
 * Null when nothing is left to return.
 */
export const returnFormView = (
  order: Order,
  returns: readonly Return[],
  known: ReturnFormFacts,
  now: Date,
  policy: Pick<StorePolicy, 'withdrawalBusinessDays'>,
): ReturnFormView | null => {
  const today = bogotaDateOf(now);
  const deliveredOn = known.deliveredAt ? bogotaDateOf(known.deliveredAt) : null;
  const facts: ReturnFacts = {
    placedOn: bogotaDateOf(order.placedAt),
    deliveredOn,
    latestDelivery: order.shipping.latest,
    paymentMethod: order.paymentMethod,
  };
  const lostParcel = lostParcelOf(order, facts, today);
  if (!isReturnable(order) && !lostParcel) return null;
  const left = returnableUnits(order.lines, returns);
  const choices = new Map(known.choices.map((c) => [c.sku, c.choices]));
  const lines = order.lines.map((l) => ({
    sku: l.sku,
    name: l.name,
    presentation: presentationOf(l),
    returnable: Math.max(0, left.get(l.sku) ?? 0),
    exchanges: lostParcel ? [] : (choices.get(l.sku) ?? []).map((v) => ({ sku: v.sku, label: presentationOf(v) })),
  }));
  if (lines.every((l) => l.returnable === 0)) return null;
  const retracto = retractoWindow(facts, today, policy);
  return {
    lines,
    lostParcel,
    deliveredOnText: deliveredOn ? dayWithYear(deliveredOn) : null,
    retractoUntilText: retracto.ok ? dayWithYear(retracto.value.deadline) : null,
    retractoDays: policy.withdrawalBusinessDays,
    reversal: paidElectronically(order.paymentMethod),
    byTransfer: BY_TRANSFER.has(order.paymentMethod),
    giftCredit: order.customerId !== null,
    answerByText: dayWithYear(answerDeadline(today)),
  };
};
