import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliStore } from './support/cli-store';
import { placeAnOrder } from './support/orders';

const { fornido, withStoreAt, configure } = cliStore('fornido-cli-live-');
configure({ PAYMENT_METHODS: 'sandbox-card,cash-on-delivery' });

/** The store running beside the command, as far as live updates go: its Pusher-protocol endpoint, recording each batch. */
const batches: { path: string; body: string }[] = [];
const store = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    batches.push({ path: req.url ?? '', body });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  configure({ HOST: '127.0.0.1', PORT: String((store.address() as AddressInfo).port) });
});
afterAll(() => new Promise((resolve) => store.close(resolve)));

describe('an operator action from the command', { timeout: 90_000 }, () => {
  it("reaches the running store's live updates (the shopper's open order page), not the command's own sandboxes", async () => {
    const order = await withStoreAt({ at: new Date() }, (c) =>
      placeAnOrder(c, { paymentMethod: 'cash-on-delivery', sku: 'BSN-SY6-2LB-CHOC', prefix: 'cli-live' }),
    );
    batches.length = 0;
    const shipped = await fornido('orders', 'ship', order.number, '--tracking', 'SERV-778899');
    expect(shipped.code, shipped.stderr).toBe(0);
    const events = batches.filter((b) => /^\/apps\/[^/]+\/batch_events\?/.test(b.path));
    const sent = events.flatMap((b) => (JSON.parse(b.body) as { batch: { name: string; data: string }[] }).batch);
    const shippedUpdate = sent.find((e) => e.name === 'order.updated' && e.data.includes('"happening":"shipped"'));
    expect(shippedUpdate).toMatchObject({ channel: `private-order.${order.number}` });
  });
});
