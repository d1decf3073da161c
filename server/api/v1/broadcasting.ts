import express, { Router } from 'express';
import { z } from 'zod/mini';
import { T, type AppContainer } from '../../../adapters/container';
import { CHANNEL_NAME } from '../../../core/realtime/channels';
import { HttpError } from '../../errors';
import { parseBody } from './body';
import { refuseNulInBody } from '../../nul-guard';

/** What pusher-js posts (form fields): its socket, the channel, and on an order's page without a session the order
 * link's signature (`firma`). */
const authForm = z.object({
  socket_id: z.string().check(z.regex(/^\d{1,20}\.\d{1,20}$/, 'La conexión en vivo no es válida.')),
  // A name Pusher would refuse is never looked up (a NUL byte must not reach SQL) nor signed.
  channel_name: z.string().check(z.regex(CHANNEL_NAME, 'El canal de actualizaciones en vivo no es válido.')),
  firma: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * `POST /api/v1/broadcasting/auth` (form fields `socket_id`, `channel_name`, `firma`?) → 200 `{auth}`, or
 * `{auth, channel_data}` for the ranking's presence channel: Pusher's channel authorization, signed with the app's
 * secret, for whoever may listen (the session cookie or `Authorization: Bearer`; an order's signed link). Anyone
 * else: 403 `channel-forbidden`.
 */
export const broadcastingRouter = (c: AppContainer): Router => {
  const authorize = c.get(T.realtime).authorizeChannel;
  const sign = c.get(T.realtime).signChannel;
  const r = Router();
  r.post(
    '/broadcasting/auth',
    express.urlencoded({ extended: false, limit: '4kb' }),
    refuseNulInBody,
    async (req, res) => {
      const form = parseBody(authForm, req.body);
      const granted = await authorize({
        channel: form.channel_name,
        customerId: res.locals.customerId,
        signature: form.firma ?? null,
      });
      if (!granted.ok) throw HttpError.from(granted.error);
      res.set('Cache-Control', 'no-store').json(await sign(form.socket_id, form.channel_name, granted.value.presence));
    },
  );
  return r;
};
