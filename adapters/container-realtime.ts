import type { Container } from 'inversify';
import { authorizeChannel, type PresenceMember } from '../core/realtime/authorize-channel';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { embeddedRealtime } from './realtime/embedded/embedded-realtime';
import { pusherTrigger } from './realtime/pusher-trigger';
import { channelAuth, presenceUserId, type RealtimeApp } from './realtime/signature';
import { storedSecret } from './security/order-links';
import { T } from './tokens';

/** Live updates: the app, the trigger client (to hosted Pusher, or to the store's own endpoint over its own port), that
 * endpoint itself, and the channel authorizer and signer of /api/v1/broadcasting/auth. */
export const bindRealtime = (c: Container, config: Config, database: Database) => {
  const { realtime } = config;
  let secret: Promise<string> | null = null;
  const app: RealtimeApp =
    realtime.kind === 'hosted'
      ? { appId: realtime.appId, key: realtime.key, secret: () => Promise.resolve(realtime.secret) }
      : {
          appId: realtime.appId,
          key: realtime.key,
          // Loaded once; a failed read (the database away for a moment) is not kept, so the next call tries again.
          secret: () =>
            (secret ??= storedSecret(database.db, 'realtime')().then(
              (b) => b.toString('hex'),
              (error: unknown) => {
                secret = null;
                throw error;
              },
            )),
        };
  c.bind(T.realtimeApp).toConstantValue(app);
  c.bind(T.realtimeTrigger).toConstantValue(
    pusherTrigger({
      ...app,
      baseUrl: realtime.kind === 'hosted' ? `https://api-${realtime.cluster}.pusher.com` : config.liveUpdatesUrl,
      unreachableMeansNobody: realtime.kind === 'embedded',
    }),
  );
  // The store's own endpoint, when no hosted app is configured: made when the server asks for it (never in the CLI).
  c.bind(T.embeddedRealtime)
    .toDynamicValue((x) =>
      realtime.kind === 'embedded'
        ? embeddedRealtime(app, { logger: x.get(T.logger), trustProxy: config.trustProxy })
        : null,
    )
    .inSingletonScope();
  const signChannel = async (socketId: string, channel: string, presence: PresenceMember | null) => {
    const signing = { key: app.key, secret: await app.secret() };
    if (!presence) return { auth: channelAuth(signing, socketId, channel) };
    const channelData = JSON.stringify({
      user_id: presenceUserId(signing.secret, presence.customerId),
      user_info: { alias: presence.alias },
    });
    return { auth: channelAuth(signing, socketId, channel, channelData), channel_data: channelData };
  };
  c.bind(T.realtime)
    .toDynamicValue((x) => ({
      authorizeChannel: authorizeChannel({ viewOrder: x.get(T.orders).viewOrder, customers: x.get(T.customers) }),
      signChannel,
    }))
    .inSingletonScope();
};
