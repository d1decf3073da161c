import type { broadcastingInputs } from './inputs/broadcasting';
import { endpoint } from './endpoint';

/** Pusher's channel authorization, as pusher-js asks it (form-encoded, not JSON): the signature for whoever may
 * listen, with the member's data on the ranking's presence channel; anyone else 403 `channel-forbidden`. */
export const broadcastingEndpoints = {
  broadcastingAuth: endpoint<
    { readonly auth: string; readonly channel_data?: string },
    typeof broadcastingInputs.broadcastingAuth
  >()({
    method: 'POST',
    path: '/api/v1/broadcasting/auth',
    errors: ['channel-forbidden'],
  }),
};
