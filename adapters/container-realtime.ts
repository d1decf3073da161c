import type { Container } from 'inversify';
import { authorizeChannel } from '../core/realtime/authorize-channel';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { pusherTrigger } from './realtime/pusher-trigger';
import { storedSecret } from './security/order-links';
import { T } from './tokens';

/** The Pusher app live updates go through: its id, public key and secret (hosted Pusher's from PUSHER_*, or the
 * embedded endpoint's, made on first start and kept in the database so every start and the CLI share it). */
export type RealtimeApp = {
  readonly appId: string;
  readonly key: string;
  readonly secret: () => Promise<string>;
};

/** Live updates: the app, the trigger client (to hosted Pusher, or to the store's own endpoint over its own port) and
 * the channel authorizer of /api/v1/broadcasting/auth. */
export const bindRealtime = (c: Container, config: Config, database: Database) => {
  const { realtime } = config;
  let secret: Promise<string> | null = null;
  const app: RealtimeApp =
    realtime.kind === 'hosted'
      ? { appId: realtime.appId, key: realtime.key, secret: () => Promise.resolve(realtime.secret) }
      : {
          appId: realtime.appId,
          key: realtime.key,
          secret: () => (secret ??= storedSecret(database.db, 'realtime')().then((b) => b.toString('hex'))),
        };
  c.bind(T.realtimeApp).toConstantValue(app);
  c.bind(T.realtime).toConstantValue(
    pusherTrigger({
      ...app,
      baseUrl: realtime.kind === 'hosted' ? `https://api-${realtime.cluster}.pusher.com` : config.selfUrl,
      unreachableMeansNobody: realtime.kind === 'embedded',
    }),
  );
  c.bind(T.authorizeChannel)
    .toDynamicValue((x) => authorizeChannel({ viewOrder: x.get(T.viewOrder), customers: x.get(T.customers) }))
    .inSingletonScope();
};
