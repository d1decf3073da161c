import { checkoutEndpoints, type CheckoutEndpoints } from '../../contract/checkout-endpoints';
import type { RefusalOf } from '../../contract/endpoint';
import { httpAsk } from './http-api';

/** The checkout's and the order payments' endpoints as the browser asks them: each answers its figures or its use
 * case's refusal (contract/errors.ts), for the page to switch on. Only the checkout and the order's payment pages
 * import it, so the catalogue carries none of the checkout's form schemas. */
export const checkoutApi = httpAsk(checkoutEndpoints);

/** Why paying an order was refused: the order cannot be seen (wrong link), or the payment did not start. */
export type PayOrderError = RefusalOf<CheckoutEndpoints['payOrder']>;
