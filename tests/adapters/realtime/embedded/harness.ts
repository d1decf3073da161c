import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import {
  embeddedRealtime,
  type EmbeddedRealtimeOptions,
} from '../../../../adapters/realtime/embedded/embedded-realtime';
import { channelAuth } from '../../../../adapters/realtime/signature';
import { PATIENCE_MS } from '../../../support/eventually';

export const APP = { appId: 'fornido', key: 'fornido-key', secret: 'embedded-test-secret' } as const;

/** Resolves with the first call of `bind(handler)`, or fails after `ms`. */
export const firstEvent = <T = unknown>(
  bind: (handler: (data: T) => void) => void,
  ms = PATIENCE_MS,
  what = 'event',
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${what} within ${ms} ms`)), ms);
    bind((data) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

export type Member = { readonly id: string; readonly info?: unknown };

/** The embedded server on a loopback port, as the store mounts it (`rest` in an Express app, `attach` on its HTTP
 * server), with pusher-js clients and raw sockets that `close()` shuts with it. */
export const startEmbedded = async (
  options: EmbeddedRealtimeOptions = {},
  secret: () => Promise<string> = async () => APP.secret,
) => {
  const app = express();
  let realtime = embeddedRealtime({ appId: APP.appId, key: APP.key, secret }, options);
  const router = express.Router();
  router.use((req, res, next) => realtime.rest(req, res, next));
  app.use(router);
  const server: Server = createServer(app);
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const clients: Pusher[] = [];
  const sockets: WebSocket[] = [];

  /** A pusher-js client that signs its own private and presence subscriptions (with `secret`, the app's by default). */
  const client = (as: { member?: Member; secret?: string } = {}): Pusher => {
    const pusher = new Pusher(APP.key, {
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'fornido',
      disableStats: true,
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          const signer = { key: APP.key, secret: as.secret ?? APP.secret };
          if (!channelName.startsWith('presence-'))
            return callback(null, { auth: channelAuth(signer, socketId, channelName) });
          const channelData = JSON.stringify({ user_id: as.member?.id, user_info: as.member?.info });
          callback(null, { auth: channelAuth(signer, socketId, channelName, channelData), channel_data: channelData });
        },
      },
    });
    clients.push(pusher);
    return pusher;
  };

  /** Resolves once `pusher` is connected. */
  const connected = async (pusher: Pusher): Promise<Pusher> => {
    if (pusher.connection.state !== 'connected')
      await firstEvent((h) => pusher.connection.bind('connected', h), PATIENCE_MS, 'connection');
    return pusher;
  };

  /** A raw WebSocket at `path` (from another loopback address, with other headers, when told) that records every
   * frame it gets and how it closed. */
  const socket = (
    path = `/app/${APP.key}?protocol=7&client=js&version=8.6.0&flash=false`,
    from: { localAddress?: string; headers?: Record<string, string> } = {},
  ) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, from);
    sockets.push(ws);
    const frames: Record<string, unknown>[] = [];
    const waiting: { test: (f: Record<string, unknown>) => boolean; resolve: (f: Record<string, unknown>) => void }[] =
      [];
    ws.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
      frames.push(frame);
      for (const waiter of [...waiting]) {
        if (!waiter.test(frame)) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    ws.on('error', () => undefined);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    /** The first frame (already received or to come) with this event name. */
    const frame = (event: string, ms = PATIENCE_MS) => {
      const seen = frames.find((f) => f.event === event);
      if (seen) return Promise.resolve(seen);
      return firstEvent<Record<string, unknown>>(
        (resolve) => waiting.push({ test: (f) => f.event === event, resolve }),
        ms,
        `${event} frame`,
      );
    };
    /** The first frame with this event name that no earlier `next` took (already received or to come). */
    const taken = new Set<Record<string, unknown>>();
    const next = (event: string, ms = PATIENCE_MS) => {
      const free = (f: Record<string, unknown>) => f.event === event && !taken.has(f);
      const ready = frames.find(free);
      if (ready) taken.add(ready);
      return ready
        ? Promise.resolve(ready)
        : firstEvent<Record<string, unknown>>(
            (resolve) =>
              waiting.push({
                test: free,
                resolve: (f) => {
                  taken.add(f);
                  resolve(f);
                },
              }),
            ms,
            `${event} frame`,
          );
    };
    const send = (value: unknown) => ws.send(typeof value === 'string' ? value : JSON.stringify(value));
    const socketId = async () =>
      (JSON.parse((await frame('pusher:connection_established')).data as string) as { socket_id: string }).socket_id;
    return { ws, frames, frame, next, send, closed, socketId };
  };

  /** A raw socket, connected (waiting up to `ms` for connection_established: a hundred handshakes at once take
   * seconds on a loaded machine), that subscribes as pusher-js would, signing private and presence channels. */
  const subscriber = async (from?: Parameters<typeof socket>[1], ms = 20_000) => {
    const raw = socket(undefined, from);
    await raw.frame('pusher:connection_established', ms);
    const socketId = await raw.socketId();
    const subscribe = (channel: string, channelData?: unknown) => {
      const text = channelData === undefined ? undefined : JSON.stringify(channelData);
      const signer = { key: APP.key, secret: APP.secret };
      const auth = channel.startsWith('p') ? channelAuth(signer, socketId, channel, text) : undefined;
      raw.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: text } });
    };
    return { ...raw, socketId, subscribe };
  };

  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    server,
    realtime: () => realtime,
    client,
    connected,
    socket,
    subscriber,
    /** Closes the embedded server (every socket gets 4200) and attaches a fresh one to the same HTTP server. */
    restart: async (next: EmbeddedRealtimeOptions = options) => {
      const previous = realtime;
      realtime = embeddedRealtime({ appId: APP.appId, key: APP.key, secret }, next);
      const closing = previous.close();
      realtime.attach(server);
      await closing;
    },
    close: async () => {
      for (const pusher of clients) pusher.disconnect();
      for (const ws of sockets) ws.terminate();
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type Embedded = Awaited<ReturnType<typeof startEmbedded>>;
