import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readiness } from '../../server/health';
import { prepareShutdown } from '../../server/shutdown';
import { eventually } from '../support/eventually';
import { startTestServer, type TestServer } from '../support/test-server';

let base: TestServer;
beforeAll(async () => {
  base = await startTestServer();
}, 240_000);
afterAll(() => base.close());

/** The store's app on a server of its own, its shutdown prepared as server/main.ts does; `closing` is recorded, and
 * `read` waits until the store has read so many bytes from the connection at a client's port. */
const aStore = async (graceMs: number) => {
  const ready = readiness();
  const server: Server = createServer(createApp(base.container, { readiness: ready }));
  const accepted = new Map<number, Socket>();
  server.on('connection', (socket: Socket) => void accepted.set(socket.remotePort!, socket));
  const read = (clientPort: number, bytes: number) =>
    eventually(
      () => (accepted.get(clientPort)?.bytesRead ?? 0) >= bytes,
      () => `the store read fewer than ${bytes} bytes from port ${clientPort}`,
    );
  const closed: string[] = [];
  const logged: string[] = [];
  const shutdown = prepareShutdown({
    server,
    readiness: ready,
    graceMs,
    logger: { info: (_f, m) => logged.push(m), warn: (_f, m) => logged.push(m), error: (_f, m) => logged.push(m) },
    closing: async () => void closed.push('timers, realtime, database'),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, shutdown, closed, logged, read };
};

/** A raw connection to the store, and everything it answers until it closes. */
const connection = async (port: number) => {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => void (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { port: socket.localPort!, write: (text: string) => socket.write(text), received: () => received, ended };
};

const QUOTE = JSON.stringify({ lines: [{ sku: 'P06-2LB-CHOC', quantity: 1 }] });
const quoteHead = (port: number) =>
  `POST /api/v1/cart/quote HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(QUOTE)}\r\n\r\n`;

describe('stopping the store (SIGTERM)', () => {
  it('lets a request in flight finish with 200, refuses new connections, and says not ready meanwhile', async () => {
    const store = await aStore(60_000);
    // A shopper's request whose body is still arriving when the stop begins.
    const slow = await connection(store.port);
    slow.write(quoteHead(store.port) + QUOTE.slice(0, 10));
    await eventually(() => store.shutdown.inFlight() === 1, 'no request in flight');
    // A probe that began on an open connection before the stop.
    const probe = await connection(store.port);
    const started = `GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${store.port}\r\n`;
    probe.write(started);
    await store.read(probe.port, Buffer.byteLength(started));

    const stopped = store.shutdown.signal();
    probe.write('\r\n');
    const probed = await probe.ended;
    expect(probed).toMatch(/^HTTP\/1\.1 503 /);
    expect(probed).toMatch(/\r\nConnection: close\r\n/i);
    expect(probed).toMatch(/\r\n\r\ndraining\n$/);
    await expect(fetch(`http://127.0.0.1:${store.port}/healthz`)).rejects.toThrow();
    expect(store.closed).toEqual([]);

    slow.write(QUOTE.slice(10));
    const answered = await slow.ended;
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
    expect(answered).toMatch(/\r\nConnection: close\r\n/i);
    expect(answered).toContain('"lines"');
    expect(await stopped).toEqual({ cut: 0 });
    expect(store.closed).toEqual(['timers, realtime, database']);
  });

  it('cuts what is still in flight at the deadline, or at a second signal, and closes all the same', async () => {
    for (const how of ['deadline', 'second signal'] as const) {
      const store = await aStore(how === 'deadline' ? 300 : 60_000);
      const stuck = await connection(store.port);
      stuck.write(quoteHead(store.port) + QUOTE.slice(0, 10));
      await eventually(() => store.shutdown.inFlight() === 1, 'no request in flight');
      const stopped = store.shutdown.signal();
      if (how === 'second signal') void store.shutdown.signal();
      expect(await stopped, how).toEqual({ cut: 1 });
      expect(await stuck.ended, how).toBe('');
      expect(store.closed, how).toEqual(['timers, realtime, database']);
      expect(store.logged.join('\n'), how).toMatch(/cut the requests still in flight/);
    }
  });

  it('stops at once when nothing is in flight, closing idle keep-alive connections', async () => {
    const store = await aStore(60_000);
    const idle = await connection(store.port);
    idle.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${store.port}\r\n\r\n`);
    await eventually(() => idle.received().endsWith('ok\n'), 'no answer to /healthz');
    expect(await store.shutdown.signal()).toEqual({ cut: 0 });
    expect(await idle.ended).toMatch(/^HTTP\/1\.1 200 [^]*\r\n\r\nok\n$/);
    expect(store.closed).toEqual(['timers, realtime, database']);
  });
});
