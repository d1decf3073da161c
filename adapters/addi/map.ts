import type { PaymentAction } from '../../core/payments/attempt';
import type { PaymentOutcome } from '../../core/payments/ports';
import { wholePesos } from '../../core/shared/money';
import type { AddiCallback } from './callback';
import type { ApplicationAnswer } from './client';

/** The application could not be opened (Addi refused its body, failed or did not answer): nothing is known to have
 * happened, and the order stays payable. */
export const NOT_OPENED = {
  status: 'failed',
  reason: 'gateway-unavailable',
  message: 'No pudimos abrir tu solicitud de crédito con Addi. Inténtalo de nuevo o elige otro medio de pago.',
} as const satisfies PaymentOutcome;

/** Addi's 409: the shopper already has a credit in process. Addi's word about the shopper, like a wallet without an
 * account: the attempt is rejected, and the shopper pays with another method or finishes that credit first. */
export const IN_PROCESS = {
  status: 'rejected',
  reason: 'credit-in-process',
  message: 'Ya tienes un crédito en proceso con Addi. Termínalo en la app de Addi o elige otro medio de pago.',
} as const;

/** A callback the store cannot apply (an unknown status, an approval without its amount): kept, not applied. */
const UNREADABLE = {
  status: 'failed',
  message: 'No pudimos leer la respuesta de Addi sobre tu crédito. Inténtalo de nuevo en unos minutos.',
} as const;

/** Addi's INTERNAL_ERROR: its spec says to send the shopper to choose another method, so the attempt ends (failed). */
const PROVIDER_ERROR = {
  status: 'failed',
  reason: 'provider-error',
  message: 'Addi tuvo un error y no pudo estudiar tu solicitud de crédito. Elige otro medio de pago para tu pedido.',
  ended: true,
} as const satisfies PaymentOutcome;

const DECLINED = 'Addi no aprobó tu crédito. Puedes pagar con otro medio.';
const ABANDONED =
  'Saliste de la solicitud de crédito de Addi sin terminarla. Puedes intentarlo de nuevo o elegir otro medio de pago.';

/** Addi's answer to an application in the core's words: a redirect leaves the attempt pending (its reference is our
 * attempt's id, which the callback brings back) until `expiresAt`. */
export const outcomeOfApplication = (
  answer: ApplicationAnswer,
  attemptId: string,
  expiresAt: Date | null,
): PaymentOutcome => {
  switch (answer.kind) {
    case 'redirect':
      return { status: 'pending', reference: attemptId, action: { kind: 'redirect', url: answer.url }, expiresAt };
    case 'in-process':
      return { ...IN_PROCESS, reference: null };
    case 'refused':
      return { ...NOT_OPENED, reason: 'gateway-refused' };
    default:
      return answer satisfies never;
  }
};

/** What a pending attempt keeps while no callback has come: the redirect and expiry it was given. */
type Waiting = { readonly action: PaymentAction | null; readonly expiresAt: Date | null };

/** The newest genuine callback about an attempt in the core's words (PROVIDERS.md §5): APPROVED pays for the amount
 * Addi approved; DECLINED and REJECTED end without credit; ABANDONED means the shopper left the application;
 * INTERNAL_ERROR ends it as failed, inviting another method. No callback yet, or PENDING: still pending. An unknown
 * status, or an approval without a readable amount, is not applied. */
export const outcomeOfCallback = (
  callback: AddiCallback | null,
  reference: string,
  waiting: Waiting,
): PaymentOutcome => {
  if (callback === null || callback.status === 'PENDING') return { status: 'pending', reference, ...waiting };
  switch (callback.status) {
    case 'APPROVED': {
      const amount = wholePesos(callback.approvedAmount);
      if (amount === null) return { ...UNREADABLE, reason: 'gateway-unreadable-amount' };
      return { status: 'approved', reference, amount, currency: callback.currency ?? 'COP' };
    }
    case 'DECLINED':
    case 'REJECTED':
      return { status: 'rejected', reference, reason: callback.status.toLowerCase(), message: DECLINED };
    case 'ABANDONED':
      return { status: 'rejected', reference, reason: 'abandoned', message: ABANDONED };
    case 'INTERNAL_ERROR':
      return PROVIDER_ERROR;
    default:
      return { ...UNREADABLE, reason: 'gateway-unknown-status' };
  }
};
