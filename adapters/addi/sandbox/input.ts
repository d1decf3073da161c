import { z } from 'zod';
import type { AddiApplication } from '../application';
import { ADDI_SANDBOX_RANGE } from './constants';

const text = z.string().trim().min(1);
const pesos = z.number().int().nonnegative();
const url = z.string().regex(/^https?:\/\/\S+$/);
const address = z.object({ lineOne: text, city: text, country: z.literal('CO') });

/** The application body as Addi requires it (PROVIDERS.md §5): whole pesos in COP, the client with a Colombian
 * cellphone, and the ally's three URLs. */
const application = z.object({
  orderId: text,
  totalAmount: pesos,
  shippingAmount: pesos,
  totalTaxesAmount: pesos,
  currency: z.literal('COP'),
  items: z
    .array(z.object({ sku: text, name: text, quantity: z.number().int().positive(), unitPrice: pesos, tax: pesos }))
    .min(1),
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
  shippingAddress: address,
  allyUrlRedirection: z.object({ logoUrl: url, callbackUrl: url, redirectionUrl: url }),
});

/** The body read, or Addi's 400 message: its first problem, or an amount outside what Addi lends. */
export const readApplication = (body: unknown): AddiApplication | string => {
  const parsed = application.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `Invalid field ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
  }
  const { totalAmount } = parsed.data;
  if (totalAmount < ADDI_SANDBOX_RANGE.min || totalAmount > ADDI_SANDBOX_RANGE.max)
    return `totalAmount must be between ${ADDI_SANDBOX_RANGE.min} and ${ADDI_SANDBOX_RANGE.max} COP`;
  return parsed.data;
};
