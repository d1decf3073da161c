import { unhandled, type Failure } from '../../../../contract/errors';
import type { PayOrderError } from '../../../lib/checkout-api';
import { OFFLINE_MESSAGE } from '../../../lib/messages';

/** What a payment form shows after a refused "Pagar": a message under one of its fields (`phone`, `card`,
 * `installments`), one under each of several (the browser's own check of a card), or one above the form. */
export type PaymentFailure =
  | { readonly field: string; readonly message: string }
  | { readonly fields: Readonly<Record<string, string>> }
  | { readonly alert: string };

/** Reads a refusal of POST /orders/:number/payments as what the form shows. Nothing was charged in any of them. */
export const paymentFailure = (failure: Failure<PayOrderError>): PaymentFailure => {
  switch (failure.kind) {
    case 'invalid-input': {
      const [first] = Object.entries(failure.fields);
      return first ? { field: first[0], message: first[1] } : { alert: failure.message };
    }
    case 'not-payable':
      return { alert: `${failure.message} Recarga la página para ver su estado.` };
    // The server says which limit it was and when to try again; a shared address's is never the shopper's fault.
    case 'rate-limited':
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

/** The message of a failure as one line above the form (a field the form does not have is said there too). */
export const failureText = (shown: PaymentFailure): string =>
  'alert' in shown ? shown.alert : 'fields' in shown ? Object.values(shown.fields).join(' ') : shown.message;
