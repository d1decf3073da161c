import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelAuth } from '../../../../adapters/realtime/signature';
import { APP, startEmbedded, type Embedded } from './harness';

// Subscriptions and presence frame by frame, with the limits pusher-js does not enforce itself (client events and the
// limits of one client: limits.test.ts).

let embedded: Embedded;
beforeEach(async () => {
  embedded = await startEmbedded();
});
afterEach(async () => {
  await embedded.close();
});

const signer = { key: APP.key, secret: APP.secret };
const dataOf = (frame: Record<string, unknown>) => JSON.parse(frame.data as string) as unknown;

const connect = (from?: Parameters<Embedded['subscriber']>[0]) => embedded.subscriber(from);

describe('embedded realtime channels', () => {
  it('confirms public and private subscriptions with data "{}", and presence with the member list', async () => {
    const ana = await connect();
    ana.subscribe('ranking');
    expect(await ana.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'ranking',
      data: '{}',
    });
    ana.subscribe('private-customer.7');
    expect(await ana.next('pusher_internal:subscription_succeeded')).toMatchObject({ data: '{}' });
    ana.subscribe('presence-ranking', { user_id: 7, user_info: { name: 'Ana' } });
    const joined = await ana.next('pusher_internal:subscription_succeeded');
    expect(dataOf(joined)).toEqual({ presence: { ids: ['7'], hash: { 7: { name: 'Ana' } }, count: 1 } });
  });

  it('sends member_added and member_removed as JSON strings to the others only', async () => {
    const [ana, luis] = [await connect(), await connect()];
    ana.subscribe('presence-ranking', { user_id: 'c-1' });
    await ana.next('pusher_internal:subscription_succeeded');
    luis.subscribe('presence-ranking', { user_id: 'c-2', user_info: { name: 'Luis' } });
    expect(dataOf(await luis.next('pusher_internal:subscription_succeeded'))).toEqual({
      presence: { ids: ['c-1', 'c-2'], hash: { 'c-1': null, 'c-2': { name: 'Luis' } }, count: 2 },
    });
    expect(await ana.next('pusher_internal:member_added')).toEqual({
      event: 'pusher_internal:member_added',
      channel: 'presence-ranking',
      data: JSON.stringify({ user_id: 'c-2', user_info: { name: 'Luis' } }),
    });
    luis.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-ranking' } });
    expect(await ana.next('pusher_internal:member_removed')).toMatchObject({ data: '{"user_id":"c-2"}' });
    expect(luis.frames.map((f) => f.event)).not.toContain('pusher_internal:member_added');
  });

  it('refuses bad signatures and bad channel_data with subscription_error, bad names with pusher:error', async () => {
    const socket = await connect();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-order.FOR-1', auth: `${APP.key}:00` } });
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-order.FOR-1' } });
    const other = channelAuth(signer, '1.1', 'private-order.FOR-1');
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-order.FOR-1', auth: other } });
    for (let i = 0; i < 3; i++)
      expect(await socket.next('pusher:subscription_error')).toEqual({
        event: 'pusher:subscription_error',
        channel: 'private-order.FOR-1',
        data: JSON.stringify({ type: 'AuthError', error: 'Invalid signature for private-order.FOR-1', status: 401 }),
      });
    socket.subscribe('presence-ranking');
    socket.subscribe('presence-ranking', { user_info: {} });
    socket.subscribe('presence-ranking', { user_id: 'x'.repeat(129) });
    socket.subscribe('presence-ranking', { user_id: 'c-1', user_info: { bio: 'x'.repeat(1024) } });
    for (let i = 0; i < 4; i++)
      expect(dataOf(await socket.next('pusher:subscription_error'))).toMatchObject({ status: 400 });
    for (const channel of ['bad channel', 'x'.repeat(165), 'private-encrypted-order', '']) socket.subscribe(channel);
    for (let i = 0; i < 4; i++) expect((await socket.next('pusher:error')).data).toMatchObject({ code: null });
    expect(embedded.realtime().occupiedChannels()).toEqual([]);
  });

  it('holds at most 100 users on a presence channel; another tab of a member still joins', async () => {
    const members = await Promise.all(Array.from({ length: 100 }, () => connect()));
    members.forEach((m, i) => m.subscribe('presence-ranking', { user_id: `c-${i}` }));
    await Promise.all(members.map((m) => m.next('pusher_internal:subscription_succeeded')));
    // From other addresses: one address holds at most 100 connections.
    const late = await connect({ localAddress: '127.0.0.2' });
    late.subscribe('presence-ranking', { user_id: 'c-100' });
    expect(dataOf(await late.next('pusher:subscription_error'))).toMatchObject({ type: 'LimitReached', status: 403 });
    const tab = await connect({ localAddress: '127.0.0.3' });
    tab.subscribe('presence-ranking', { user_id: 'c-5' });
    expect(dataOf(await tab.next('pusher_internal:subscription_succeeded'))).toMatchObject({
      presence: { count: 100 },
    });
  });

  it('forgets a closed socket: its presence user is removed and its channels emptied', async () => {
    const [ana, luis] = [await connect(), await connect()];
    ana.subscribe('presence-ranking', { user_id: 'c-1' });
    await ana.next('pusher_internal:subscription_succeeded');
    luis.subscribe('presence-ranking', { user_id: 'c-2' });
    luis.subscribe('private-customer.2');
    await luis.next('pusher_internal:subscription_succeeded');
    await luis.next('pusher_internal:subscription_succeeded');
    luis.ws.terminate();
    expect(await ana.next('pusher_internal:member_removed')).toMatchObject({ data: '{"user_id":"c-2"}' });
    expect(embedded.realtime().occupiedChannels()).toEqual(['presence-ranking']);
  });
});
