import express, { Router, type Request, type Response } from 'express';
import type { Logger } from '../../../core/shared/ports';
import { checkSignedRequest, type SignatureProblem } from '../signature';
import { describeChannel, listChannels, listUsers, type QueryAnswer } from './channel-queries';
import type { ChannelRegistry } from './channels';
import { LIMITS, requestUrl } from './protocol';
import { isTriggerRefusal, readTriggerBody, type TriggerEvent } from './trigger-request';

export type RestApiDeps = {
  readonly app: { readonly appId: string; readonly key: string };
  readonly secret: () => Promise<string>;
  readonly nowSeconds: () => number;
  /** Sends one checked event to its channels' subscribers. */
  readonly deliver: (event: TriggerEvent) => void;
  /** Who is on which channel, for the channels API. */
  readonly registry: ChannelRegistry;
  readonly logger?: Logger;
};

/** Pusher answers a refused signature with 401 and a reason in plain text. */
const SIGNATURE_REASONS: Readonly<Record<SignatureProblem, string>> = {
  'missing': 'Missing auth_key, auth_timestamp, auth_signature or auth_version=1.0',
  'unknown-key': 'Unknown auth_key',
  'stale': 'Timestamp expired: auth_timestamp is more than 600 seconds from the server time',
  'body-md5': 'body_md5 does not match the body',
  'signature': 'Invalid signature',
};

const answerText = (res: Response, status: number, message: string) =>
  void res.status(status).type('text/plain').send(message);

const BODY_TOO_LARGE = `Body over ${LIMITS.restBodyBytes / 1024} KB`;

/** The status of a body that could not be read (over the size cap 413, an unknown charset 415…), always a 4xx. */
const bodyErrorStatus = (error: unknown): number => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
};

/** What a signed request asks for, once its signature is good: the answer to send (the triggers' 413 besides). */
type Handler = (req: Request, url: URL, body: string) => QueryAnswer | { readonly status: 413; readonly text: string };

/** Pusher's HTTP API, signed as Pusher signs it (checked over the exact path, query and raw body, timestamps within
 * 600 s), bodies up to the size cap: the triggers `POST /apps/{app_id}/events` and `/batch_events`, and the state of
 * channels `GET /apps/{app_id}/channels`, `/channels/{name}` and `/channels/{name}/users`. Unknown app 404, bad
 * signature 401, bad request 400, too large 413; delivered 200 `{}`. */
export const restApi = (deps: RestApiDeps): Router => {
  const readText = express.text({ type: () => true, limit: LIMITS.restBodyBytes });

  const answer = async (handler: Handler, req: Request, res: Response) => {
    let secret: string;
    try {
      secret = await deps.secret();
    } catch (error) {
      deps.logger?.error({ err: String(error) }, 'Embedded realtime: the app secret could not be loaded');
      return answerText(res, 503, 'The realtime service is not ready, try again shortly');
    }
    const url = requestUrl(req.originalUrl);
    if (url === null) return answerText(res, 400, 'The request target could not be read');
    const body = typeof req.body === 'string' ? req.body : '';
    const problem = checkSignedRequest(
      { key: deps.app.key, secret },
      { method: req.method, path: url.pathname, query: new Map(url.searchParams), body },
      deps.nowSeconds(),
    );
    if (problem !== null) return answerText(res, 401, SIGNATURE_REASONS[problem]);
    const answered = handler(req, url, body);
    if ('json' in answered) return void res.status(answered.status).json(answered.json);
    answerText(res, answered.status, answered.text);
  };

  const signed = (handler: Handler) => (req: Request, res: Response) => {
    if (req.params.appId !== deps.app.appId) return answerText(res, 404, 'Unknown app');
    readText(req, res, (error?: unknown) => {
      if (error) {
        const status = bodyErrorStatus(error);
        return answerText(res, status, status === 413 ? BODY_TOO_LARGE : 'The body could not be read');
      }
      answer(handler, req, res).catch((failure: unknown) => {
        deps.logger?.error({ err: String(failure) }, 'Embedded realtime: a REST request failed');
        if (!res.headersSent) answerText(res, 500, 'Internal error');
      });
    });
  };

  const trigger =
    (kind: 'events' | 'batch_events'): Handler =>
    (_req, _url, body) => {
      const events = readTriggerBody(kind, body);
      if (isTriggerRefusal(events))
        return events.status === 413 ? { status: 413, text: events.message } : { status: 400, text: events.message };
      for (const event of events) deps.deliver(event);
      return { status: 200, json: {} };
    };
  const channelName = (req: Request) => String(req.params.channel);

  const router = Router();
  router.post('/apps/:appId/events', signed(trigger('events')));
  router.post('/apps/:appId/batch_events', signed(trigger('batch_events')));
  router.get(
    '/apps/:appId/channels',
    signed((_req, url) => listChannels(deps.registry, url.searchParams)),
  );
  router.get(
    '/apps/:appId/channels/:channel',
    signed((req, url) => describeChannel(deps.registry, channelName(req), url.searchParams)),
  );
  router.get(
    '/apps/:appId/channels/:channel/users',
    signed((req) => listUsers(deps.registry, channelName(req))),
  );
  return router;
};
