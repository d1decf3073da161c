import express, { Router } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import { broadcastingEndpoints } from '../../../contract/broadcasting';
import { ok } from '../../../core/shared/result';
import { refuseNulInBody } from '../../nul-guard';
import type { Handlers } from '../endpoints';

/** pusher-js posts its channel authorization as form fields, a few hundred bytes: read before the endpoint at `path`
 * (the shoppers' by default, server/app.ts; the operators', server/admin/admin-api.ts), as the JSON parser reads the
 * others. */
export const broadcastingFormBody = (
  path = broadcastingEndpoints.broadcastingAuth.path.slice('/api/v1'.length),
): Router => Router().post(path, express.urlencoded({ extended: false, limit: '4kb' }), refuseNulInBody);

/**
 * Pusher's channel authorization (contract/broadcasting.ts), signed with the app's secret, for whoever may listen (the
 * session cookie or `Authorization: Bearer`; an order's signed link); anyone else 403 `channel-forbidden`. Never cached.
 */
export const broadcastingHandlers = (c: AppContainer): Handlers<typeof broadcastingEndpoints> => {
  const { authorizeChannel, signChannel } = c.get(T.realtime);
  return {
    broadcastingAuth: async (form, { customerId, http }) => {
      const granted = await authorizeChannel({
        channel: form.channel_name,
        customerId,
        signature: form.firma ?? null,
        operator: null,
      });
      if (!granted.ok) return granted;
      const signed = await signChannel(form.socket_id, form.channel_name, granted.value.presence);
      http?.res.set('Cache-Control', 'no-store');
      return ok(signed);
    },
  };
};
