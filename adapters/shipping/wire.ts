import { z } from 'zod';

// The JSON wire format of the hosted shipping-quote service, shared by the client and the sandbox;
// hosted-quoter.ts documents it.

/** The body of `POST /v1/quotes`. */
export const quoteRequestBody = z.strictObject({
  origin: z.string().regex(/^\d{5,8}$/, 'must be a DANE code'),
  destination: z.string().regex(/^\d{5}$/, 'must be a 5-digit DANE municipality code'),
  weightGrams: z.number().int().positive(),
  declaredValue: z.number().int().nonnegative(),
});
export type QuoteRequestBody = z.infer<typeof quoteRequestBody>;

/** The answer, loose per quote so one bad price costs only its own method. */
export const quoteAnswer = z.object({
  quotes: z.array(z.object({ service: z.string(), price: z.unknown() })),
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;

/** A price the store accepts from the service: whole pesos, above zero (a free carrier is a bug, not a gift). */
export const hostedPrice = z.number().int().positive();
