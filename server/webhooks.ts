import express, { Router, type Request } from 'express';
import { T, type AppContainer } from '../adapters/container';
import type { IncomingNotification } from '../core/payments/ports';
import { HttpError } from './errors';

/** The headers and query of a request as plain text values (the first of repeated ones). */
const textsOf = (values: Request['headers'] | Request['query']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).flatMap(([k, v]) => {
      const first = Array.isArray(v) ? v[0] : v;
      return typeof first === 'string' ? [[k, first]] : [];
    }),
  );

/** `POST /api/v1/webhooks/{provider}`: a provider's notification, read as raw text (its signature covers the exact
 * bytes), stored with its verdict before the answer, and handled by asking the provider again. A provider that is
 * not configured, or sends no notifications, has no address here (404); a forged signature gets 401, so the
 * provider's own retries still reach an operator's `fornido webhooks list`. */
export const webhooksRouter = (c: AppContainer): Router => {
  const receive = c.get(T.receiveNotification);
  const r = Router();
  r.post('/:provider', express.text({ type: () => true, limit: '64kb' }), async (req, res) => {
    const notification: IncomingNotification = {
      headers: textsOf(req.headers),
      query: textsOf(req.query),
      body: typeof req.body === 'string' ? req.body : '',
    };
    const result = await receive(String(req.params.provider), notification);
    if (!result.ok) throw new HttpError('not-found', 'No encontramos esa dirección.');
    res.status(result.value.verdict === 'invalid' ? 401 : 200).json({ received: result.value.id });
  });
  return r;
};
