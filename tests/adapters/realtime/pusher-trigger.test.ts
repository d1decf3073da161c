import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pusherTrigger } from '../../../adapters/realtime/pusher-trigger';
import { checkSignedRequest } from '../../../adapters/realtime/signature';

type Seen = {
  method: string;
  path: string;
  query: Map<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
};

const APP = { appId: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const NOW = 1_795_000_000;
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      seen.push({
        method: req.method!,
        path: url.pathname,
        query: new Map(url.searchParams),
        headers: req.headers,
        body,
      });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const trigger = (over: Partial<Parameters<typeof pusherTrigger>[0]> = {}) =>
  pusherTrigger({
    ...APP,
    secret: () => Promise.resolve(APP.secret),
    baseUrl,
    unreachableMeansNobody: false,
    nowSeconds: () => NOW,
    ...over,
  });

describe('the trigger client (Pusher REST API)', () => {
  it('posts a signed batch whose data is JSON text, as hosted Pusher expects it', async () => {
    seen.length = 0;
    answer = { status: 200, body: '{}' };
    await trigger().send([
      { channel: 'private-order.FO-2026-000123', name: 'payment.updated', data: { number: 'FO-2026-000123' } },
      { channel: 'ranking', name: 'ranking.updated', data: { month: '2026-11' } },
    ]);
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/apps/3/batch_events');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({
      batch: [
        { channel: 'private-order.FO-2026-000123', name: 'payment.updated', data: '{"number":"FO-2026-000123"}' },
        { channel: 'ranking', name: 'ranking.updated', data: '{"month":"2026-11"}' },
      ],
    });
    expect([...req.query.keys()]).toEqual(['auth_key', 'auth_timestamp', 'auth_version', 'body_md5', 'auth_signature']);
    expect(req.query.get('auth_timestamp')).toBe(String(NOW));
    expect(
      checkSignedRequest(APP, { method: 'POST', path: req.path, query: req.query, body: req.body }, NOW),
    ).toBeNull();
  });

  it('sends more than ten messages in batches of ten, the most Pusher takes at once', async () => {
    seen.length = 0;
    const messages = Array.from({ length: 23 }, (_, i) => ({ channel: `c${i}`, name: 'order.updated', data: i }));
    await trigger().send(messages);
    expect(seen.map((r) => JSON.parse(r.body).batch.length)).toEqual([10, 10, 3]);
  });

  it('throws on a refusal, so the outbox delivers the event again', async () => {
    answer = { status: 401, body: 'Invalid signature' };
    await expect(trigger().send([{ channel: 'ranking', name: 'ranking.updated', data: {} }])).rejects.toThrow(
      'realtime trigger refused: HTTP 401 Invalid signature',
    );
    answer = { status: 200, body: '{}' };
  });

  it('tells nobody when the embedded endpoint is not listening, and throws when hosted Pusher cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const message = [{ channel: 'ranking', name: 'ranking.updated', data: {} }];
    await expect(
      trigger({ baseUrl: `http://127.0.0.1:${port}`, unreachableMeansNobody: true }).send(message),
    ).resolves.toBeUndefined();
    await expect(trigger({ baseUrl: `http://127.0.0.1:${port}` }).send(message)).rejects.toThrow(
      'realtime trigger failed',
    );
  });

  it("tells nobody when the store's port answers without the embedded endpoint (a command's own sandbox host)", async () => {
    answer = { status: 404, body: 'Cannot POST /apps/fornido/batch_events' };
    const message = [{ channel: 'ranking', name: 'ranking.updated', data: {} }];
    await expect(trigger({ unreachableMeansNobody: true }).send(message)).resolves.toBeUndefined();
    await expect(trigger().send(message)).rejects.toThrow('realtime trigger refused: HTTP 404');
    answer = { status: 200, body: '{}' };
  });
});
