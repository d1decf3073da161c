import type { ConsoleHome } from '../core/reports/console-home';
import { endpoint } from './endpoint';
import type { adminHomeInputs as I } from './inputs/admin-home';

/** Where the console hears live updates: hosted Pusher's key and cluster, or the store's own endpoint (`embedded`);
 * an empty key when live updates are off. */
export type ConsoleLiveSettings = { readonly key: string; readonly cluster: string; readonly embedded: boolean };

/** The console's Inicio in the operators' API, and its live updates. */
export const adminHomeEndpoints = {
  /** Today's and this month's sales, the orders and payments waiting, low stock, late events and the shoppers' vitals:
   * each block null for a role that may not see it. */
  home: endpoint<ConsoleHome, typeof I.home>()({ method: 'GET', path: '/api/admin/v1/home' }),
  liveSettings: endpoint<ConsoleLiveSettings, typeof I.liveSettings>()({
    method: 'GET',
    path: '/api/admin/v1/live',
  }),
  /** Pusher's channel authorization for the operators' channel (`private-operators`), as pusher-js asks it (form
   * fields): a signed-in operator's session only (401 without one, as every endpoint here); 403 `channel-forbidden` for
   * any other channel. */
  authorizeLiveChannel: endpoint<{ readonly auth: string }, typeof I.authorizeLiveChannel>()({
    method: 'POST',
    path: '/api/admin/v1/broadcasting/auth',
    errors: ['channel-forbidden'],
  }),
};
