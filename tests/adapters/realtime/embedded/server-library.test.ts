import Pusher from 'pusher';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, firstEvent, startEmbedded, type Embedded } from './harness';

// The contract that code written for hosted Pusher works unchanged: the official server library (pusher 5.3.4)
// triggers into the embedded REST API, and pusher-js receives the events.

let embedded: Embedded;
let server: Pusher;
beforeEach(async () => {
  embedded = await startEmbedded();
  server = new Pusher({
    appId: APP.appId,
    key: APP.key,
    secret: APP.secret,
    host: '127.0.0.1',
    port: String(embedded.port),
    useTLS: false,
  });
});
afterEach(async () => {
  await embedded.close();
});

const subscribed = async (embeddedClient: ReturnType<Embedded['client']>, name: string) => {
  const channel = (await embedded.connected(embeddedClient)).subscribe(name);
  await firstEvent((h) => channel.bind('pusher:subscription_succeeded', h));
  return channel;
};

describe('embedded realtime with the official pusher server library', () => {
  it('trigger reaches the subscribers of a private channel with the data as sent', async () => {
    const channel = await subscribed(embedded.client(), 'private-order.FOR-1001');
    const arrived = firstEvent((h) => channel.bind('payment.updated', h));
    const response = await server.trigger('private-order.FOR-1001', 'payment.updated', {
      status: 'approved',
      total: 129_900,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await arrived).toEqual({ status: 'approved', total: 129_900 });
  });

  it('trigger to several channels reaches each one', async () => {
    const ranking = await subscribed(embedded.client(), 'ranking');
    const order = await subscribed(embedded.client(), 'private-order.FOR-1002');
    const both = Promise.all([
      firstEvent((h) => ranking.bind('ranking.updated', h)),
      firstEvent((h) => order.bind('ranking.updated', h)),
    ]);
    await server.trigger(['ranking', 'private-order.FOR-1002'], 'ranking.updated', { at: 1 });
    expect(await both).toEqual([{ at: 1 }, { at: 1 }]);
  });

  it('triggerBatch delivers each event to its channel, in order', async () => {
    const channel = await subscribed(embedded.client(), 'private-order.FOR-1003');
    const seen: string[] = [];
    channel.bind_global((event: string) => {
      if (!event.startsWith('pusher')) seen.push(event);
    });
    const last = firstEvent((h) => channel.bind('order.updated', h));
    const response = await server.triggerBatch([
      { channel: 'private-order.FOR-1003', name: 'payment.updated', data: { status: 'approved' } },
      { channel: 'ranking', name: 'ranking.updated', data: {} },
      { channel: 'private-order.FOR-1003', name: 'order.updated', data: { status: 'paid' } },
    ]);
    expect(response.status).toBe(200);
    expect(await last).toEqual({ status: 'paid' });
    expect(seen).toEqual(['payment.updated', 'order.updated']);
  });

  it('socket_id leaves out the connection that caused the event', async () => {
    const [origin, other] = [embedded.client(), embedded.client()];
    const originChannel = await subscribed(origin, 'ranking');
    const otherChannel = await subscribed(other, 'ranking');
    const echoed: unknown[] = [];
    originChannel.bind('ranking.updated', (data: unknown) => echoed.push(data));
    const arrived = firstEvent((h) => otherChannel.bind('ranking.updated', h));
    await server.trigger('ranking', 'ranking.updated', { n: 1 }, { socket_id: origin.connection.socket_id });
    expect(await arrived).toEqual({ n: 1 });
    // A second event without the exclusion reaches the origin: had the first reached it, it would have come before.
    const second = firstEvent((h) => originChannel.bind('ranking.updated', h));
    await server.trigger('ranking', 'ranking.updated', { n: 2 });
    expect(await second).toEqual({ n: 2 });
    expect(echoed).toEqual([{ n: 2 }]);
  });

  it('a library with the wrong secret is refused with 401 and nothing is delivered', async () => {
    const channel = await subscribed(embedded.client(), 'ranking');
    const delivered: unknown[] = [];
    channel.bind('ranking.updated', (data: unknown) => delivered.push(data));
    const forger = new Pusher({
      appId: APP.appId,
      key: APP.key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(embedded.port),
      useTLS: false,
    });
    await expect(forger.trigger('ranking', 'ranking.updated', {})).rejects.toMatchObject({
      status: 401,
      body: 'Invalid signature',
    });
    const genuine = firstEvent((h) => channel.bind('ranking.updated', h));
    await server.trigger('ranking', 'ranking.updated', { genuine: true });
    await genuine;
    expect(delivered).toEqual([{ genuine: true }]);
  });
});
