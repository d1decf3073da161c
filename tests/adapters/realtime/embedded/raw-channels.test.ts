import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelAuth } from '../../../../adapters/realtime/signature';
import { APP, startEmbedded, type Embedded } from './harness';

// Subscriptions, presence and client events frame by frame, with the limits pusher-js does not enforce itself.

let embedded: Embedded;
beforeEach(async () => {
  embedded = await startEmbedded();
});
afterEach(async () => {
  await embedded.close();
});

const signer = { key: APP.key, secret: APP.secret };
const dataOf = (frame: Record<string, unknown>) => JSON.parse(frame.data as string) as unknown;

/** A raw socket, connected, with a helper that subscribes as pusher-js would (signing private and presence). */
const connect = async () => {
  const socket = embedded.socket();
  const socketId = await socket.socketId();
  const subscribe = (channel: string, channelData?: unknown) => {
    const text = channelData === undefined ? undefined : JSON.stringify(channelData);
    const auth = channel.startsWith('p') ? channelAuth(signer, socketId, channel, text) : undefined;
    socket.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: text } });
  };
  return { ...socket, socketId, subscribe };
};

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
    const late = await connect();
    late.subscribe('presence-ranking', { user_id: 'c-100' });
    expect(dataOf(await late.next('pusher:subscription_error'))).toMatchObject({ type: 'LimitReached', status: 403 });
    const tab = await connect();
    tab.subscribe('presence-ranking', { user_id: 'c-5' });
    expect(dataOf(await tab.next('pusher_internal:subscription_succeeded'))).toMatchObject({
      presence: { count: 100 },
    });
  });

  it('relays client events with the sender user_id on presence, at most 10 a second (4301 past that)', async () => {
    const [ana, luis] = [await connect(), await connect()];
    for (const [socket, id] of [
      [ana, 'c-1'],
      [luis, 'c-2'],
    ] as const) {
      socket.subscribe('presence-ranking', { user_id: id });
      await socket.next('pusher_internal:subscription_succeeded');
    }
    for (let i = 0; i < 11; i++) ana.send({ event: 'client-cheer', channel: 'presence-ranking', data: { i } });
    expect(await ana.next('pusher:error')).toEqual({
      event: 'pusher:error',
      data: { code: 4301, message: 'Client event rejected due to rate limit' },
    });
    const relayed = [];
    for (let i = 0; i < 10; i++) relayed.push(await luis.next('client-cheer'));
    expect(relayed[0]).toEqual({
      event: 'client-cheer',
      channel: 'presence-ranking',
      data: '{"i":0}',
      user_id: 'c-1',
    });
    expect(relayed.map((f) => dataOf(f))).toEqual(Array.from({ length: 10 }, (_, i) => ({ i })));
    expect(ana.frames.map((f) => f.event)).not.toContain('client-cheer');
  });

  it('refuses client events on channels the socket is not on, and data over 10 KB', async () => {
    const [ana, luis] = [await connect(), await connect()];
    for (const socket of [ana, luis]) {
      socket.subscribe('private-order.FOR-1');
      await socket.next('pusher_internal:subscription_succeeded');
    }
    ana.send({ event: 'client-x', channel: 'private-order.FOR-2', data: {} });
    ana.send({ event: 'client-x', data: {} });
    ana.send({ event: 'client-x', channel: 'private-order.FOR-1', data: 'x'.repeat(10 * 1024 + 1) });
    ana.send({ event: 'client-ok', channel: 'private-order.FOR-1', data: 'x'.repeat(10 * 1024) });
    await luis.next('client-ok');
    const messages = [];
    for (let i = 0; i < 3; i++) messages.push(((await ana.next('pusher:error')).data as { message: string }).message);
    expect(messages).toEqual([
      expect.stringMatching(/not subscribed/),
      expect.stringMatching(/no channel/),
      expect.stringMatching(/data over 10240 bytes/),
    ]);
    expect(luis.frames.map((f) => f.event)).not.toContain('client-x');
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
