import { CHANNEL_NAME } from '../../../core/realtime/channels';

/** The wire of Pusher Channels protocol 7 as the embedded server speaks it: frames, close codes, channel names and the
 * limits Pusher documents. Anything read from a socket or a request is untrusted: it is checked here before use. */

/** Close codes: 4000–4099 the client must not reconnect, 4100–4199 it backs off first, 4200–4299 it reconnects now,
 * 4300–4399 other errors (pusher-js does not reconnect). */
export const CLOSE = {
  unknownApp: 4001,
  overQuota: 4004,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  overCapacity: 4100,
  restarting: 4200,
  pongTimeout: 4201,
  overRate: 4301,
} as const;

export const LIMITS = {
  /** Pusher's channel names: at most 164 characters of this set. */
  channelNameLength: 164,
  /** `channel_data` of a presence subscription. */
  channelDataBytes: 1024,
  userIdLength: 128,
  membersPerPresenceChannel: 100,
  /** A connection's channels at once: not a Pusher figure, a bound on what one socket may make the server hold. */
  channelsPerConnection: 100,
  /** Connections on one private channel (one customer's, one order's), or of one user on a presence channel: a
   * shopper's tabs, not a crowd of sockets one account opens for itself. */
  connectionsPerUserChannel: 10,
  /** Connections from one client address (IPv6 by /64), and in all: past them a socket is closed with 4004. */
  connectionsPerAddress: 100,
  maxConnections: 10_000,
  eventDataBytes: 10 * 1024,
  eventNameLength: 200,
  channelsPerTrigger: 100,
  eventsPerBatch: 10,
  /** The largest frame a client may send (a presence subscription is under 2 KiB); a larger one closes its socket
   * (1009) before it is buffered. */
  frameBytes: 8 * 1024,
  /** What one socket may send in a second; past it the socket is closed with 4301. */
  framesPerSecond: 20,
  bytesPerSecond: 16 * 1024,
  /** Data sent to a socket and not yet taken by its client; past it the socket is dropped (a reader that stopped). */
  bufferedBytes: 1024 * 1024,
  /** The largest REST body: a full batch of ten 10 KB events with room for JSON escaping. */
  restBodyBytes: 256 * 1024,
} as const;

export type ChannelKind = 'public' | 'private' | 'presence';

export const channelKind = (name: string): ChannelKind =>
  name.startsWith('presence-') ? 'presence' : name.startsWith('private-') ? 'private' : 'public';

/** Why a channel name is refused, in plain English, or null when it is a name this server serves. */
export const channelNameProblem = (name: string): string | null => {
  if (name.length === 0 || name.length > LIMITS.channelNameLength)
    return `Invalid channel name: between 1 and ${LIMITS.channelNameLength} characters`;
  if (!CHANNEL_NAME.test(name)) return 'Invalid channel name: only letters, digits and - _ = @ , . ; are allowed';
  if (name.startsWith('private-encrypted-')) return 'Encrypted channels are not supported by this server';
  return null;
};

export const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

/** A server event: `data` always travels as a JSON string, as Pusher sends it. */
export const serverFrame = (
  event: string,
  data: unknown,
  channel?: string,
  extra?: { readonly user_id?: string },
): string =>
  JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: typeof data === 'string' ? data : JSON.stringify(data),
    ...extra,
  });

/** `pusher:error`: Pusher sends its data as an object, `code` null for errors that do not close the connection. */
export const errorFrame = (code: number | null, message: string): string =>
  JSON.stringify({ event: 'pusher:error', data: { code, message } });

/** A frame from a client: an object with a string `event`; `channel` kept only when it is a string. */
export type ClientFrame = { readonly event: string; readonly channel?: string; readonly data: unknown };

export const parseClientFrame = (text: string): ClientFrame | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { event, channel, data } = value as { event?: unknown; channel?: unknown; data?: unknown };
  if (typeof event !== 'string' || event.length === 0) return null;
  return { event, ...(typeof channel === 'string' ? { channel } : {}), data };
};

/** The fields of a `pusher:subscribe`; its data may come as an object (pusher-js) or as a JSON string. */
export type SubscribeRequest = { readonly channel: string; readonly auth?: string; readonly channelData?: string };

export const parseSubscribe = (data: unknown): SubscribeRequest | null => {
  const value = asObject(data);
  if (value === null) return null;
  const { channel, auth, channel_data: channelData } = value;
  if (typeof channel !== 'string') return null;
  if (auth !== undefined && typeof auth !== 'string') return null;
  if (channelData !== undefined && typeof channelData !== 'string') return null;
  return { channel, ...(auth === undefined ? {} : { auth }), ...(channelData === undefined ? {} : { channelData }) };
};

/** The channel of a `pusher:unsubscribe`, or null. */
export const parseUnsubscribe = (data: unknown): string | null => {
  const channel = asObject(data)?.channel;
  return typeof channel === 'string' ? channel : null;
};

/** A presence member as `channel_data` declares it: `user_id` a string or a number (kept as text), `user_info` any
 * JSON value. */
export type Member = { readonly userId: string; readonly userInfo: unknown };

export const parseChannelData = (text: string): Member | string => {
  if (byteLength(text) > LIMITS.channelDataBytes)
    return `channel_data is over the limit of ${LIMITS.channelDataBytes} bytes`;
  const value = asObject(text);
  if (value === null) return 'channel_data must be a JSON object';
  const id = value.user_id;
  const userId = typeof id === 'number' && Number.isFinite(id) ? String(id) : typeof id === 'string' ? id : null;
  if (userId === null || userId.length === 0 || userId.length > LIMITS.userIdLength)
    return `channel_data.user_id must be a string or number of 1 to ${LIMITS.userIdLength} characters`;
  return { userId, userInfo: value.user_info };
};

/** An object's own fields, read from an object or from a JSON string holding one; null for anything else. */
const asObject = (data: unknown): Readonly<Record<string, unknown>> | null => {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

/** A request's URL, or null for one `URL` cannot read (an absolute-form target such as `http://[`). */
export const requestUrl = (target: string | undefined): URL | null => {
  try {
    return new URL(target ?? '/', 'http://embedded');
  } catch {
    return null;
  }
};

/** A socket id as Pusher makes them: two groups of digits. */
export const SOCKET_ID = /^\d+\.\d+$/;
