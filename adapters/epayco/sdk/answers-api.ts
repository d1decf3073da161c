import { z } from 'zod';
import { idText, numeric, optionalText } from './envelope';

/** `data` of a card token: the token's `id` is what customers and charges take as `token_card`. */
export const tokenData = z.looseObject({ id: z.string(), status: optionalText, created: optionalText });
export type TokenData = z.output<typeof tokenData>;

/** `data` of a new customer: its `customerId`. */
export const customerCreated = z.looseObject({ customerId: idText, status: optionalText, description: optionalText });
export type CustomerCreated = z.output<typeof customerCreated>;

const card = z.looseObject({
  token: optionalText,
  franchise: optionalText,
  mask: optionalText,
  default: z.boolean().optional(),
});

/** A customer as ePayco describes it; only what the SDK checks is typed, the rest is kept as it came. */
export const customerData = z.looseObject({
  id_customer: optionalText,
  name: optionalText,
  email: optionalText,
  cards: z.array(card).optional(),
});
export type CustomerData = z.output<typeof customerData>;

/** A plan: `id_plan` is ours, the rest as created. */
export const planData = z.looseObject({
  id_plan: idText,
  name: optionalText,
  description: optionalText,
  amount: numeric.optional(),
  currency: optionalText,
  interval: optionalText,
  interval_count: numeric.optional(),
  trial_days: numeric.optional(),
});
export type PlanData = z.output<typeof planData>;

/** A subscription; ePayco's fields vary by call, so only `status` and the ids are typed. */
export const subscriptionData = z.looseObject({
  _id: optionalText,
  id: optionalText,
  idClient: optionalText,
  status: optionalText,
});
export type SubscriptionData = z.output<typeof subscriptionData>;

/**
 * A card charge's result. `estado` is "Aceptada", "Rechazada", "Pendiente" or "Fallida"; `cod_respuesta` 1 accepted,
 * 2 rejected, 3 pending, 4 failed (PROVIDERS.md §2).
 */
export const chargeData = z.looseObject({
  ref_payco: idText,
  factura: idText,
  descripcion: optionalText,
  valor: numeric,
  iva: numeric.optional(),
  baseiva: numeric.optional(),
  moneda: optionalText,
  estado: z.string(),
  respuesta: z.string(),
  autorizacion: optionalText,
  recibo: optionalText,
  fecha: optionalText,
  franquicia: optionalText,
  cod_respuesta: numeric,
  cod_error: optionalText,
});
export type ChargeData = z.output<typeof chargeData>;
