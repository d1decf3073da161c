import { z } from 'zod';
import { ADDI_SANDBOX_ERRORS, ADDI_SANDBOX_RANGE, type AddiSandboxError } from './constants';

const text = z.string().trim().min(1);
// Addi's OpenAPI types amounts as strings of pesos with cents after a dot ("255000.0") and its examples send numbers
// too: both are taken, as whole pesos (COP has no cents in use).
const pesos = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,12}(\.0{1,2})?$/, 'must be whole pesos, such as "255000.0"')
    .transform((value) => Number(value)),
]);
const quantity = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number of units')
    .transform((value) => Number(value)),
]);
const url = z.string().regex(/^https?:\/\/\S+$/);
const address = z.object({ lineOne: text, city: text, country: z.literal('CO') });

/** The application body as Addi's OpenAPI requires it (PROVIDERS.md §5): COP amounts, the client with a Colombian
 * cellphone, the callback and redirection URLs; `totalTaxesAmount`, `shippingAddress`, `logoUrl` and each item's
 * `tax` are optional. */
const application = z.object({
  orderId: text,
  totalAmount: pesos,
  shippingAmount: pesos,
  totalTaxesAmount: pesos.optional(),
  currency: z.literal('COP'),
  items: z.array(z.object({ sku: text, name: text, quantity, unitPrice: pesos, tax: pesos.optional() })).min(1),
  client: z.object({
    idType: text,
    idNumber: z.string().regex(/^[0-9A-Za-z]{3,20}$/),
    firstName: text,
    lastName: text,
    email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    cellphone: z.string().regex(/^3\d{9}$/),
    cellphoneCountryCode: z.literal('+57'),
    address,
  }),
  shippingAddress: address.optional(),
  allyUrlRedirection: z.object({ logoUrl: url.optional(), callbackUrl: url, redirectionUrl: url }),
});

/** An application as the sandbox keeps it: its amounts read as numbers of pesos. */
export type SandboxApplicationRequest = z.output<typeof application>;

/** The body read, or Addi's 400 error: its first problem, a document other than the cédula de ciudadanía (Addi's API:
 * "sólo se recibe cédula de ciudadanía (CC)"), or an amount outside what Addi lends. */
export const readApplication = (body: unknown): SandboxApplicationRequest | AddiSandboxError => {
  const parsed = application.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      code: ADDI_SANDBOX_ERRORS.invalidField,
      message: `Invalid field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  if (parsed.data.client.idType !== 'CC')
    return {
      code: ADDI_SANDBOX_ERRORS.idType,
      message: 'client.idType must be CC: only the cédula de ciudadanía is accepted',
    };
  const { totalAmount } = parsed.data;
  if (totalAmount < ADDI_SANDBOX_RANGE.min || totalAmount > ADDI_SANDBOX_RANGE.max)
    return {
      code: ADDI_SANDBOX_ERRORS.amountOutOfRange,
      message: `totalAmount must be between ${ADDI_SANDBOX_RANGE.min} and ${ADDI_SANDBOX_RANGE.max} COP`,
    };
  return parsed.data;
};
