import { z } from 'zod/mini';
import { noFields } from './no-fields';

/** How the order pages' requests are read (contract/checkout.ts). */
export const orderPageInputs = {
  // Only a text is a signature: anything else (a list) is read as none.
  order: z.object({ number: z.string(), firma: z.catch(z.optional(z.string()), undefined) }),
  accountOrders: noFields,
};
