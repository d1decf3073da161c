import Pusher from 'pusher';
import { afterEach, describe, expect, it } from 'vitest';
import { APP, startEmbedded, type Embedded } from './harness';

// What one client can make the embedded server do: no client events to relay, a bounded number of connections per
// address (IPv6 by /64), per user's channel and in all, a bounded inflow per socket, and no unbounded buffering for a
// reader that stops reading. Each refusal uses Pusher's protocol: `pusher:error` and its close codes.

let embedded: Embedded;
const start = async (options?: Parameters<typeof startEmbedded>[0]) => (embedded = await startEmbedded(options));
afterEach(async () => {
  await embedded.close();
});

const dataOf = (frame: Record<string, unknown>) => JSON.parse(frame.data as string) as unknown;

type From = Parameters<Embedded['socket']>[1];

const connect = (from?: Parameters<Embedded['subscriber']>[0]) => embedded.subscriber(from);

/** A socket refused at once: Pusher's `pusher:error` with the code, then the close with it. */
const refused = async (from?: From) => {
  const socket = embedded.socket(undefined, from);
  const error = await socket.frame('pusher:error', 20_000);
  return { error: error.data, closed: await socket.closed, frames: socket.frames.map((f) => f.event) };
};

/** A ping's round trip: whatever the server sent this socket before its pong has arrived. */
const roundTrip = async (socket: Awaited<ReturnType<typeof connect>>) => {
  socket.send({ event: 'pusher:ping', data: {} });
  await socket.next('pusher:pong');
};

describe('embedded realtime limits', () => {
  it("answers a client event with Pusher's error for client events turned off, relays nothing, stays open", async () => {
    await start();
    const [ana, luis] = [await connect(), await connect()];
    for (const socket of [ana, luis]) {
      socket.subscribe('private-customer.7');
      socket.subscribe('presence-ranking', { user_id: socket.socketId });
      await socket.next('pusher_internal:subscription_succeeded');
      await socket.next('pusher_internal:subscription_succeeded');
    }
    for (const channel of ['private-customer.7', 'presence-ranking'])
      ana.send({ event: 'client-flood', channel, data: 'x'.repeat(1000) });
    for (let i = 0; i < 2; i++)
      expect(await ana.next('pusher:error')).toEqual({
        event: 'pusher:error',
        data: { code: null, message: 'Client events are not enabled for this app' },
      });
    await roundTrip(ana);
    await roundTrip(luis);
    expect(luis.frames.map((f) => f.event)).not.toContain('client-flood');
  });

  it('takes 100 connections from one address; the next is refused with 4004, another address still connects', async () => {
    await start();
    const first = await Promise.all(Array.from({ length: 100 }, () => connect()));
    const over = await refused();
    expect(over.error).toEqual({ code: 4004, message: 'Over connection quota: at most 100 connections per address' });
    expect(over.closed.code).toBe(4004);
    expect(over.frames).not.toContain('pusher:connection_established');
    await connect({ localAddress: '127.0.0.2' });
    first[0].ws.close();
    await first[0].closed;
    await connect();
  });

  it('counts an IPv6 /64 as one address behind a trusted proxy, and ignores X-Forwarded-For without one', async () => {
    await start({ trustProxy: 1, connectionsPerAddress: 2 });
    const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
    await connect(from('2001:db8:1:2::a'));
    await connect(from('2001:db8:1:2:ffff::b'));
    expect((await refused(from('2001:db8:1:2::c'))).closed.code).toBe(4004);
    await connect(from('2001:db8:1:3::a'));
    await embedded.restart({ connectionsPerAddress: 2 });
    await connect(from('198.51.100.1'));
    await connect(from('198.51.100.2'));
    expect((await refused(from('198.51.100.3'))).closed.code).toBe(4004);
  });

  it('refuses connections past the server-wide quota with 4004', async () => {
    await start({ maxConnections: 3 });
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) await connect({ localAddress: address });
    const over = await refused({ localAddress: '127.0.0.5' });
    expect(over.error).toEqual({ code: 4004, message: 'Over connection quota: the server is full, try again later' });
  });

  it("holds at most 10 connections on one user's private channel or as one presence user", async () => {
    await start();
    const tabs = await Promise.all(Array.from({ length: 11 }, () => connect()));
    for (const tab of tabs) tab.subscribe('private-customer.7');
    for (const tab of tabs.slice(0, 10)) await tab.next('pusher_internal:subscription_succeeded');
    expect(await tabs[10].next('pusher:subscription_error')).toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-customer.7',
      data: JSON.stringify({
        type: 'LimitReached',
        error: 'private-customer.7 has its maximum of 10 connections',
        status: 403,
      }),
    });
    for (const tab of tabs) tab.subscribe('presence-ranking', { user_id: 'c-7' });
    for (const tab of tabs.slice(0, 10)) await tab.next('pusher_internal:subscription_succeeded');
    expect(dataOf(await tabs[10].next('pusher:subscription_error'))).toMatchObject({ type: 'LimitReached' });
    tabs[0].ws.close();
    await tabs[0].closed;
    tabs[10].subscribe('private-customer.7');
    await tabs[10].next('pusher_internal:subscription_succeeded');
  });

  it('closes a socket that sends more than 20 frames in a second with 4301, and one over 8 KiB with 1009', async () => {
    await start();
    const chatty = await connect();
    for (let i = 0; i < 100; i++) chatty.send({ event: 'pusher:ping', data: {} });
    expect(await chatty.closed).toEqual({ code: 4301, reason: 'Too many messages: at most 20 a second' });
    expect(chatty.frames.filter((f) => f.event === 'pusher:pong').length).toBeLessThanOrEqual(20);
    const heavy = await connect();
    for (let i = 0; i < 5; i++) heavy.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(7 * 1024) } });
    expect(await heavy.closed).toEqual({ code: 4301, reason: 'Too many messages: at most 16 KiB a second' });
    const big = await connect();
    big.send({ event: 'pusher:ping', data: { pad: 'x'.repeat(8 * 1024) } });
    expect((await big.closed).code).toBe(1009);
    await roundTrip(await connect());
  });

  it('counts WebSocket pings too: past 20 a second the socket is closed with 4301, not answered pong by pong', async () => {
    await start();
    const pinger = await connect();
    let pongs = 0;
    pinger.ws.on('pong', () => pongs++);
    for (let i = 0; i < 100; i++) pinger.ws.ping('x'.repeat(100));
    expect((await pinger.closed).code).toBe(4301);
    expect(pongs).toBeLessThanOrEqual(20);
  });

  it('cuts off at once a reader that stops reading, rather than buffering what it is sent', async () => {
    await start();
    const reader = await connect();
    reader.subscribe('private-customer.7');
    await reader.next('pusher_internal:subscription_succeeded');
    reader.ws.pause();
    const server = new Pusher({ ...APP, host: '127.0.0.1', port: String(embedded.port), useTLS: false });
    const event = { channel: 'private-customer.7', name: 'order.updated', data: 'x'.repeat(10 * 1024 - 2) };
    let batches = 0;
    // Loopback buffers hold a few MB; past them the server keeps at most 1 MiB for the socket, then lets it go.
    while (embedded.realtime().occupiedChannels().length > 0) {
      expect(batches, 'the server still holds the socket after 40 MB sent to it').toBeLessThan(400);
      await server.triggerBatch(Array.from({ length: 10 }, () => event));
      batches++;
    }
    expect(batches).toBeGreaterThan(1);
  });
});
