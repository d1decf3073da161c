import { z } from 'zod/mini';
import { text } from '../forms/text';
import { noFields } from './no-fields';

const id = z.coerce
  .number({ error: 'Esa notificación no existe.' })
  .check(z.int('Esa notificación no existe.'), z.positive('Esa notificación no existe.'));
const provider = text('Elige un proveedor.', 40);
/** At most the 90 days `fornido payments reconcile --since` takes. */
const MAX_LOOK_BACK_MS = 90 * 86_400_000;

/** How the operators' payment endpoints are read (contract/admin-payments.ts). */
export const adminPaymentInputs = {
  paymentsOverview: noFields,
  reconcilePayments: z.object({
    provider: z.optional(provider),
    sinceMs: z.optional(
      z.int('Indica cuánto tiempo atrás mirar.').check(z.minimum(1), z.maximum(MAX_LOOK_BACK_MS, 'Hasta 90 días.')),
    ),
  }),
  replayNotification: z.object({ id }),
  paymentRecords: z.object({ key: text('Escribe un número de pedido o una referencia.', 200).check(z.minLength(1)) }),
  walletStatus: z.object({ reference: text('Escribe la referencia del pago.', 200).check(z.minLength(1)) }),
  notificationRecords: z.object({
    provider: z.optional(provider),
    limit: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1000))),
  }),
};
