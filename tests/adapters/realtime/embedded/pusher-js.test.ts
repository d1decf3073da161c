import type { Members, PresenceChannel } from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstEvent, startEmbedded, type Embedded } from './harness';

// pusher-js 8.6.0 (its Node build, the library the browser uses) against the embedded server: what a shopper's page
// does, from connecting to reconnecting after a restart.

type Member = { id: string; info: unknown };
type SubscriptionError = { type: string; error: string; status: number };
type PusherError = { type: string; data: { code: number | null; message: string } };

let embedded: Embedded;
beforeEach(async () => {
  embedded = await startEmbedded();
});
afterEach(async () => {
  await embedded.close();
});

describe('embedded realtime with pusher-js', () => {
  it('connects: state connected and a socket id of two groups of digits', async () => {
    const pusher = await embedded.connected(embedded.client());
    expect(pusher.connection.state).toBe('connected');
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const other = await embedded.connected(embedded.client());
    expect(other.connection.socket_id).not.toBe(pusher.connection.socket_id);
  });

  it('subscribes to a public channel without auth and gets what the server publishes there', async () => {
    const pusher = await embedded.connected(embedded.client());
    const channel = pusher.subscribe('ranking');
    await firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
    expect(embedded.realtime().occupiedChannels()).toEqual(['ranking']);
  });

  it('subscribes to a private channel with a signature over socket id and channel', async () => {
    const pusher = await embedded.connected(embedded.client());
    const channel = pusher.subscribe('private-order.FOR-1001');
    await firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
    expect(channel.subscribed).toBe(true);
  });

  it('refuses a private subscription signed with the wrong secret: subscription_error with status 401', async () => {
    const pusher = await embedded.connected(embedded.client({ secret: 'not-the-secret' }));
    const channel = pusher.subscribe('private-customer.42');
    const error = await firstEvent<SubscriptionError>((h) => channel.bind('pusher:subscription_error', h));
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
    expect(channel.subscribed).toBe(false);
    expect(embedded.realtime().occupiedChannels()).toEqual([]);
  });

  it('lists presence members and tells the others when a user joins and leaves', async () => {
    const ana = await embedded.connected(embedded.client({ member: { id: 'c-1', info: { name: 'Ana' } } }));
    const anaChannel = ana.subscribe('presence-ranking') as PresenceChannel;
    const anaMembers = await firstEvent<Members>((h) => anaChannel.bind('pusher:subscription_succeeded', h));
    expect(anaMembers.count).toBe(1);
    expect(anaMembers.me).toEqual({ id: 'c-1', info: { name: 'Ana' } });

    const luis = await embedded.connected(embedded.client({ member: { id: 'c-2', info: { name: 'Luis' } } }));
    const added = firstEvent<Member>((h) => anaChannel.bind('pusher:member_added', h));
    const luisChannel = luis.subscribe('presence-ranking') as PresenceChannel;
    const luisMembers = await firstEvent<Members>((h) => luisChannel.bind('pusher:subscription_succeeded', h));
    expect(luisMembers.count).toBe(2);
    expect(luisMembers.get('c-1')).toEqual({ id: 'c-1', info: { name: 'Ana' } });
    expect(await added).toEqual({ id: 'c-2', info: { name: 'Luis' } });

    const removed = firstEvent<Member>((h) => anaChannel.bind('pusher:member_removed', h));
    luis.disconnect();
    expect(await removed).toEqual({ id: 'c-2', info: { name: 'Luis' } });
    expect(anaChannel.members.count).toBe(1);
  });

  it('adds a user once however many tabs it has open, and removes it when the last one leaves', async () => {
    const watcher = await embedded.connected(embedded.client({ member: { id: 'c-1' } }));
    const watching = watcher.subscribe('presence-ranking') as PresenceChannel;
    await firstEvent((h) => watching.bind('pusher:subscription_succeeded', h));
    const events: string[] = [];
    watching.bind('pusher:member_added', (m: Member) => events.push(`added ${m.id}`));
    watching.bind('pusher:member_removed', (m: Member) => events.push(`removed ${m.id}`));

    const tabs = [embedded.client({ member: { id: 'c-2' } }), embedded.client({ member: { id: 'c-2' } })];
    for (const tab of tabs) {
      const channel = (await embedded.connected(tab)).subscribe('presence-ranking');
      await firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
    }
    tabs[0].unsubscribe('presence-ranking');
    const removed = firstEvent((h) => watching.bind('pusher:member_removed', h));
    tabs[1].disconnect();
    await removed;
    expect(events).toEqual(['added c-2', 'removed c-2']);
  });

  it("answers a page's client event with Pusher's error for client events turned off; nothing reaches the others", async () => {
    const [a, b] = [await embedded.connected(embedded.client()), await embedded.connected(embedded.client())];
    const leaked: unknown[] = [];
    for (const pusher of [a, b])
      for (const name of ['ranking', 'private-order.FOR-1001']) {
        const channel = pusher.subscribe(name);
        channel.bind('client-cheat', (data: unknown) => leaked.push(data));
        await firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
      }
    for (const name of ['ranking', 'private-order.FOR-1001']) {
      const error = firstEvent<PusherError>((h) => a.connection.bind('error', h));
      a.channel(name).trigger('client-cheat', { points: 1_000_000 });
      expect((await error).data).toEqual({ code: null, message: 'Client events are not enabled for this app' });
      a.connection.unbind('error');
    }
    // A ping's round trip on the other page: had the event been relayed to it, it would be here by now.
    b.connection.send_event('pusher:ping', {});
    await firstEvent((h) => b.connection.bind('message', (m: { event: string }) => m.event === 'pusher:pong' && h(m)));
    expect([a.connection.state, b.connection.state]).toEqual(['connected', 'connected']);
    expect(leaked).toEqual([]);
  });

  it('comes back connected and subscribed after the server restarts (close 4200: reconnect now)', async () => {
    const pusher = await embedded.connected(embedded.client());
    const channel = pusher.subscribe('private-order.FOR-1001');
    await firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
    const firstId = pusher.connection.socket_id;

    const states: string[] = [];
    pusher.connection.bind('state_change', (s: { current: string }) => states.push(s.current));
    const resubscribed = firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
    await embedded.restart();
    await resubscribed;

    expect(states).toEqual(['connecting', 'connected']);
    expect(pusher.connection.socket_id).not.toBe(firstId);
    expect(embedded.realtime().occupiedChannels()).toEqual(['private-order.FOR-1001']);
  });
});
