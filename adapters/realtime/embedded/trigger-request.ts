import { LIMITS, SOCKET_ID, byteLength, channelNameProblem } from './protocol';

/** One event to deliver: its name, the channels it goes to, its data (a string, passed through as it is) and the
 * connection it must not reach. */
export type TriggerEvent = {
  readonly name: string;
  readonly channels: readonly string[];
  readonly data: string;
  readonly socketId?: string;
};

/** Why a trigger body is refused: 400 for its shape, 413 for event data over 10 KB; the message in plain English. */
export type TriggerRefusal = { readonly status: 400 | 413; readonly message: string };

const refuse = (status: 400 | 413, message: string): TriggerRefusal => ({ status, message });
/** Whether a read gave a refusal rather than events. */
export const isTriggerRefusal = (value: unknown): value is TriggerRefusal =>
  typeof value === 'object' && value !== null && 'status' in value;

const fields = (value: unknown): Readonly<Record<string, unknown>> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const readChannels = (value: Readonly<Record<string, unknown>>, many: boolean): readonly string[] | TriggerRefusal => {
  const given = many && value.channels !== undefined ? value.channels : value.channel;
  const list = typeof given === 'string' ? [given] : given;
  if (!Array.isArray(list) || list.length === 0 || !list.every((c) => typeof c === 'string'))
    return refuse(400, many ? 'Give "channels" (a list of names) or "channel"' : 'Give "channel" (a name)');
  if (list.length > LIMITS.channelsPerTrigger)
    return refuse(400, `At most ${LIMITS.channelsPerTrigger} channels per event`);
  for (const channel of list) {
    const problem = channelNameProblem(channel);
    if (problem) return refuse(400, problem);
  }
  return [...new Set(list)];
};

/** One event of a body: `{name, data, channels|channel, socket_id?}` (`channels` only outside a batch). */
const readEvent = (value: unknown, many: boolean): TriggerEvent | TriggerRefusal => {
  const event = fields(value);
  if (event === null) return refuse(400, 'Each event must be a JSON object');
  const { name, data } = event;
  if (typeof name !== 'string' || name.length === 0) return refuse(400, 'Missing "name"');
  if (name.length > LIMITS.eventNameLength) return refuse(400, `Event name over ${LIMITS.eventNameLength} characters`);
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:'))
    return refuse(400, 'Event names starting with pusher: are reserved');
  if (data === undefined) return refuse(400, 'Missing "data"');
  if (typeof data !== 'string') return refuse(400, '"data" must be a string (JSON-encode objects)');
  if (byteLength(data) > LIMITS.eventDataBytes) return refuse(413, `Event data over ${LIMITS.eventDataBytes} bytes`);
  const channels = readChannels(event, many);
  if (isTriggerRefusal(channels)) return channels;
  const socketId = event.socket_id;
  if (socketId !== undefined && (typeof socketId !== 'string' || !SOCKET_ID.test(socketId)))
    return refuse(400, '"socket_id" must look like 123.456');
  return { name, channels, data, ...(socketId === undefined ? {} : { socketId }) };
};

const parseJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/** The events of `POST /apps/{id}/events` (one) or `/batch_events` (`{batch:[…]}`, 1 to 10), all checked before any
 * is delivered, or why the body is refused. */
export const readTriggerBody = (
  kind: 'events' | 'batch_events',
  body: string,
): readonly TriggerEvent[] | TriggerRefusal => {
  const value = parseJson(body);
  if (value === undefined) return refuse(400, 'The body must be JSON');
  if (kind === 'events') {
    const event = readEvent(value, true);
    return isTriggerRefusal(event) ? event : [event];
  }
  const batch = fields(value)?.batch;
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > LIMITS.eventsPerBatch)
    return refuse(400, `"batch" must be a list of 1 to ${LIMITS.eventsPerBatch} events`);
  const events: TriggerEvent[] = [];
  for (const item of batch) {
    const event = readEvent(item, false);
    if (isTriggerRefusal(event)) return event;
    events.push(event);
  }
  return events;
};
