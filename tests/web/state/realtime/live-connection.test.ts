import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_AFTER_MS,
  createLiveConnection,
  liveStore,
  shownState,
} from '../../../../web/state/realtime/live-connection';
import { setAccount } from '../../../../web/state/account';
import { aWatch, connected, FakePusher, PAGE, SETTINGS, settle } from './fake-pusher';

/** A page watching one order's channel, once pusher-js is loaded: what it was told, the client and the channel. */
const watchingOrder = async () => {
  const live = await connected();
  const { watch, told } = aWatch('private-order.FO-1');
  live.watch(SETTINGS, watch);
  await settle();
  const pusher = FakePusher.made[0];
  return { told, pusher, channel: pusher.channels.get('private-order.FO-1')! };
};

afterEach(() => {
  FakePusher.made = [];
  setAccount(null);
});

describe('the page’s live connection', () => {
  it('is made on the first watch only, once, with the page’s options, and its state is the indicator’s', async () => {
    const live = await connected();
    expect(FakePusher.made).toHaveLength(0);
    const a = aWatch('private-order.FO-1');
    const b = aWatch('private-customer.c-1');
    live.watch(SETTINGS, a.watch);
    live.watch(SETTINGS, b.watch);
    await settle();
    expect(FakePusher.made).toHaveLength(1);
    const pusher = FakePusher.made[0];
    expect(pusher.key).toBe('fornido-key');
    expect(pusher.options).toMatchObject({ wsHost: 'localhost', wsPort: 3000, cluster: 'us2' });
    expect([...pusher.channels.keys()]).toEqual(['private-order.FO-1', 'private-customer.c-1']);
    for (const state of ['connecting', 'unavailable', 'connecting', 'connected', 'failed'] as const) {
      pusher.to(state);
      expect(liveStore.state).toBe(state);
    }
  });

  it('does nothing without a key: the page goes on asking the server itself', async () => {
    const live = await connected();
    const { watch, told } = aWatch('private-order.FO-1');
    live.watch({ ...SETTINGS, key: '' }, watch);
    await settle();
    expect(FakePusher.made).toHaveLength(0);
    expect(told).toEqual([]);
  });

  it('says the channel is heard once subscribed, reads once then, and again after each gap', async () => {
    const { told, pusher, channel } = await watchingOrder();
    pusher.to('connected');
    channel.emit('pusher:subscription_succeeded');
    expect(told).toEqual(['live', 'news']);
    pusher.to('unavailable');
    expect(told).toEqual(['live', 'news', 'waiting']);
    pusher.to('connected');
    channel.emit('pusher:subscription_succeeded');
    expect(told).toEqual(['live', 'news', 'waiting', 'live', 'news']);
  });

  it('passes on the watched events, one happening sent twice (payment and order) counting once', async () => {
    const { told, pusher, channel } = await watchingOrder();
    pusher.to('connected');
    channel.emit('pusher:subscription_succeeded');
    told.length = 0;
    const approved = { number: 'FO-1', happening: 'payment-approved', at: '2026-11-24T22:00:00.000Z' };
    channel.emit('payment.updated', approved);
    channel.emit('order.updated', approved);
    channel.emit('ranking.updated', { month: '2026-11' });
    expect(told).toEqual(['news']);
    channel.emit('order.updated', { ...approved, happening: 'shipped', at: '2026-11-25T15:00:00.000Z' });
    expect(told).toEqual(['news', 'news']);
  });

  it('passes on the same event with the same data again: each order paid in a month moves its ranking', async () => {
    const live = await connected();
    const { watch, told } = aWatch('ranking', { events: ['ranking.updated'] });
    live.watch(SETTINGS, watch);
    await settle();
    const pusher = FakePusher.made[0];
    pusher.to('connected');
    pusher.channels.get('ranking')!.emit('pusher:subscription_succeeded');
    told.length = 0;
    pusher.channels.get('ranking')!.emit('ranking.updated', { month: '2026-11' });
    pusher.channels.get('ranking')!.emit('ranking.updated', { month: '2026-11' });
    expect(told).toEqual(['news', 'news']);
  });

  it('is refused a channel the store does not authorize, and the indicator says it failed for that page', async () => {
    const { told, pusher } = await watchingOrder();
    pusher.to('connected');
    pusher.channels.get('private-order.FO-1')!.emit('pusher:subscription_error', { status: 403 });
    expect(told).toEqual(['refused']);
    expect(shownState('connected', 'refused')).toBe('failed');
    expect(shownState('connected', 'waiting')).toBe('connecting');
    expect(shownState('connected', 'live')).toBe('connected');
    expect(shownState('unavailable', 'live')).toBe('unavailable');
  });

  it('unsubscribes a channel nobody watches, and closes a while after the page watches nothing', async () => {
    vi.useFakeTimers();
    try {
      const live = await connected();
      const stopOrder = live.watch(SETTINGS, aWatch('private-order.FO-1').watch);
      const stopAccount = live.watch(SETTINGS, aWatch('private-customer.c-1').watch);
      await vi.advanceTimersByTimeAsync(0);
      const pusher = FakePusher.made[0];
      stopOrder();
      expect(pusher.unsubscribed).toEqual(['private-order.FO-1']);
      // The next page listens within the grace: the connection goes on.
      stopAccount();
      await vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS - 1);
      const next = live.watch(SETTINGS, aWatch('private-order.FO-2').watch);
      await vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS);
      expect(pusher.disconnects).toBe(0);
      next();
      await vi.advanceTimersByTimeAsync(CLOSE_AFTER_MS);
      expect(pusher.disconnects).toBe(1);
      live.watch(SETTINGS, aWatch('private-order.FO-3').watch);
      await vi.advanceTimersByTimeAsync(0);
      expect(FakePusher.made).toHaveLength(1);
      expect(pusher.connects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the order link’s signature with the auth request of a guest’s order', async () => {
    const live = await connected();
    live.watch(SETTINGS, aWatch('private-order.FO-1', { signature: 's1gn' }).watch);
    await settle();
    const auth = FakePusher.made[0].options.channelAuthorization as { paramsProvider: () => unknown };
    expect(auth.paramsProvider()).toEqual({ firma: 's1gn' });
  });

  it('reports failed when pusher-js cannot be loaded, and tries again on the next watch', async () => {
    let fail = true;
    const live = createLiveConnection(
      async () => {
        if (fail) throw new Error('offline');
        return FakePusher;
      },
      () => PAGE,
    );
    live.watch(SETTINGS, aWatch('private-order.FO-1').watch);
    await settle();
    expect(liveStore.state).toBe('failed');
    fail = false;
    live.watch(SETTINGS, aWatch('private-order.FO-1').watch);
    await settle();
    expect(FakePusher.made).toHaveLength(1);
  });
});
