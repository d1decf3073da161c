import { retryMessage } from '../../components/forms/use-form';
import { unhandled, type Failure } from '../../lib/api-errors';
import type { PayOrderError } from '../../lib/checkout-client';
import { OFFLINE_MESSAGE } from '../../lib/json-api';

/** What the card form shows after a refused "Pagar": a message under the card number, or one above the form. */
export type PaymentFailure = { readonly field: string } | { readonly alert: string };

/** Reads a refusal of POST /orders/:number/payments as what the card form shows. Nothing was charged in any of them. */
export const paymentFailure = (failure: Failure<PayOrderError>): PaymentFailure => {
  switch (failure.kind) {
    case 'invalid-input':
      return failure.fields.card !== undefined ? { field: failure.fields.card } : { alert: failure.message };
    case 'rate-limited':
      return { alert: retryMessage(failure.retryAfterSeconds) };
    case 'not-payable':
      return { alert: `${failure.message} Recarga la página para ver su estado.` };
    case 'order-not-found':
    case 'payment-method-unavailable':
    case 'bad-request':
    case 'not-found':
    case 'csrf':
      return { alert: failure.message };
    case 'network':
      return { alert: `${OFFLINE_MESSAGE} No se hizo ningún cobro.` };
    case 'internal':
      return { alert: 'Algo salió mal de nuestro lado y no se hizo ningún cobro. Inténtalo de nuevo en un momento.' };
    default:
      return unhandled(failure, { alert: 'Algo salió mal. Inténtalo de nuevo.' });
  }
};
