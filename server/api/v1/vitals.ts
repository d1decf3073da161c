import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import express, { Router } from 'express';
import { z } from 'zod';
import { T, type AppContainer } from '../../../adapters/container';
import { MAX_ERROR_MESSAGE } from '../../../core/vitals/browser-errors';
import { MAX_VALUE, METRIC_NAMES, NAVIGATION_TYPES } from '../../../core/vitals/metrics';
import { recordVitals } from '../../../core/vitals/record-vitals';
import { infoPages } from '../../../core/content/info-pages';
import { csrfGuard } from '../../csrf';
import { HttpError } from '../../errors';
import { clientAddressKey } from './body';

/** A page visit's batch is a few hundred bytes (five metrics, an error or two): 8 KiB is far more than any real one. */
export const VITALS_BODY_LIMIT = 8 * 1024;

/** Pages at fixed addresses besides the information pages: the store's own, and the addresses its specification fixes
 * (issue 16), so a page there is grouped under its address from the day it exists. */
const FIXED_PAGES = [
  '/',
  '/buscar/',
  '/micuenta/',
  '/micuenta/pedidos/',
  '/cuenta/ingresar/',
  '/cuenta/registro/',
  '/cuenta/recuperar/',
  '/cuenta/verificar-correo/',
  '/cuenta/activar/',
  '/reset/password/',
  '/contactenos/',
  '/franquicias/',
  '/guia/',
  '/metodo-formas-envio/',
  '/metodo-formas-pago/',
  '/notificaciones-judiciales/',
  '/politica-devolucion/',
  '/politica-privacidad/',
  '/terminos-condiciones/',
  '/tiendas/',
  '/error/',
];

const fixedPages = (): ReadonlySet<string> =>
  new Set([...FIXED_PAGES, ...Object.values(CHECKOUT_PATHS), ...infoPages.map((p) => `/${p.slug}/`)]);

const metricValue = z.number().finite().min(0);

/** What web/lib/analytics/vitals-beacon.ts sends: strict, every name from a fixed set, every number in range. */
const vitalsBatch = z.strictObject({
  page: z.string().min(1).max(2048),
  viewportWidth: z.number().int().min(0).max(100_000),
  navigationType: z.enum(NAVIGATION_TYPES),
  metrics: z
    .array(
      z
        .strictObject({ name: z.enum(METRIC_NAMES), value: metricValue })
        .refine((m) => m.value <= MAX_VALUE[m.name], 'value out of range'),
    )
    .max(20),
  errors: z
    .array(
      z.strictObject({
        // The browser cuts messages to the kept length; a little more is allowed for its ellipsis and escaping.
        message: z.string().max(MAX_ERROR_MESSAGE * 2),
        source: z.string().max(2048),
        line: z.number().int().min(0).max(10_000_000),
        column: z.number().int().min(0).max(10_000_000),
      }),
    )
    .max(10),
});

const BAD = 'Las mediciones enviadas no son válidas.';

/** The body as JSON: a beacon sends it as text/plain (no preflight, no CORS), a script may say application/json. */
const parseBatch = (body: unknown) => {
  if (typeof body !== 'string') throw new HttpError('bad-request', BAD);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError('bad-request', BAD);
  }
  const parsed = vitalsBatch.safeParse(json);
  if (!parsed.success || parsed.data.metrics.length + parsed.data.errors.length === 0)
    throw new HttpError('bad-request', BAD);
  return parsed.data;
};

/** `POST /api/v1/vitals` (text/plain or application/json, at most 8 KiB) → 204: one page visit's web vitals and
 * uncaught errors from a shopper's browser. Only the store's own pages may send it (the CSRF guard: a page of another
 * site names its origin); 400 for anything out of shape or range, 413 past the size, 429 past the per-address limit. */
export const vitalsRouter = (c: AppContainer): Router => {
  const config = c.get(T.config);
  const listCategories = c.get(T.catalog).listCategories;
  const fixed = fixedPages();
  const record = recordVitals({
    vitals: c.get(T.vitalsStore),
    limiter: c.get(T.rateLimiter),
    clock: c.get(T.clock),
    pages: async () => ({ categories: new Set((await listCategories()).map((k) => k.slug)), fixed }),
  });
  const r = Router();
  r.post(
    '/vitals',
    csrfGuard(config.publicUrl),
    express.text({ type: ['text/plain', 'application/json'], limit: VITALS_BODY_LIMIT }),
    async (req, res) => {
      const batch = parseBatch(req.body);
      const result = await record({ batch, ip: clientAddressKey(req) });
      if (!result.ok) throw HttpError.from(result.error);
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  );
  return r;
};
