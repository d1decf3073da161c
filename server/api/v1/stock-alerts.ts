import { Router } from 'express';
import { z } from 'zod/mini';
import { T, type AppContainer } from '../../../adapters/container';
import { HttpError } from '../../errors';
import { clientAddressKey, parseBody } from './body';

/** What the "avísame" form sends: the sold-out variant and an address; the core checks the address again. */
const stockAlertForm = z.object({
  sku: z.string({ error: 'Elige la presentación que quieres.' }).check(z.minLength(1), z.maxLength(64)),
  email: z
    .string({ error: 'Escribe tu correo electrónico.' })
    .check(z.minLength(1, 'Escribe tu correo electrónico.'), z.maxLength(254, 'Puede tener hasta 254 caracteres.')),
});

/** `POST /api/v1/stock-alerts` { sku, email } → 201 { email, message }: "avísame cuando llegue" for a sold-out
 * variant (web/lib/stock-alert-api.ts). 400 for a wrong address, 404 for an unknown variant, 409 when it is in stock,
 * 429 past the per-address limit. */
export const stockAlertsRouter = (c: AppContainer): Router => {
  const request = c.get(T.stockAlerts).requestStockAlert;
  const r = Router();
  r.post('/stock-alerts', async (req, res) => {
    const form = parseBody(stockAlertForm, req.body);
    const result = await request({ ...form, ip: clientAddressKey(req) });
    if (!result.ok) throw HttpError.from(result.error);
    res.set('Cache-Control', 'no-store').status(201).json(result.value);
  });
  return r;
};
