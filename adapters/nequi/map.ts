import type { PaymentAction } from '../../core/payments/attempt';
import type { PaymentOutcome } from '../../core/payments/ports';
import { wholePesos } from '../../core/shared/money';
import { NequiError } from './errors';
import type { NequiPaymentStatus } from './payment-status';
import { CODES, PAYMENT_STATUS } from './wire';

const AGAIN = 'Puedes intentarlo de nuevo o elegir otro medio de pago.';

/** Nequi could not be reached or did not answer usably: nothing is known to have happened. */
export const UNAVAILABLE = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message: 'No pudimos comunicarnos con Nequi. Inténtalo de nuevo en unos minutos o elige otro medio de pago.',
} as const satisfies PaymentOutcome;

type Ending = { readonly status: 'rejected' | 'expired'; readonly reason: string; readonly message: string };

const NO_ACCOUNT: Ending = {
  status: 'rejected',
  reason: 'no-nequi-account',
  message: `Ese celular no tiene una cuenta Nequi. Revisa el número o elige otro medio de pago.`,
};
const BLOCKED: Ending = {
  status: 'rejected',
  reason: 'account-blocked',
  message: 'La cuenta Nequi de ese celular está bloqueada. Elige otro medio de pago o comunícate con Nequi.',
};

/** Header status codes that settle a payment (PROVIDERS.md §1); every other code means the call itself failed. */
const ENDINGS: ReadonlyMap<string, Ending> = new Map<string, Ending>([
  [
    CODES.expired,
    { status: 'expired', reason: 'expired', message: `El pago con Nequi venció sin aprobarse. ${AGAIN}` },
  ],
  [CODES.cancelled, { status: 'rejected', reason: 'cancelled', message: `El pago con Nequi fue cancelado. ${AGAIN}` }],
  [CODES.noAccount, NO_ACCOUNT],
  [CODES.accountDoesNotExist, NO_ACCOUNT],
  ...CODES.blocked.map((code) => [code, BLOCKED] as const),
  [
    CODES.doesNotExist,
    {
      status: 'rejected',
      reason: 'not-found',
      message: 'Nequi no encontró ese celular o ese pago. Revisa el número o elige otro medio de pago.',
    },
  ],
]);

const DECLINED: Ending = {
  status: 'rejected',
  reason: 'declined',
  message: `El pago no se aprobó en la app Nequi. ${AGAIN}`,
};

/** What a pending payment keeps while a status read says it still waits: the action and expiry it was given. */
type Waiting = { readonly action: PaymentAction | null; readonly expiresAt: Date | null };

/** A status read (`getStatusPaymentRS`) in the core's words. */
export const outcomeOfStatus = (answer: NequiPaymentStatus, reference: string, waiting: Waiting): PaymentOutcome => {
  switch (answer.status) {
    case PAYMENT_STATUS.paid: {
      const amount = wholePesos(answer.value);
      // An approval without a readable amount cannot be checked against the attempt: it is not applied.
      if (amount === null) return { ...UNAVAILABLE, reason: 'gateway-unreadable-amount' };
      return { status: 'approved', reference, amount, currency: 'COP' };
    }
    case PAYMENT_STATUS.pending:
      return { status: 'pending', reference, action: waiting.action, expiresAt: waiting.expiresAt };
    case PAYMENT_STATUS.failed:
      return { ...DECLINED, reference };
    default:
      return { ...UNAVAILABLE, reason: 'gateway-unknown-status' };
  }
};

/** A failed call in the core's words: a settling code ends the payment, anything else is `failed`. Errors that are
 * not Nequi's (bugs) are thrown again. */
export const outcomeOfError = (error: unknown, reference: string | null): PaymentOutcome => {
  if (!(error instanceof NequiError)) throw error;
  const ending = error.kind === 'status' && error.code !== null ? ENDINGS.get(error.code) : undefined;
  return ending ? { ...ending, reference } : UNAVAILABLE;
};

/** A refused reversal's message for the operator. */
export const reversalRefusalMessage = (code: string): string =>
  code === CODES.notFound
    ? 'Nequi no encontró el pago que se quiere reversar (ya reversado, sin pagar o con otros datos).'
    : 'Nequi tuvo un error técnico y no reversó el pago. Inténtalo de nuevo más tarde.';
