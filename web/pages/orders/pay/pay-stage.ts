import { parseMobilePhone } from '../../../../core/people/phone';
import type { InstrumentKind } from '../../../../core/payments/instrument';
import type {
  InstrumentRequest,
  OrderView,
  PaymentActionView,
  PaymentAttemptView,
  PaymentView,
  PayOptionView,
} from '../../../../contract/checkout';

/** A method and instrument to show ready in the choice panel (the card form again after a declined card). */
export type PayChoice = { readonly method: string; readonly instrument: InstrumentKind | null };

/** Where the order's payment part is: choosing how to pay, waiting for the shopper or the provider, or after an attempt
 * that ended without paying (rejected, expired, failed), with the server's message. */
export type PayStage =
  | { readonly kind: 'choose'; readonly notice: string | null; readonly preset: PayChoice | null }
  | { readonly kind: 'waiting'; readonly attempt: PaymentAttemptView; readonly instrument: InstrumentRequest | null }
  | {
      readonly kind: 'ended';
      readonly attempt: PaymentAttemptView;
      readonly message: string;
      /** What "Intentar de nuevo" sends again; null when it must be typed again (a card). */
      readonly again: InstrumentRequest | null;
    };

/** The instrument an attempt's action came from, to try the same again: a push to the same phone, a new QR. */
export const instrumentOfAction = (action: PaymentActionView | null): InstrumentRequest | null => {
  if (action?.kind === 'qr') return { kind: 'wallet-qr' };
  if (action?.kind === 'push') {
    const phone = parseMobilePhone(action.phone);
    return phone.ok ? { kind: 'wallet-push', phone: phone.value } : null;
  }
  return null;
};

/** Instruments that carry nothing secret, so the page may send them again as they were. */
const sendsAgain = (instrument: InstrumentRequest | null): InstrumentRequest | null =>
  instrument && instrument.kind !== 'card' ? instrument : null;

const ENDED = 'El pago no se completó. Puedes intentarlo de nuevo o elegir otro medio de pago.';

/** The stage a payment's answer leads to; null when it was approved (the order is paid: the page shows that). */
export const stageOfPayment = (view: PaymentView, instrument: InstrumentRequest | null): PayStage | null => {
  const { attempt } = view;
  if (view.status === 'approved') return null;
  if (view.status === 'pending' || attempt.open)
    return { kind: 'waiting', attempt, instrument: instrument ?? instrumentOfAction(attempt.action) };
  return {
    kind: 'ended',
    attempt,
    message: view.message ?? attempt.message ?? ENDED,
    again: sendsAgain(instrument ?? instrumentOfAction(attempt.action)),
  };
};

/** A method chosen ready in the choice panel, with its instrument when it has only one (a card: its form at once). */
export const presetOf = (option: PayOptionView): PayChoice => ({
  method: option.method,
  instrument: option.instruments.length === 1 ? option.instruments[0] : null,
});

/** The stage an order's page opens in: following its open attempt, or the choice (with the order's own method ready,
 * and the message of a payment the checkout could not start). */
export const firstStage = (order: OrderView, notice: string | null): PayStage => {
  const open = order.payments.find((p) => p.open && p.state !== 'created');
  if (open) return { kind: 'waiting', attempt: open, instrument: instrumentOfAction(open.action) };
  const own = order.payOptions.find((o) => o.method === order.paymentMethod);
  // Back from a provider's page where the payment did not go through (Addi abandoned, a card rejected): its message.
  const last = order.payments.findLast((p) => p.state !== 'created');
  return { kind: 'choose', notice: notice ?? last?.message ?? null, preset: own ? presetOf(own) : null };
};

/** Whether the order's page has a payment part: the order waits for its payment and can be paid, or an attempt is
 * still open. */
export const showsPayment = (order: OrderView): boolean =>
  order.state === 'pending_payment' && (order.payable || order.payments.some((p) => p.open));

/** Where to send the shopper right after starting a payment that continues on another site (their bank through PSE, a
 * hosted checkout): the address of an open attempt's redirect, or null. Only right after "Ir a mi banco": a page that
 * opens on such an attempt (the shopper came back) follows it instead of leaving again. */
export const redirectOf = (view: PaymentView): string | null =>
  view.status === 'pending' && view.attempt.open && view.attempt.action?.kind === 'redirect'
    ? view.attempt.action.url
    : null;
