import { connect } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { APP, startEmbedded, type Embedded } from './harness';

// The connection as a raw WebSocket sees it, including what pusher-js never sends: the exact frames, the close
// codes of the protocol, garbage and oversized frames, and the server's own pings.

let embedded: Embedded | undefined;
const start = async (options?: Parameters<typeof startEmbedded>[0]) => (embedded = await startEmbedded(options));
afterEach(async () => {
  await embedded?.close();
  embedded = undefined;
});

const dataOf = (frame: Record<string, unknown>) => JSON.parse(frame.data as string) as Record<string, unknown>;

describe('embedded realtime connections', () => {
  it('opens with connection_established: data a JSON string with the socket id and the activity timeout', async () => {
    const socket = (await start()).socket();
    const frame = await socket.frame('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(dataOf(frame)).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const socket = (await start()).socket();
    await socket.frame('pusher:connection_established');
    socket.send({ event: 'pusher:ping', data: {} });
    expect(await socket.frame('pusher:pong')).toEqual({ event: 'pusher:pong', data: '{}' });
  });

  it.each([
    ['an unknown key', `/app/other-key?protocol=7`, 4001],
    ['no protocol', `/app/${APP.key}?client=js`, 4008],
    ['protocol 4', `/app/${APP.key}?protocol=4`, 4007],
    ['protocol 8', `/app/${APP.key}?protocol=8`, 4007],
    ['a path under /app/ that is not /app/{key}', `/app/${APP.key}/extra?protocol=7`, 4005],
  ])('refuses %s with pusher:error and the same close code', async (_what, path, code) => {
    const socket = (await start()).socket(path);
    const { code: closedWith } = await socket.closed;
    expect(closedWith).toBe(code);
    expect(socket.frames).toEqual([{ event: 'pusher:error', data: { code, message: expect.any(String) } }]);
  });

  it('refuses upgrades to paths outside /app/ with 400', async () => {
    const { port } = await start();
    const ws = new WebSocket(`ws://127.0.0.1:${port}/pedidos/`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('error', () => resolve(undefined));
    });
    ws.terminate();
    expect(status).toBe(400);
  });

  it('refuses an upgrade whose target URL cannot be read, and goes on serving', async () => {
    const started = await start();
    const reply = await new Promise<string>((resolve) => {
      const tcp = connect(started.port, '127.0.0.1', () =>
        tcp.write(
          'GET http://[ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      );
      let text = '';
      tcp.on('data', (chunk: Buffer) => (text += chunk.toString()));
      tcp.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    await started.socket().socketId();
  });

  it('answers garbage with pusher:error and keeps the connection open', async () => {
    const socket = (await start()).socket();
    await socket.frame('pusher:connection_established');
    const garbage = ['not json', '[]', '"text"', 'null', '{"event":1}', '{"data":{}}', '{"event":""}'];
    for (const frame of garbage) socket.send(frame);
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send({ event: 'pusher:subscribe', data: 'not an object' });
    socket.send({ event: 'pusher:subscribe', data: { channel: 42 } });
    socket.send({ event: 'pusher:unsubscribe' });
    socket.send({ event: 'pusher:signin', data: {} });
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.frame('pusher:pong');
    const errors = socket.frames.filter((f) => f.event === 'pusher:error');
    expect(errors).toHaveLength(garbage.length + 5);
    for (const error of errors) expect(error.data).toEqual({ code: null, message: expect.any(String) });
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that sends a frame over 8 KiB (1009) and goes on serving the others', async () => {
    const started = await start();
    const big = started.socket();
    await big.frame('pusher:connection_established');
    big.send({ event: 'client-big', channel: 'private-x', data: 'x'.repeat(100 * 1024) });
    expect((await big.closed).code).toBe(1009);
    const next = started.socket();
    await next.frame('pusher:connection_established');
    next.send({ event: 'pusher:ping', data: {} });
    await next.frame('pusher:pong');
  });

  it('pings a silent connection after the activity timeout and closes it with 4201 when no pong comes', async () => {
    // Two seconds for the pong: the test's answer gets there in time on a busy machine.
    const started = await start({ activityTimeoutSeconds: 1, pongTimeoutMs: 2_000 });
    const [silent, alive] = [started.socket(), started.socket()];
    expect(dataOf(await silent.frame('pusher:connection_established')).activity_timeout).toBe(1);
    await alive.next('pusher:ping');
    alive.send({ event: 'pusher:pong', data: {} });
    await silent.frame('pusher:ping');
    expect((await silent.closed).code).toBe(4201);
    // The one that answered is pinged again an activity timeout after its pong, still open.
    await alive.next('pusher:ping');
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket with 4200 on close(): reconnect now', async () => {
    const started = await start();
    const socket = started.socket();
    await socket.frame('pusher:connection_established');
    await started.realtime().close();
    expect((await socket.closed).code).toBe(4200);
  });

  it('gives every connection its own socket id', async () => {
    const started = await start();
    const ids = await Promise.all(Array.from({ length: 20 }, () => started.socket().socketId()));
    expect(new Set(ids).size).toBe(20);
  });
});
