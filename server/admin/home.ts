import { T, type AppContainer } from '../../adapters/container';
import type { adminHomeEndpoints } from '../../contract/admin-home';
import { ok } from '../../core/shared/result';
import type { Handlers } from '../api/endpoints';
import { actorOf } from './operator-session';

/** The console's Inicio in the operators' API (contract/admin-home.ts): its figures, and its live updates on the
 * operators' channel, authorized by the same rules as every channel (core/realtime/authorize-channel.ts). */
export const adminHomeHandlers = (c: AppContainer): Handlers<typeof adminHomeEndpoints> => {
  const { realtime } = c.get(T.config);
  const { consoleHome } = c.get(T.reports);
  const { authorizeChannel, signChannel } = c.get(T.realtime);
  return {
    home: async (_, ctx) => consoleHome(actorOf(ctx.actor)),
    liveSettings: async (_, ctx) => {
      actorOf(ctx.actor);
      return { key: realtime.key, cluster: realtime.cluster, embedded: realtime.kind === 'embedded' };
    },
    authorizeLiveChannel: async (form, ctx) => {
      const operator = actorOf(ctx.actor);
      const granted = await authorizeChannel({
        channel: form.channel_name,
        customerId: null,
        signature: null,
        operator,
      });
      if (!granted.ok) return granted;
      return ok(await signChannel(form.socket_id, form.channel_name, null));
    },
  };
};
