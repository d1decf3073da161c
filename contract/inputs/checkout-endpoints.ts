import { z } from 'zod/mini';
import { checkoutPriceForm, payOrderForm, placeOrderForm } from '../forms/checkout-forms';
import { noFields } from './no-fields';

/** An attempt of an order, named by the order's number, the attempt's id and, for a guest, the link's signature. */
const attempt = z.object({
  number: z.string(),
  id: z.string(),
  // Only a text is a signature: anything else (a list) is read as none, as for the order itself.
  firma: z.catch(z.optional(z.string()), undefined),
});

/** How the checkout's and the order payments' requests are read (contract/checkout-endpoints.ts). */
export const checkoutInputs = {
  priceCheckout: checkoutPriceForm,
  placeOrder: placeOrderForm,
  payOrder: z.object({ number: z.string(), ...payOrderForm.shape }),
  followPayment: attempt,
  withdrawPayment: attempt,
  paymentBanks: noFields,
};
