import express, { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../adapters/container';
import type { IncomingNotification } from '../core/payments/ports';
import type { NotificationFate } from '../core/checkout/receive-notification';
import { HttpError } from './errors';

/** A text as PostgreSQL can keep and look it up: it holds no NUL character, which no provider sends (their bodies are
 * JSON or forms, which escape it); a forged one (`?ref=%00`) becomes U+FFFD, and the notification is refused as usual. */
const holdable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** The headers and query of a request as plain text values (the first of repeated ones). */
const textsOf = (values: Request['headers'] | Request['query']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).flatMap(([k, v]) => {
      const first = Array.isArray(v) ? v[0] : v;
      return typeof first === 'string' ? [[holdable(k), holdable(first)]] : [];
    }),
  );

/** The answer to each fate: a forged signature 401, a notification naming no payment 400, a payment we never made
 * 404 (nothing changes for any of them, and each is kept for `fornido webhooks list`); applied 200, which is all
 * a provider expects. */
const STATUS_OF_FATE: Readonly<Record<NotificationFate, number>> = {
  'applied': 200,
  'invalid-signature': 401,
  'no-reference': 400,
  'unknown-reference': 404,
};

/** `POST|GET /api/v1/webhooks/{provider}` (ePayco may confirm either way): a provider's notification, read as raw text
 * (its signature covers the exact bytes), stored with its verdict before the answer, and handled by asking the
 * provider again. A provider that is not configured, or sends no notifications, has no address here (404). */
export const webhooksRouter = (c: AppContainer): Router => {
  const receive = c.get(T.receiveNotification);
  const payments = c.get(T.payments);
  const r = Router();
  const take = async (req: Request, res: Response) => {
    const notification: IncomingNotification = {
      headers: textsOf(req.headers),
      query: textsOf(req.query),
      body: typeof req.body === 'string' ? holdable(req.body) : '',
    };
    const provider = String(req.params.provider);
    const result = await receive(provider, notification);
    if (!result.ok) throw new HttpError('not-found', 'No encontramos esa dirección.');
    const { fate, id } = result.value;
    // A provider that expects its own JSON back (Addi) gets it once the notification is taken.
    if (fate === 'applied' && payments.forProvider(provider)?.notifications?.echo)
      res.status(200).type('application/json').send(notification.body);
    else res.status(STATUS_OF_FATE[fate]).json({ received: id, result: fate });
  };
  r.route('/:provider')
    .get(take)
    .post(express.text({ type: () => true, limit: '64kb' }), take);
  return r;
};
