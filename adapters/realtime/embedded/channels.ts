import { LIMITS, channelKind, serverFrame, type Member } from './protocol';

/** Who can be sent frames: one connection. */
export type Subscriber = { readonly socketId: string; send(frame: string): void };

/** One presence user on a channel: the connections it has there (a user may have several tabs open). */
type PresenceUser = { readonly info: unknown; readonly connections: Set<Subscriber> };

type Channel = {
  readonly subscribers: Set<Subscriber>;
  /** Presence channels only: users by id, and the user each connection joined as. */
  readonly users: Map<string, PresenceUser>;
  readonly userOf: Map<Subscriber, string>;
};

/** What joining a channel gives the subscriber: `pusher_internal:subscription_succeeded`'s data, or why not (a
 * presence channel with all its members, or a user with all their connections there). */
export type Joined =
  { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly reason: 'members' | 'connections' };

/** The channels of one server and who is on each. Names from the wire are only ever keys of `Map`s here. */
export const channelRegistry = () => {
  const channels = new Map<string, Channel>();

  const presenceData = (channel: Channel) => {
    const hash = Object.create(null) as Record<string, unknown>;
    for (const [id, user] of channel.users) hash[id] = user.info ?? null;
    return { presence: { ids: [...channel.users.keys()], hash, count: channel.users.size } };
  };

  const broadcast = (channel: Channel, frame: string, except?: Subscriber) => {
    for (const subscriber of channel.subscribers) if (subscriber !== except) subscriber.send(frame);
  };

  /** Takes `subscriber` off `name`; on a presence channel, the others hear `member_removed` when it was its user's
   * last connection there. Empty channels are forgotten. */
  const leave = (name: string, subscriber: Subscriber): void => {
    const channel = channels.get(name);
    if (!channel?.subscribers.delete(subscriber)) return;
    const userId = channel.userOf.get(subscriber);
    if (userId !== undefined) {
      channel.userOf.delete(subscriber);
      const user = channel.users.get(userId);
      user?.connections.delete(subscriber);
      if (user && user.connections.size === 0) {
        channel.users.delete(userId);
        broadcast(channel, serverFrame('pusher_internal:member_removed', { user_id: userId }, name));
      }
    }
    if (channel.subscribers.size === 0) channels.delete(name);
  };

  /** Why `subscriber` may not join `channel` now, or null: a presence channel holds at most 100 users, and a private
   * channel (one customer's, one order's) or one presence user at most 10 connections. */
  const refusal = (name: string, channel: Channel | undefined, member?: Member): 'members' | 'connections' | null => {
    if (!channel) return null;
    const max = LIMITS.connectionsPerUserChannel;
    if (member) {
      const user = channel.users.get(member.userId);
      if (!user) return channel.users.size >= LIMITS.membersPerPresenceChannel ? 'members' : null;
      return user.connections.size >= max ? 'connections' : null;
    }
    return channelKind(name) === 'private' && channel.subscribers.size >= max ? 'connections' : null;
  };

  /** Puts `subscriber` on `name` (as `member` on a presence channel), within the bounds of `refusal`; the others
   * hear `member_added` when a user's first connection joins. Subscribing again replaces the earlier one. */
  const join = (name: string, subscriber: Subscriber, member?: Member): Joined => {
    leave(name, subscriber);
    let channel = channels.get(name);
    const refused = refusal(name, channel, member);
    if (refused) return { ok: false, reason: refused };
    if (!channel) {
      channel = { subscribers: new Set(), users: new Map(), userOf: new Map() };
      channels.set(name, channel);
    }
    if (member) {
      const known = channel.users.get(member.userId);
      if (known) known.connections.add(subscriber);
      else {
        broadcast(
          channel,
          serverFrame('pusher_internal:member_added', { user_id: member.userId, user_info: member.userInfo }, name),
        );
        channel.users.set(member.userId, { info: member.userInfo, connections: new Set([subscriber]) });
      }
      channel.userOf.set(subscriber, member.userId);
    }
    channel.subscribers.add(subscriber);
    return { ok: true, data: member ? presenceData(channel) : {} };
  };

  return {
    join,
    leave,
    /** Sends `frame` to everyone on `name` but `except`. */
    publish: (name: string, frame: string, except?: Subscriber): void => {
      const channel = channels.get(name);
      if (channel) broadcast(channel, frame, except);
    },
    /** Whether `subscriber` is on `name`. */
    has: (name: string, subscriber: Subscriber): boolean => channels.get(name)?.subscribers.has(subscriber) ?? false,
    /** The user `subscriber` joined `name` as (presence channels), or undefined. */
    userOf: (name: string, subscriber: Subscriber): string | undefined => channels.get(name)?.userOf.get(subscriber),
    /** Channels with anyone on them, in the order they were first occupied. */
    occupied: (): readonly string[] => [...channels.keys()],
    /** How many connections are on `name`, and on a presence channel its users' ids (each once); zero and none for a
     * channel nobody is on. */
    occupancy: (name: string): { readonly subscriptions: number; readonly userIds: readonly string[] } => {
      const channel = channels.get(name);
      return { subscriptions: channel?.subscribers.size ?? 0, userIds: channel ? [...channel.users.keys()] : [] };
    },
  };
};

export type ChannelRegistry = ReturnType<typeof channelRegistry>;
