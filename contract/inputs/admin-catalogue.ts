import { z } from 'zod/mini';
import { text } from '../forms/text';

const PRICE = 'Escribe el precio en pesos, sin puntos (por ejemplo 189900).';
const pesos = z.number({ error: PRICE }).check(z.int(PRICE), z.positive(PRICE));

/** How the operators' catalogue endpoints are read (contract/admin-catalogue.ts). */
export const adminCatalogueInputs = {
  listVariants: z.object({ low: z.optional(z.enum(['0', '1'], { error: 'low es 0 o 1.' })) }),
  setVariantPrice: z.object({
    sku: text('Falta la referencia.', 64),
    price: pesos,
    compareAt: z.optional(z.nullable(pesos)),
  }),
};
