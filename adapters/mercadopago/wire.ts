import { z } from 'zod';

/** The statuses a payment goes through at MercadoPago (PROVIDERS.md §4). */
export const PAYMENT_STATUSES = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

const id = z.union([z.string(), z.number()]).transform(String);

/** What `POST /checkout/preferences` answers, as far as the store reads it. */
export const preferenceAnswer = z.object({
  id: z.string().min(1),
  init_point: z.string().url(),
  sandbox_init_point: z.string().url().nullish(),
  external_reference: z.string().nullish(),
});
export type PreferenceAnswer = z.output<typeof preferenceAnswer>;

/** A payment (`GET /v1/payments/{id}` and each of a search's results), as far as the store reads it. Its status is
 * kept as text: map.ts decides about one it does not know. */
export const paymentAnswer = z.object({
  id,
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number().nullish(),
  currency_id: z.string().nullish(),
  // MercadoPago answers metadata as an object; anything else names no attempt.
  metadata: z
    .unknown()
    .transform((m) => (typeof m === 'object' && m !== null && !Array.isArray(m) ? (m as Record<string, unknown>) : {})),
  date_created: z.string().nullish(),
  date_approved: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  payment_type_id: z.string().nullish(),
  installments: z.number().nullish(),
  transaction_amount_refunded: z.number().nullish(),
});
export type PaymentAnswer = z.output<typeof paymentAnswer>;

/** `GET /v1/payments/search`: a page of payments. */
export const searchAnswer = z.object({
  results: z.array(paymentAnswer),
  paging: z.object({ total: z.number(), limit: z.number(), offset: z.number() }).partial().nullish(),
});

/** A refund, as `POST /v1/payments/{id}/refunds` answers it and `GET /v1/payments/{id}/refunds/{refund_id}` reads it
 * back: `status` is `approved`, `in_process` or `rejected` (kept as text: refunds.ts decides about one it does not
 * know). */
export const refundAnswer = z.object({
  id,
  payment_id: id.nullish(),
  amount: z.number().nullish(),
  status: z.string(),
});
export type RefundAnswer = z.output<typeof refundAnswer>;

/** MercadoPago's error body: `{message, error, status, cause: [{code, description}]}`. */
export const errorAnswer = z.object({
  message: z.string().nullish(),
  error: z.string().nullish(),
  status: z.number().nullish(),
  cause: z
    .array(z.object({ code: z.union([z.string(), z.number()]).nullish(), description: z.string().nullish() }))
    .nullish(),
});
