import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Router } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../../../core/shared/ports';
import { channelRegistry } from './channels';
import { clientAddressKey } from './client-address';
import { openConnection, type Connection } from './connection';
import { CLOSE, LIMITS, errorFrame, requestUrl, serverFrame } from './protocol';
import { restApi } from './rest-api';
import type { TriggerEvent } from './trigger-request';

export type EmbeddedRealtime = {
  /** Express router for Pusher's HTTP API: the triggers `POST /apps/:appId/events` and `/batch_events`, and the
   * channels' state `GET /apps/:appId/channels…` (it reads its own raw body, so it goes before any body parser). */
  readonly rest: Router;
  /** Takes the WebSocket upgrades for `/app/{key}` on the store's HTTP server; other upgrade paths are refused (400)
   * unless another upgrade listener is there to take them. */
  attach(server: Server): void;
  /** Closes every socket with 4200 (reconnect now: the server is restarting), stops its timers and lets go of the
   * servers it was attached to. */
  close(): Promise<void>;
  /** Channels with subscribers now (for tests and operators). */
  occupiedChannels(): readonly string[];
};

export type EmbeddedRealtimeOptions = {
  readonly nowSeconds?: () => number;
  readonly activityTimeoutSeconds?: number;
  readonly pongTimeoutMs?: number;
  /** Proxies in front of the store whose X-Forwarded-For is believed (`TRUST_PROXY`); 0 by default. */
  readonly trustProxy?: number;
  /** Connections from one address (IPv6 by /64) and in all; past them a socket is closed with 4004. */
  readonly connectionsPerAddress?: number;
  readonly maxConnections?: number;
  readonly logger?: Logger;
};

const APP_PATH = /^\/app\/([^/]+)$/;
const SUPPORTED_PROTOCOL = /^[5-7]$/;

const refuseUpgrade = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

/**
 * A Pusher Channels (protocol 7) server inside the store's process, for when no hosted Pusher app is configured:
 * pusher-js and Pusher's server libraries talk to it unchanged. Its subscribers live in this process's memory, so it
 * serves one process; several processes need hosted Pusher. The app secret is loaded on first need and kept.
 */
export const embeddedRealtime = (
  app: { readonly appId: string; readonly key: string; readonly secret: () => Promise<string> },
  options: EmbeddedRealtimeOptions = {},
): EmbeddedRealtime => {
  const { logger } = options;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
  const pongTimeoutMs = options.pongTimeoutMs ?? 30_000;
  const perAddress = options.connectionsPerAddress ?? LIMITS.connectionsPerAddress;
  const maxConnections = options.maxConnections ?? LIMITS.maxConnections;
  const byAddress = new Map<string, number>();
  const registry = channelRegistry();
  const connections = new Map<string, Connection>();
  const listeners = new Map<Server, (req: IncomingMessage, socket: Duplex, head: Buffer) => void>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: LIMITS.frameBytes,
    perMessageDeflate: false,
    autoPong: false,
  });

  let secret: Promise<string> | undefined;
  const loadSecret = (): Promise<string> => {
    if (secret) return secret;
    const loading = app.secret();
    secret = loading;
    loading.catch(() => {
      if (secret === loading) secret = undefined;
    });
    return loading;
  };

  /** Random digits, as Pusher's are, unique among the open connections. */
  const newSocketId = (): string => {
    for (;;) {
      const id = `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
      if (!connections.has(id)) return id;
    }
  };

  const closeWith = (ws: WebSocket, code: number, message: string) => {
    ws.send(errorFrame(code, message));
    ws.close(code, message);
  };

  /** Why a connection is refused (Pusher's close code and message), or null when it is served. */
  const refusal = (url: URL, address: string): readonly [number, string] | null => {
    const key = APP_PATH.exec(url.pathname)?.[1];
    if (key === undefined) return [CLOSE.pathNotFound, 'Path not found'];
    if (key !== app.key) return [CLOSE.unknownApp, 'App key not in this cluster'];
    const protocol = url.searchParams.get('protocol');
    if (!protocol) return [CLOSE.noProtocol, 'No protocol version supplied'];
    if (!SUPPORTED_PROTOCOL.test(protocol)) return [CLOSE.unsupportedProtocol, 'Unsupported protocol'];
    if (connections.size >= maxConnections)
      return [CLOSE.overQuota, 'Over connection quota: the server is full, try again later'];
    if ((byAddress.get(address) ?? 0) >= perAddress)
      return [CLOSE.overQuota, `Over connection quota: at most ${perAddress} connections per address`];
    return null;
  };

  const accept = (ws: WebSocket, url: URL, address: string, appSecret: string) => {
    const refused = refusal(url, address);
    if (refused) return closeWith(ws, ...refused);
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    const socketId = newSocketId();
    const connection = openConnection(ws, socketId, {
      app: { key: app.key, secret: appSecret },
      registry,
      activityTimeoutSeconds,
      pongTimeoutMs,
      logger,
    });
    connections.set(socketId, connection);
    void connection.closed.then(() => {
      connections.delete(socketId);
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  };

  /** The upgrade listener of one server: `/app/…` is ours; anything else is refused unless another listener is there. */
  const upgradeListener = (server: Server) => (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = requestUrl(req.url);
    if (!url?.pathname.startsWith('/app/')) {
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, '400 Bad Request');
      return;
    }
    const address = clientAddressKey(req, options.trustProxy ?? 0);
    // A reset while the secret loads must not become an unhandled 'error' (ws adds its own once it takes over).
    socket.on('error', () => socket.destroy());
    loadSecret().then(
      (appSecret) => {
        if (!socket.destroyed) wss.handleUpgrade(req, socket, head, (ws) => accept(ws, url, address, appSecret));
      },
      (error: unknown) => {
        logger?.error({ err: String(error) }, 'Embedded realtime: the app secret could not be loaded');
        refuseUpgrade(socket, '503 Service Unavailable');
      },
    );
  };

  const deliver = (event: TriggerEvent) => {
    const except = event.socketId === undefined ? undefined : connections.get(event.socketId);
    for (const channel of event.channels)
      registry.publish(channel, serverFrame(event.name, event.data, channel), except);
  };

  return {
    rest: restApi({ app, secret: loadSecret, nowSeconds, deliver, registry, logger }),
    attach: (server) => {
      if (listeners.has(server)) return;
      const listener = upgradeListener(server);
      listeners.set(server, listener);
      server.on('upgrade', listener);
    },
    close: async () => {
      for (const [server, listener] of listeners) server.off('upgrade', listener);
      listeners.clear();
      await Promise.all([...connections.values()].map((c) => c.close(CLOSE.restarting, 'Server restarting')));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
    occupiedChannels: () => registry.occupied(),
  };
};
