import type { WebSocket } from 'ws';
import type { Logger } from '../../../core/shared/ports';
import { channelAuth, sameText } from '../signature';
import type { ChannelRegistry, Subscriber } from './channels';
import {
  CLOSE,
  LIMITS,
  byteLength,
  channelKind,
  channelNameProblem,
  errorFrame,
  parseChannelData,
  parseClientFrame,
  parseSubscribe,
  parseUnsubscribe,
  serverFrame,
  type ClientFrame,
  type SubscribeRequest,
} from './protocol';
import { inflowMeter } from './inflow-meter';

export type ConnectionDeps = {
  readonly app: { readonly key: string; readonly secret: string };
  readonly registry: ChannelRegistry;
  readonly activityTimeoutSeconds: number;
  readonly pongTimeoutMs: number;
  readonly logger?: Logger;
};

export type Connection = Subscriber & {
  /** Closes the socket with a protocol close code; resolves once it is closed (forced after a second). */
  close(code: number, reason: string): Promise<void>;
  /** Resolves when the socket has closed and left its channels. */
  readonly closed: Promise<void>;
};

const FORCED_CLOSE_MS = 1000;

/** Pusher's answer to a client event when the app has them turned off (the store never sends any): the connection
 * stays open, nothing is relayed. */
export const CLIENT_EVENTS_OFF = 'Client events are not enabled for this app';

/** One socket's life on the embedded server: `connection_established`, ping and pong both ways (a silent client is
 * pinged after the activity timeout and closed with 4201 when no pong follows), subscriptions; client events are
 * refused. A socket that sends too much is closed (4301); one that does not read what it is sent is dropped. */
export const openConnection = (socket: WebSocket, socketId: string, deps: ConnectionDeps): Connection => {
  const { registry, app } = deps;
  const mine = new Set<string>();
  const inflow = inflowMeter();
  let pongWait: NodeJS.Timeout | undefined;

  const send = (frame: string) => {
    if (socket.readyState !== socket.OPEN) return;
    // A close frame would wait behind what the client is not reading (ws waits 30 s for it): drop the socket now.
    if (socket.bufferedAmount > LIMITS.bufferedBytes) return socket.terminate();
    socket.send(frame);
  };
  const refuse = (code: number | null, message: string) => send(errorFrame(code, message));
  const me: Subscriber = { socketId, send };

  const idle = setTimeout(() => {
    send(serverFrame('pusher:ping', {}));
    pongWait = setTimeout(() => socket.close(CLOSE.pongTimeout, 'Pong reply not received'), deps.pongTimeoutMs);
  }, deps.activityTimeoutSeconds * 1000);
  const heardFrom = () => {
    clearTimeout(pongWait);
    idle.refresh();
  };

  const subscriptionError = (channel: string, type: string, error: string, status: number) =>
    send(serverFrame('pusher:subscription_error', { type, error, status }, channel));

  const subscribe = (request: SubscribeRequest) => {
    const { channel, auth, channelData } = request;
    const problem = channelNameProblem(channel);
    if (problem) return refuse(null, problem);
    if (!mine.has(channel) && mine.size >= LIMITS.channelsPerConnection)
      return refuse(null, `Subscription refused: at most ${LIMITS.channelsPerConnection} channels per connection`);
    const kind = channelKind(channel);
    if (kind === 'presence' && channelData === undefined)
      return subscriptionError(channel, 'ChannelDataError', 'Presence channels need channel_data', 400);
    if (kind === 'presence' && byteLength(channelData ?? '') > LIMITS.channelDataBytes)
      return subscriptionError(channel, 'ChannelDataError', 'channel_data is over 1 KB', 400);
    if (kind !== 'public') {
      const expected = channelAuth(app, socketId, channel, kind === 'presence' ? channelData : undefined);
      if (auth === undefined || !sameText(auth, expected))
        return subscriptionError(channel, 'AuthError', `Invalid signature for ${channel}`, 401);
    }
    const member = kind === 'presence' ? parseChannelData(channelData ?? '') : undefined;
    if (typeof member === 'string') return subscriptionError(channel, 'ChannelDataError', member, 400);
    const joined = registry.join(channel, me, member);
    if (!joined.ok) {
      const most =
        joined.reason === 'members'
          ? `${LIMITS.membersPerPresenceChannel} members`
          : `${LIMITS.connectionsPerUserChannel} connections`;
      return subscriptionError(channel, 'LimitReached', `${channel} has its maximum of ${most}`, 403);
    }
    mine.add(channel);
    send(serverFrame('pusher_internal:subscription_succeeded', joined.data, channel));
  };

  const unsubscribe = (channel: string) => {
    if (!mine.delete(channel)) return;
    registry.leave(channel, me);
  };

  const receive = (frame: ClientFrame) => {
    switch (frame.event) {
      case 'pusher:ping':
        return send(serverFrame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe': {
        const request = parseSubscribe(frame.data);
        return request
          ? subscribe(request)
          : refuse(null, 'pusher:subscribe needs data.channel (and auth, channel_data) as strings');
      }
      case 'pusher:unsubscribe': {
        const channel = parseUnsubscribe(frame.data);
        return channel === null ? refuse(null, 'pusher:unsubscribe needs data.channel') : unsubscribe(channel);
      }
      default:
        if (frame.event.startsWith('client-')) return refuse(null, CLIENT_EVENTS_OFF);
        return refuse(null, `Unsupported event: ${frame.event.slice(0, LIMITS.eventNameLength)}`);
    }
  };

  /** Counts a frame against the socket's allowance; past it, closes the socket (4301) and answers false. */
  const within = (size: number): boolean => {
    if (socket.readyState !== socket.OPEN) return false;
    heardFrom();
    const over = inflow.add(size, Date.now());
    if (!over) return true;
    send(errorFrame(CLOSE.overRate, over));
    socket.close(CLOSE.overRate, over);
    return false;
  };

  socket.on('message', (raw, isBinary) => {
    const bytes = Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
    if (!within(bytes.length)) return;
    if (isBinary) return refuse(null, 'Binary frames are not supported');
    const frame = parseClientFrame(bytes.toString('utf8'));
    if (frame === null) return refuse(null, 'Frames must be JSON objects with a string "event"');
    try {
      receive(frame);
    } catch (error) {
      // A bug must not take the process down with it (ws would rethrow from its socket's data handler).
      deps.logger?.error({ socketId, event: frame.event, err: String(error) }, 'Realtime frame handling failed');
      refuse(null, 'Internal error');
    }
  });
  socket.on('pong', heardFrom);
  // WebSocket pings are answered here (the server has autoPong off), so they count like any frame and a pong never
  // piles up for a client that does not read.
  socket.on('ping', (data) => {
    if (within(data.length) && socket.bufferedAmount <= LIMITS.bufferedBytes) socket.pong(data);
  });
  // A frame over maxPayload, a broken frame or a reset: ws closes the socket itself (1009, 1002…); the process goes on.
  socket.on('error', (error) => deps.logger?.warn({ socketId, err: error.message }, 'Realtime socket error'));

  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      clearTimeout(idle);
      clearTimeout(pongWait);
      for (const channel of mine) registry.leave(channel, me);
      mine.clear();
      resolve();
    }),
  );

  send(
    serverFrame('pusher:connection_established', {
      socket_id: socketId,
      activity_timeout: deps.activityTimeoutSeconds,
    }),
  );

  // The connection is the subscriber the registry holds, so a trigger's socket_id finds the very object to leave out.
  return Object.assign(me, {
    closed,
    close: async (code: number, reason: string) => {
      const force = setTimeout(() => socket.terminate(), FORCED_CLOSE_MS);
      socket.close(code, reason);
      await closed;
      clearTimeout(force);
    },
  });
};
