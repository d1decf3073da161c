import { createHash } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../adapters/container';
import type { IncomingNotification } from '../core/payments/ports';
import type { NotificationFate } from '../core/checkout/receive-notification';
import { clientIp } from './api/v1/body';
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

/** The answer to each fate: a forged signature 401, a notification naming no payment or an over-long reference 400,
 * a payment we never made 404 (nothing changes for any of them, and each is kept as a digest for `fornido webhooks
 * list`); applied 200, which is all a provider expects; a genuine one whose provider could not be asked 503, which
 * makes the provider send it again (this is a provider's request, never a browser's). */
const STATUS_OF_FATE: Readonly<Record<NotificationFate, number>> = {
  'applied': 200,
  'unverified': 503,
  'invalid-signature': 401,
  'no-reference': 400,
  'invalid-reference': 400,
  'unknown-reference': 404,
};

/** `POST|GET /api/v1/webhooks/{provider}` (a provider may confirm either way): a provider's notification, read as raw text
 * (its signature covers the exact bytes), stored with its verdict before the answer (a refused one as a digest, with
 * the size and SHA-256 of its body), and handled by asking the provider again; refused ones past their limits get 429.
 * A provider that is not configured, or sends no notifications, has no address here (404). */
export const webhooksRouter = (c: AppContainer): Router => {
  const receive = c.get(T.paymentUpkeep).receiveNotification;
  const payments = c.get(T.payments);
  const r = Router();
  const take = async (req: Request, res: Response) => {
    const notification: IncomingNotification = {
      headers: textsOf(req.headers),
      query: textsOf(req.query),
      body: typeof req.body === 'string' ? holdable(req.body) : '',
    };
    const provider = String(req.params.provider);
    const raw = typeof req.body === 'string' ? req.body : '';
    const body = { bytes: Buffer.byteLength(raw), sha256: createHash('sha256').update(raw).digest('hex') };
    const result = await receive(provider, notification, { ip: clientIp(req), body });
    if (!result.ok)
      throw result.error.kind === 'rate-limited'
        ? HttpError.from(result.error)
        : new HttpError('not-found', 'No encontramos esa dirección.');
    const { fate, id } = result.value;
    // A provider that expects its own JSON back (its reader says `echo`) gets it once the notification is taken.
    if (fate === 'applied' && payments.forProvider(provider)?.notifications?.echo)
      res.status(200).type('application/json').send(notification.body);
    else res.status(STATUS_OF_FATE[fate]).json({ received: id, result: fate });
  };
  r.route('/:provider')
    .get(take)
    .post(express.text({ type: () => true, limit: '64kb' }), take);
  return r;
};
