import type { ChannelRegistry } from './channels';
import { channelKind, channelNameProblem } from './protocol';

/** An answer of the channels API: 200 with a JSON value, or 400 with a reason in plain text (as Pusher answers). */
export type QueryAnswer =
  { readonly status: 200; readonly json: unknown } | { readonly status: 400; readonly text: string };

const USER_COUNT_NEEDS_PRESENCE = 'Request must be limited to presence channels in order to fetch user_count';

const refuse = (text: string): QueryAnswer => ({ status: 400, text });

/** The attributes asked for with `info` (comma-separated); unknown ones are ignored, as Pusher ignores them. */
const infoOf = (query: URLSearchParams) => {
  const asked = new Set((query.get('info') ?? '').split(',').map((a) => a.trim()));
  return { userCount: asked.has('user_count'), subscriptionCount: asked.has('subscription_count') };
};

/** What `info` asks of one channel, in Pusher's order: `user_count` (presence), then `subscription_count`. */
const attributes = (registry: ChannelRegistry, name: string, info: ReturnType<typeof infoOf>) => {
  const { subscriptions, userIds } = registry.occupancy(name);
  return {
    ...(info.userCount ? { user_count: userIds.length } : {}),
    ...(info.subscriptionCount ? { subscription_count: subscriptions } : {}),
  };
};

/** `GET /apps/{id}/channels`: the occupied channels (those starting with `filter_by_prefix`), each with the attributes
 * `info` asks for; `user_count` only when the prefix limits the list to presence channels. */
export const listChannels = (registry: ChannelRegistry, query: URLSearchParams): QueryAnswer => {
  const prefix = query.get('filter_by_prefix') ?? '';
  const info = infoOf(query);
  if (info.userCount && !prefix.startsWith('presence-')) return refuse(USER_COUNT_NEEDS_PRESENCE);
  const channels = Object.create(null) as Record<string, unknown>;
  for (const name of registry.occupied())
    if (name.startsWith(prefix)) channels[name] = attributes(registry, name, info);
  return { status: 200, json: { channels } };
};

/** `GET /apps/{id}/channels/{name}`: whether anyone is on it, and the attributes `info` asks for (`user_count` of
 * presence channels only). */
export const describeChannel = (registry: ChannelRegistry, name: string, query: URLSearchParams): QueryAnswer => {
  const problem = channelNameProblem(name);
  if (problem) return refuse(problem);
  const info = infoOf(query);
  if (info.userCount && channelKind(name) !== 'presence') return refuse(USER_COUNT_NEEDS_PRESENCE);
  const occupied = registry.occupancy(name).subscriptions > 0;
  return { status: 200, json: { occupied, ...attributes(registry, name, info) } };
};

/** `GET /apps/{id}/channels/{name}/users`: a presence channel's users, each once, as `{id}`. */
export const listUsers = (registry: ChannelRegistry, name: string): QueryAnswer => {
  const problem = channelNameProblem(name);
  if (problem) return refuse(problem);
  if (channelKind(name) !== 'presence') return refuse('Users can only be retrieved for presence channels');
  return { status: 200, json: { users: registry.occupancy(name).userIds.map((id) => ({ id })) } };
};
