import type { PaymentAction } from '../../core/payments/attempt';
import type { PaymentOutcome } from '../../core/payments/ports';
import { wholePesos } from '../../core/shared/money';
import type { PaymentAnswer } from './wire';

const AGAIN = 'Puedes intentarlo de nuevo o elegir otro medio de pago.';

/** MercadoPago could not be asked, or did not answer usably: nothing is known to have happened. */
export const UNAVAILABLE = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message: 'No pudimos comunicarnos con Mercado Pago. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
} as const satisfies PaymentOutcome;

/** A preference MercadoPago did not create: the order stays waiting, payable with any other method. */
export const NOT_OPENED = {
  status: 'failed',
  reason: 'gateway-refused',
  message: 'No pudimos abrir el pago con Mercado Pago. Inténtalo de nuevo o elige otro medio de pago.',
} as const satisfies PaymentOutcome;

/** What the shopper reads for each `status_detail` of a rejected or cancelled payment (MercadoPago's Checkout Pro
 * result codes); any other gets the generic one. */
const REJECTIONS: ReadonlyMap<string, string> = new Map([
  ['cc_rejected_insufficient_amount', 'Tu tarjeta no tiene fondos suficientes.'],
  ['cc_rejected_bad_filled_security_code', 'El código de seguridad de la tarjeta no es correcto.'],
  ['cc_rejected_bad_filled_date', 'La fecha de vencimiento de la tarjeta no es correcta.'],
  ['cc_rejected_bad_filled_card_number', 'El número de la tarjeta no es correcto.'],
  ['cc_rejected_bad_filled_other', 'Algún dato de la tarjeta no es correcto.'],
  ['cc_rejected_call_for_authorize', 'Tu banco pide que autorices el pago: llámalo y vuelve a intentarlo.'],
  ['cc_rejected_card_disabled', 'Tu tarjeta no está activa: llama a tu banco para activarla.'],
  ['cc_rejected_duplicated_payment', 'Ya hiciste un pago por ese valor hace un momento.'],
  ['cc_rejected_max_attempts', 'Llegaste al límite de intentos con esta tarjeta.'],
  ['cc_rejected_high_risk', 'Mercado Pago rechazó el pago para proteger tu cuenta.'],
  ['cc_rejected_card_error', 'Tu tarjeta no pudo procesar el pago.'],
  ['expired', 'El plazo para pagar venció.'],
  ['by_payer', 'Cancelaste el pago.'],
]);
const REJECTED = 'Mercado Pago rechazó el pago.';

/** How each status ranks when an attempt has several payments: money taken (approved, or given back) beats a payment
 * still in progress, which beats a refusal. */
const RANK: ReadonlyMap<string, number> = new Map([
  ['approved', 3],
  ['in_mediation', 3],
  ['refunded', 3],
  ['charged_back', 3],
  ['pending', 2],
  ['in_process', 2],
  ['authorized', 2],
  ['rejected', 1],
  ['cancelled', 1],
]);

/** The payment that decides an attempt among its payments (newest first): the first of the best rank; an unknown
 * status outranks all, so it is never passed over unseen. Null when there is none. */
export const decidingPayment = (payments: readonly PaymentAnswer[]): PaymentAnswer | null =>
  payments.reduce<PaymentAnswer | null>((best, p) => {
    const rank = (x: PaymentAnswer) => RANK.get(x.status) ?? 4;
    return best === null || rank(p) > rank(best) ? p : best;
  }, null);

/** One payment's status in the core's words (PROVIDERS.md §4 and the issue): approved, and in_mediation (a dispute on
 * money taken: its end arrives as approved, refunded or charged_back), are approved with the amount the core checks;
 * pending, in_process and authorized wait; rejected and cancelled end with a Spanish message; refunded and
 * charged_back are reversed. A status not listed is not applied. */
export const outcomeOfPayment = (
  payment: PaymentAnswer,
  reference: string,
  waiting: { readonly action: PaymentAction | null; readonly expiresAt: Date | null },
): PaymentOutcome => {
  switch (payment.status) {
    case 'approved':
    case 'in_mediation': {
      const amount = wholePesos(payment.transaction_amount == null ? null : String(payment.transaction_amount));
      // An approval whose amount cannot be read cannot be checked against the attempt: it is not applied.
      if (amount === null) return { ...UNAVAILABLE, reason: 'gateway-unreadable-amount' };
      return { status: 'approved', reference, amount, currency: payment.currency_id ?? 'COP' };
    }
    case 'pending':
    case 'in_process':
    case 'authorized':
      return { status: 'pending', reference, ...waiting };
    case 'rejected':
    case 'cancelled': {
      const detail = payment.status_detail ?? '';
      return {
        status: 'rejected',
        reference,
        reason: `${payment.status}${detail ? `:${detail}` : ''}`,
        message: `${REJECTIONS.get(detail) ?? REJECTED} ${AGAIN}`,
      };
    }
    case 'refunded':
    case 'charged_back':
      return { status: 'reversed', reference };
    default:
      return { ...UNAVAILABLE, reason: `gateway-unknown-status-${payment.status}` };
  }
};
