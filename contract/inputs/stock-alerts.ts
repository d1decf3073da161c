import { z } from 'zod/mini';

/** How "Avísame cuando llegue" is read (contract/stock-alerts.ts): the sold-out variant and an address; the core checks
 * the address again. */
export const stockAlertInputs = {
  stockAlert: z.object({
    sku: z.string({ error: 'Elige la presentación que quieres.' }).check(z.minLength(1), z.maxLength(64)),
    email: z
      .string({ error: 'Escribe tu correo electrónico.' })
      .check(z.minLength(1, 'Escribe tu correo electrónico.'), z.maxLength(254, 'Puede tener hasta 254 caracteres.')),
  }),
};
