/** pusher-js as the page's live connection uses it, driven by the tests. */
import type { Options } from 'pusher-js';
import {
  createLiveConnection,
  type ChannelWatch,
  type LiveChannel,
  type LiveClient,
  type LiveState,
} from '../../../../web/state/realtime/live-connection';

/** A channel as pusher-js keeps it: subscribed or not, and the events it passes on. */
export class FakeChannel implements LiveChannel {
  subscribed = false;
  members?: { count: number };
  private readonly listeners: ((event: string, data: unknown) => void)[] = [];
  constructor(readonly name: string) {}
  bind_global(callback: (event: string, data: unknown) => void) {
    this.listeners.push(callback);
  }
  emit(event: string, data?: unknown) {
    if (event === 'pusher:subscription_succeeded') this.subscribed = true;
    for (const l of this.listeners) l(event, data);
  }
  get bound() {
    return this.listeners.length;
  }
}

/** pusher-js's client as the page uses it, driven by the test: connection states, subscriptions, events. */
export class FakePusher implements LiveClient {
  static made: FakePusher[] = [];
  readonly channels = new Map<string, FakeChannel>();
  readonly unsubscribed: string[] = [];
  connects = 0;
  disconnects = 0;
  private readonly stateListeners: ((change: { current: LiveState }) => void)[] = [];
  readonly connection = {
    state: 'initialized' as string,
    bind: (_event: 'state_change', callback: (change: { current: LiveState }) => void) => {
      this.stateListeners.push(callback);
    },
  };
  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.made.push(this);
  }
  subscribe(name: string) {
    const channel = this.channels.get(name) ?? new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }
  unsubscribe(name: string) {
    this.unsubscribed.push(name);
    this.channels.delete(name);
  }
  connect() {
    this.connects += 1;
    this.to('connecting');
  }
  disconnect() {
    this.disconnects += 1;
    this.to('disconnected');
  }
  to(state: LiveState) {
    this.connection.state = state;
    if (state !== 'connected') for (const c of this.channels.values()) c.subscribed = false;
    for (const l of this.stateListeners) l({ current: state });
  }
}

export const SETTINGS = { key: 'fornido-key', cluster: 'us2', embedded: true };
export const PAGE = { protocol: 'http:', hostname: 'localhost', port: '3000' };
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page's watch of a channel, recording what it was told. */
export const aWatch = (channel: string, over: Partial<ChannelWatch> = {}) => {
  const told: string[] = [];
  const watch: ChannelWatch = {
    channel,
    events: ['payment.updated', 'order.updated'],
    onNews: () => told.push('news'),
    onHearing: (hearing) => told.push(hearing),
    ...over,
  };
  return { watch, told };
};

export const connected = async () => {
  const live = createLiveConnection(
    async () => FakePusher,
    () => PAGE,
  );
  return live;
};
