import type { PaymentAction } from '../../core/payments/attempt';
import type { PaymentMethodId } from '../../core/payments/methods';
import type { PaymentOutcome } from '../../core/payments/ports';
import { wholePesos } from '../../core/shared/money';

const AGAIN = 'Puedes intentarlo de nuevo o elegir otro medio de pago.';

/** ePayco could not be reached or did not answer usably: nothing is known to have happened. */
export const UNAVAILABLE = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message: 'No pudimos comunicarnos con ePayco. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
} as const satisfies PaymentOutcome;

/** A transaction's state as ePayco reports it (`x_cod_transaction_state`, a charge's `cod_respuesta`), with the
 * amount and currency it was for when the answer tells them. */
export type EpaycoState = {
  readonly code: number;
  readonly reference: string;
  readonly amount: string | null;
  readonly currency: string | null;
};

/** What the shopper is told when a payment ends without the money, by method: a card is declined by its bank, a PSE
 * debit by the shopper's bank, a voucher is simply not paid. */
const REFUSED: Readonly<Partial<Record<PaymentMethodId, string>>> = {
  card: `El banco rechazó la tarjeta. ${AGAIN}`,
  pse: `Tu banco no aprobó el débito por PSE. ${AGAIN}`,
  cash: `El pago en efectivo no se completó. ${AGAIN}`,
  safetypay: `El pago con SafetyPay no se completó. ${AGAIN}`,
};

const ended = (
  reason: string,
  message: string,
  reference: string,
  status: 'rejected' | 'expired' = 'rejected',
): PaymentOutcome => ({ status, reference, reason, message });

/** One ePayco state in the core's words (PROVIDERS.md §2): 1 accepted; 3 pending and 7 held wait; 6 reversed; 2 and
 * 12 rejected, 4 failed, 10 abandoned, 11 cancelled and 9 expired end without the money. An unknown state is not
 * applied. A pending answer keeps the action and expiry the attempt was given. */
export const outcomeOfState = (
  state: EpaycoState,
  method: PaymentMethodId,
  waiting: { readonly action: PaymentAction | null; readonly expiresAt: Date | null },
): PaymentOutcome => {
  const { code, reference } = state;
  const refused = REFUSED[method] ?? `El pago no se completó. ${AGAIN}`;
  switch (code) {
    case 1: {
      const amount = wholePesos(state.amount);
      // An approval whose amount cannot be read cannot be checked against the attempt: it is not applied.
      if (amount === null) return { ...UNAVAILABLE, reason: 'gateway-unreadable-amount' };
      return { status: 'approved', reference, amount, currency: state.currency ?? 'COP' };
    }
    case 3:
    case 7:
      return { status: 'pending', reference, ...waiting };
    case 6:
      return { status: 'reversed', reference };
    case 2:
    case 12:
      return ended('declined', refused, reference);
    case 4:
      return ended('failed', refused, reference);
    case 10:
      return ended('abandoned', `No terminaste el pago. ${AGAIN}`, reference);
    case 11:
      return ended('cancelled', `El pago fue cancelado. ${AGAIN}`, reference);
    case 9:
      return ended('expired', `El plazo para pagar venció. ${AGAIN}`, reference, 'expired');
    default:
      return { ...UNAVAILABLE, reason: `gateway-unknown-state-${code}` };
  }
};
