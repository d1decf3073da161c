import { z } from 'zod/mini';
import { CHANNEL_NAME } from '../core/realtime/channels';
import { endpoint } from './endpoint';

/** What pusher-js posts (form fields): its socket, the channel, and on an order's page without a session the order
 * link's signature (`firma`). */
const authForm = z.object({
  socket_id: z.string().check(z.regex(/^\d{1,20}\.\d{1,20}$/, 'La conexión en vivo no es válida.')),
  // A name Pusher would refuse is never looked up (a NUL byte must not reach SQL) nor signed.
  channel_name: z.string().check(z.regex(CHANNEL_NAME, 'El canal de actualizaciones en vivo no es válido.')),
  firma: z.optional(z.string().check(z.maxLength(64))),
});

/** Pusher's channel authorization, as pusher-js asks it (form-encoded, not JSON): the signature for whoever may
 * listen, with the member's data on the ranking's presence channel; anyone else 403 `channel-forbidden`. */
export const broadcastingEndpoints = {
  broadcastingAuth: endpoint<{ readonly auth: string; readonly channel_data?: string }>()({
    method: 'POST',
    path: '/api/v1/broadcasting/auth',
    input: authForm,
    errors: ['channel-forbidden'],
  }),
};
