import type { Options } from 'pusher-js';
import { proxy, subscribe } from 'valtio';
import { accountStore } from '../account';
import { pageChunks } from '../../lib/chunk-failure';
import { pusherOptions, type LiveLocation, type LiveSettings } from './live-options';

/** pusher-js's connection states. */
export type LiveState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** This page's connection state, for the indicator. */
export const liveStore = proxy<{ state: LiveState }>({ state: 'initialized' });

/** How a page hears one channel: not yet (connecting, subscribing, or after a drop), live, or refused by the store. */
export type Hearing = 'waiting' | 'live' | 'refused';

/** What the indicator says for a channel: the connection's state, except that a connection whose channel is not heard
 * yet is still connecting, and one whose channel the store refused is as good as failed for that page. */
export const shownState = (state: LiveState, hearing: Hearing): LiveState => {
  if (state !== 'connected' || hearing === 'live') return state;
  return hearing === 'refused' ? 'failed' : 'connecting';
};

/** After the page stops listening to everything, the connection waits this long before closing: the next page (an
 * order's page opened from the account's list) goes on with it. */
export const CLOSE_AFTER_MS = 5_000;

/** What a page listens to on one channel. */
export type ChannelWatch = {
  readonly channel: string;
  readonly events: readonly string[];
  /** The signature of the order's link, proving a guest's order channel (`firma` in the auth request). */
  readonly signature?: string | null;
  /** Something changed (an event), or the channel is heard again after a gap in which news may have been missed: the
   * page reads what it shows again. One happening sent as two events with the same data counts once. */
  readonly onNews: () => void;
  /** How the page hears the channel now (live: connected and subscribed). */
  readonly onHearing: (hearing: Hearing) => void;
  /** A presence channel's members: how many are there, on joining and each time someone comes or goes. */
  readonly onMembers?: (count: number) => void;
};

/** The part of pusher-js the page uses (its `Pusher` class satisfies it; tests pass a fake). */
export type LiveChannel = {
  readonly subscribed: boolean;
  /** A presence channel's members (pusher-js keeps them up to date). */
  readonly members?: { readonly count: number };
  bind_global(callback: (event: string, data: unknown) => void): unknown;
};
export type LiveClient = {
  readonly connection: {
    readonly state: string;
    bind(event: 'state_change', callback: (change: { current: LiveState }) => void): unknown;
  };
  subscribe(channel: string): LiveChannel;
  unsubscribe(channel: string): void;
  connect(): void;
  disconnect(): void;
};
export type LiveClientClass = new (key: string, options: Options) => LiveClient;

type Entry = {
  channel: LiveChannel | null;
  readonly watches: Set<ChannelWatch>;
  hearing: Hearing;
  lastNews: string;
  lastEvent: string;
  members: number | null;
};

const MEMBER_EVENTS: ReadonlySet<string> = new Set([
  'pusher:subscription_succeeded',
  'pusher:member_added',
  'pusher:member_removed',
]);

const STATES: ReadonlySet<string> = new Set(['initialized', 'connecting', 'connected', 'unavailable', 'failed']);
const stateOf = (state: string): LiveState => (STATES.has(state) ? (state as LiveState) : 'disconnected');
const isPrivate = (channel: string) => channel.startsWith('private-') || channel.startsWith('presence-');

/**
 * One connection for the page, made on the first watch (pusher-js is loaded then, never before) and shared by every
 * channel the page listens to. It closes when the shopper signs out or the page stops listening to everything; a
 * sign-in authorizes the private channels again with the new session. `load` gives pusher-js's class; `place` the
 * page's address.
 */
export const createLiveConnection = (load: () => Promise<LiveClientClass>, place: () => LiveLocation) => {
  const entries = new Map<string, Entry>();
  let client: LiveClient | null = null;
  let loading: Promise<LiveClient | null> | null = null;
  let accountId: string | null = null;
  let closing: ReturnType<typeof setTimeout> | undefined;

  const tell = (watch: ChannelWatch, hearing: Hearing) => {
    watch.onHearing(hearing);
    if (hearing === 'live') watch.onNews();
  };
  const setHearing = (entry: Entry, hearing: Hearing) => {
    if (entry.hearing === hearing) return;
    entry.hearing = hearing;
    for (const w of entry.watches) tell(w, hearing);
  };

  const heard = (entry: Entry, event: string, data: unknown) => {
    const key = JSON.stringify(data ?? null);
    // The twin of the news just heard (the same data as another event) adds nothing; the same event again is new news
    // (`ranking.updated` says only the month, the same for every order paid in it).
    if (key === entry.lastNews && event !== entry.lastEvent) return;
    const listening = [...entry.watches].filter((w) => w.events.includes(event));
    if (listening.length > 0) [entry.lastNews, entry.lastEvent] = [key, event];
    for (const w of listening) w.onNews();
  };

  const open = (pusher: LiveClient, name: string, entry: Entry) => {
    const channel = pusher.subscribe(name);
    if (channel === entry.channel) return;
    entry.channel = channel;
    channel.bind_global((event, data) => {
      // A channel object replaced by a new subscription (a sign-in) says nothing any more.
      if (entry.channel !== channel) return;
      if (MEMBER_EVENTS.has(event) && channel.members) {
        entry.members = channel.members.count;
        for (const w of entry.watches) w.onMembers?.(channel.members.count);
      }
      if (event === 'pusher:subscription_succeeded')
        setHearing(entry, pusher.connection.state === 'connected' ? 'live' : 'waiting');
      else if (event === 'pusher:subscription_error') setHearing(entry, 'refused');
      else if (!event.startsWith('pusher:')) heard(entry, event, data);
    });
    if (channel.subscribed && pusher.connection.state === 'connected') setHearing(entry, 'live');
  };

  const signatureParams = (): Readonly<Record<string, string>> => {
    for (const [name, entry] of entries) {
      const signature = [...entry.watches].find((w) => w.signature)?.signature;
      if (signature && isPrivate(name)) return { firma: signature };
    }
    return {};
  };

  const accountChanged = () => {
    const id = accountStore.account?.id ?? null;
    if (id === accountId) return;
    accountId = id;
    if (!client) return;
    // Signed out: nothing opened with the account stays open.
    if (id === null) return client.disconnect();
    if (entries.size === 0) return;
    // Connecting again subscribes every channel afresh, with the new session.
    if (client.connection.state === 'disconnected') return client.connect();
    for (const [name, entry] of entries) {
      if (!isPrivate(name)) continue;
      setHearing(entry, 'waiting');
      client.unsubscribe(name);
      open(client, name, entry);
    }
  };

  const connection = (settings: LiveSettings): Promise<LiveClient | null> => {
    loading ??= load().then(
      (Pusher) => {
        const pusher = new Pusher(settings.key, pusherOptions(settings, place(), signatureParams));
        pusher.connection.bind('state_change', ({ current }) => {
          liveStore.state = stateOf(current);
          if (current !== 'connected') for (const entry of entries.values()) setHearing(entry, 'waiting');
        });
        liveStore.state = stateOf(pusher.connection.state);
        accountId = accountStore.account?.id ?? null;
        subscribe(accountStore, accountChanged);
        client = pusher;
        return pusher;
      },
      () => {
        // pusher-js did not arrive (offline): the page goes on asking the server itself; the next watch tries again.
        liveStore.state = 'failed';
        loading = null;
        return null;
      },
    );
    return loading;
  };

  return {
    /** Listens to a channel until the returned function is called. Without a key (live updates not configured) it
     * does nothing: the page goes on as without a connection. */
    watch(settings: LiveSettings, watch: ChannelWatch): () => void {
      if (!settings.key) return () => undefined;
      const entry: Entry = entries.get(watch.channel) ?? {
        channel: null,
        watches: new Set(),
        hearing: 'waiting',
        lastNews: '',
        lastEvent: '',
        members: null,
      };
      entries.set(watch.channel, entry);
      entry.watches.add(watch);
      clearTimeout(closing);
      void connection(settings).then((pusher) => {
        if (!pusher || !entry.watches.has(watch)) return;
        if (pusher.connection.state === 'disconnected') pusher.connect();
        if (!entry.channel) return open(pusher, watch.channel, entry);
        if (entry.hearing !== 'waiting') tell(watch, entry.hearing);
        if (entry.members !== null) watch.onMembers?.(entry.members);
      });
      return () => {
        entry.watches.delete(watch);
        if (entry.watches.size > 0 || entries.get(watch.channel) !== entry) return;
        entries.delete(watch.channel);
        if (entry.channel) client?.unsubscribe(watch.channel);
        if (entries.size > 0) return;
        clearTimeout(closing);
        closing = setTimeout(() => {
          if (entries.size === 0) client?.disconnect();
        }, CLOSE_AFTER_MS);
      };
    },
  };
};

/** The page's connection, with pusher-js in a chunk of its own (a failure to load it never reloads the page). */
export const liveConnection = createLiveConnection(
  () => pageChunks.quietly(() => import('pusher-js')).then((m): LiveClientClass => m.default),
  () => window.location,
);
