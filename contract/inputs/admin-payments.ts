import { z } from 'zod/mini';
import { noFields } from './no-fields';

const id = z.coerce
  .number({ error: 'Esa notificación no existe.' })
  .check(z.int('Esa notificación no existe.'), z.positive('Esa notificación no existe.'));

/** How the operators' payment endpoints are read (contract/admin-payments.ts). */
export const adminPaymentInputs = {
  paymentsOverview: noFields,
  reconcilePayments: noFields,
  replayNotification: z.object({ id }),
};
