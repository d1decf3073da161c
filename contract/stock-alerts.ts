import { z } from 'zod/mini';
import type { StockAlertRequested } from '../core/stock-alerts/request-stock-alert';
import { endpoint } from './endpoint';

/** What the "avísame" form sends: the sold-out variant and an address; the core checks the address again. */
export const stockAlertForm = z.object({
  sku: z.string({ error: 'Elige la presentación que quieres.' }).check(z.minLength(1), z.maxLength(64)),
  email: z
    .string({ error: 'Escribe tu correo electrónico.' })
    .check(z.minLength(1, 'Escribe tu correo electrónico.'), z.maxLength(254, 'Puede tener hasta 254 caracteres.')),
});

/** "Avísame cuando llegue" for a sold-out variant: { sku, email } → 201 { email, message }; 400 `invalid-input` for a
 * wrong address, 404 `variant-not-found`, 409 `in-stock`, 429 `rate-limited` past the per-address limit. */
export const stockAlertEndpoints = {
  stockAlert: endpoint<StockAlertRequested>()({
    method: 'POST',
    path: '/api/v1/stock-alerts',
    input: stockAlertForm,
    status: 201,
    errors: ['invalid-input', 'variant-not-found', 'in-stock', 'rate-limited'],
  }),
};
