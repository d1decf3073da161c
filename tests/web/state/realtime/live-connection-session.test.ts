import { afterEach, describe, expect, it } from 'vitest';
import { liveStore } from '../../../../web/state/realtime/live-connection';
import type { AccountView } from '../../../../contract/account';
import { setAccount } from '../../../../web/state/account';
import { aWatch, connected, FakePusher, SETTINGS, settle } from './fake-pusher';

afterEach(() => {
  FakePusher.made = [];
  setAccount(null);
});

describe('the live connection and the signed-in state', () => {
  const account = (id: string) => ({ id, name: 'Laura Gómez' }) as AccountView;

  it('closes on sign-out and authorizes the private channels again on sign-in', async () => {
    setAccount(account('c-1'));
    const live = await connected();
    const order = aWatch('private-order.FO-1');
    live.watch(SETTINGS, order.watch);
    live.watch(SETTINGS, aWatch('ranking', { events: ['ranking.updated'] }).watch);
    await settle();
    const pusher = FakePusher.made[0];
    pusher.to('connected');
    const first = pusher.channels.get('private-order.FO-1')!;
    first.emit('pusher:subscription_succeeded');
    setAccount({ ...account('c-1'), name: 'Laura G.' });
    await settle();
    expect(pusher.unsubscribed).toEqual([]);

    setAccount(account('c-2'));
    await settle();
    expect(pusher.unsubscribed).toEqual(['private-order.FO-1']);
    const second = pusher.channels.get('private-order.FO-1')!;
    expect(second).not.toBe(first);
    expect(second.bound).toBe(1);
    expect(order.told).toEqual(['live', 'news', 'waiting']);
    second.emit('pusher:subscription_succeeded');
    expect(order.told).toEqual(['live', 'news', 'waiting', 'live', 'news']);

    setAccount(null);
    await settle();
    expect(pusher.disconnects).toBe(1);
    expect(liveStore.state).toBe('disconnected');
    setAccount(account('c-2'));
    await settle();
    expect(pusher.connects).toBe(1);
  });
});

describe('a presence channel', () => {
  it('tells how many are there on joining and as members come and go, and a page that watches it later', async () => {
    const live = await connected();
    const counts: number[] = [];
    live.watch(SETTINGS, aWatch('presence-ranking', { events: [], onMembers: (n) => counts.push(n) }).watch);
    await settle();
    const channel = FakePusher.made[0].channels.get('presence-ranking')!;
    channel.members = { count: 3 };
    channel.emit('pusher:subscription_succeeded', {});
    channel.members = { count: 4 };
    channel.emit('pusher:member_added', { id: 'b' });
    channel.members = { count: 2 };
    channel.emit('pusher:member_removed', { id: 'c' });
    channel.emit('ranking.updated', { month: '2026-11' });
    expect(counts).toEqual([3, 4, 2]);
    const later: number[] = [];
    live.watch(SETTINGS, aWatch('presence-ranking', { events: [], onMembers: (n) => later.push(n) }).watch);
    await settle();
    expect(later).toEqual([2]);
  });
});
