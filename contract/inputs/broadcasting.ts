import { z } from 'zod/mini';
import { CHANNEL_NAME } from '../../core/realtime/channels';

/** How Pusher's channel authorization is read (contract/broadcasting.ts): what pusher-js posts (form fields), its
 * socket, the channel, and on an order's page without a session the order link's signature (`firma`). */
export const broadcastingInputs = {
  broadcastingAuth: z.object({
    socket_id: z.string().check(z.regex(/^\d{1,20}\.\d{1,20}$/, 'La conexión en vivo no es válida.')),
    // A name Pusher would refuse is never looked up (a NUL byte must not reach SQL) nor signed.
    channel_name: z.string().check(z.regex(CHANNEL_NAME, 'El canal de actualizaciones en vivo no es válido.')),
    firma: z.optional(z.string().check(z.maxLength(64))),
  }),
};
