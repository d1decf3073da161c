import Pusher from 'pusher';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, startEmbedded, type Embedded } from './harness';

// Pusher's HTTP API for the state of channels (GET /channels, /channels/{name}, /channels/{name}/users), as the
// official server library (pusher 5.3) calls it, answered byte for byte as Pusher documents.

let embedded: Embedded;
let server: Pusher;
const library = (secret: string = APP.secret, appId: string = APP.appId) =>
  new Pusher({ appId, key: APP.key, secret, host: '127.0.0.1', port: String(embedded.port), useTLS: false });
beforeEach(async () => {
  embedded = await startEmbedded();
  server = library();
});
afterEach(async () => {
  await embedded.close();
});

/** What the library's `get` answers: status, content type and the body as sent. */
const get = async (path: string, params?: Record<string, string>, as: Pusher = server) => {
  try {
    const response = await as.get({ path, params });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  } catch (error) {
    const { status, body } = error as { status: number; body: string };
    return { status, body };
  }
};

/** A raw socket on `channel` (as presence user `userId` on a presence channel), subscribed. */
const on = async (channel: string, userId?: string) => {
  const socket = await embedded.subscriber();
  socket.subscribe(channel, userId === undefined ? undefined : { user_id: userId, user_info: { alias: 'Ana R.' } });
  await socket.next('pusher_internal:subscription_succeeded');
  return socket;
};

describe('embedded realtime channels API', () => {
  it('lists the occupied channels, by prefix, with user_count and subscription_count when asked', async () => {
    expect(await get('/channels')).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/json/),
      body: '{"channels":{}}',
    });
    await on('ranking');
    await on('private-order.FOR-1');
    await on('presence-ranking', 'u-1');
    await on('presence-ranking', 'u-1');
    await on('presence-ranking', 'u-2');
    expect(JSON.parse((await get('/channels')).body)).toEqual({
      channels: { 'ranking': {}, 'private-order.FOR-1': {}, 'presence-ranking': {} },
    });
    expect((await get('/channels', { filter_by_prefix: 'private-' })).body).toBe(
      '{"channels":{"private-order.FOR-1":{}}}',
    );
    expect(
      (await get('/channels', { filter_by_prefix: 'presence-', info: 'user_count,subscription_count' })).body,
    ).toBe('{"channels":{"presence-ranking":{"user_count":2,"subscription_count":3}}}');
    expect((await get('/channels', { info: 'subscription_count' })).body).toBe(
      '{"channels":{"ranking":{"subscription_count":1},"private-order.FOR-1":{"subscription_count":1},"presence-ranking":{"subscription_count":3}}}',
    );
  });

  it('refuses user_count unless the list is limited to presence channels (400, as Pusher)', async () => {
    for (const params of <Record<string, string>[]>[
      { info: 'user_count' },
      { filter_by_prefix: 'private-', info: 'user_count' },
    ])
      expect(await get('/channels', params)).toEqual({
        status: 400,
        body: 'Request must be limited to presence channels in order to fetch user_count',
      });
  });

  it('describes one channel: occupied, and its counts when asked', async () => {
    await on('presence-ranking', 'u-1');
    await on('presence-ranking', 'u-1');
    await on('private-order.FOR-1');
    expect(await get('/channels/presence-ranking', { info: 'user_count,subscription_count' })).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/json/),
      body: '{"occupied":true,"user_count":1,"subscription_count":2}',
    });
    expect((await get('/channels/private-order.FOR-1')).body).toBe('{"occupied":true}');
    expect((await get('/channels/private-order.FOR-2', { info: 'subscription_count' })).body).toBe(
      '{"occupied":false,"subscription_count":0}',
    );
    expect(await get('/channels/private-order.FOR-1', { info: 'user_count' })).toEqual({
      status: 400,
      body: 'Request must be limited to presence channels in order to fetch user_count',
    });
    expect(await get('/channels/bad%20name')).toEqual({
      status: 400,
      body: 'Invalid channel name: only letters, digits and - _ = @ , . ; are allowed',
    });
  });

  it("lists a presence channel's users by id, once each; other channels have none to list (400)", async () => {
    expect((await get('/channels/presence-ranking/users')).body).toBe('{"users":[]}');
    await on('presence-ranking', 'u-1');
    await on('presence-ranking', 'u-2');
    await on('presence-ranking', 'u-1');
    expect(await get('/channels/presence-ranking/users')).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/json/),
      body: '{"users":[{"id":"u-1"},{"id":"u-2"}]}',
    });
    expect(await get('/channels/private-order.FOR-1/users')).toEqual({
      status: 400,
      body: 'Users can only be retrieved for presence channels',
    });
  });

  it('answers 401 to a wrong secret and 404 to another app, as for triggers', async () => {
    await on('private-order.FOR-1');
    expect(await get('/channels', undefined, library('not-the-secret'))).toEqual({
      status: 401,
      body: 'Invalid signature',
    });
    expect(await get('/channels/private-order.FOR-1/users', undefined, library('x'))).toMatchObject({ status: 401 });
    expect(await get('/channels', undefined, library(APP.secret, 'another'))).toEqual({
      status: 404,
      body: 'Unknown app',
    });
  });
});
