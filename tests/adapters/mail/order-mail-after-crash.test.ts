import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config';
import { openStore, T, type AppContainer } from '../../../adapters/container';
import { createContainer } from '../../../adapters/container-root';
import { outboxEventMailer } from '../../../adapters/mail/event-mailer';
import { EVENT_RETRIES } from '../../../core/events/dispatch-events';
import type { Order } from '../../../core/orders/order';
import { aBuyer } from '../../core/checkout/checkout-harness';

const dataDir = mkdtempSync(join(tmpdir(), 'fornido-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const START = new Date('2026-11-23T15:00:00Z');

/** One life of the store's process on the PGlite data dir, with the clock at `at`: the work, then the process stops. */
const life = async <R>(at: Date, work: (c: AppContainer) => Promise<R>): Promise<R> => {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://fornido.co' }),
    logLevel: 'silent' as const,
  };
  const store = await openStore(config, { seedIfEmpty: true, logger: silent });
  try {
    return await work(createContainer(config, store.container.get(T.database), silent, { clock: { now: () => at } }));
  } finally {
    await store.close();
  }
};

let keys = 0;
const place = async (c: AppContainer, email: string): Promise<Order> => {
  const lines = [{ sku: 'BSN-SY6-2LB-CHOC', quantity: 1 }];
  const destination = { departmentCode: '05', municipalityCode: '05001' };
  const priced = await c.get(T.checkout).priceCheckout({
    lines,
    destination,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  if (!priced.ok) throw new Error(priced.error.message);
  const placed = await c.get(T.checkout).placeOrder({
    idempotencyKey: `crash-test-key-${String(++keys).padStart(6, '0')}`,
    customerId: null,
    ip: '203.0.113.9',
    fingerprint: 'misma-solicitud',
    lines,
    buyer: aBuyer({ email }),
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
    expectedTotal: priced.value.breakdown.total,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  return placed.value.order;
};

const confirmations = (c: AppContainer, to: string) => c.get(T.mailOutbox).list({ to, limit: 10 });

// Three lives of the process on one data dir: each opens PGlite from disk (seconds on a busy 2-core machine).
describe('an order mail lost in a crash', { timeout: 120_000 }, () => {
  it('a process that stops between the commit and the dispatch still sends the mail, exactly once, after restart', async () => {
    const order = await life(START, async (c) => {
      const placed = await place(c, 'antes-del-fallo@example.com');
      expect(await confirmations(c, 'antes-del-fallo@example.com')).toEqual([]);
      return placed;
    });
    const mails = await life(new Date(START.getTime() + 60_000), async (c) => {
      expect(await c.get(T.events).dispatchEvents()).toEqual({ delivered: 1, failed: 0, stuck: 0 });
      expect(await c.get(T.events).dispatchEvents()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
      return confirmations(c, 'antes-del-fallo@example.com');
    });
    expect(mails.map((m) => [m.template, m.subject])).toEqual([
      ['order-confirmation', `Recibimos tu pedido ${order.number}`],
    ]);
  });

  it('a dispatcher that stops after taking an event, or after writing its mail, leaves one mail after restart', async () => {
    const at = new Date(START.getTime() + 10 * 60_000);
    const [taken, written] = await life(at, async (c) => {
      const outbox = c.get(T.eventOutbox);
      const orders = [await place(c, 'tomado@example.com'), await place(c, 'escrito@example.com')];
      // Stopped mid-way: both events taken under a lease; the second one's mail and handling committed, the event not closed.
      const events = await outbox.claimDue(at, new Date(at.getTime() + EVENT_RETRIES.leaseMs), 10);
      expect(events.map((e) => e.orderId)).toEqual(orders.map((o) => o.id));
      const mail = (await c.get(T.orderStore).findById(orders[1].id))!;
      await outboxEventMailer(c.get(T.database).db, c.get(T.clock)).sendOnce(
        { eventId: events[1].id, subscriber: 'mail' },
        {
          to: mail.buyer.email,
          subject: `Recibimos tu pedido ${mail.number}`,
          html: '<p>…</p>',
          text: '…',
          template: 'order-confirmation',
        },
      );
      return orders;
    });
    const afterLease = new Date(at.getTime() + EVENT_RETRIES.leaseMs);
    const mails = await life(afterLease, async (c) => {
      expect(await c.get(T.events).dispatchEvents()).toEqual({ delivered: 2, failed: 0, stuck: 0 });
      expect(await c.get(T.events).dispatchEvents()).toEqual({ delivered: 0, failed: 0, stuck: 0 });
      return [await confirmations(c, 'tomado@example.com'), await confirmations(c, 'escrito@example.com')];
    });
    expect(mails.map((list) => list.map((m) => m.subject))).toEqual([
      [`Recibimos tu pedido ${taken.number}`],
      [`Recibimos tu pedido ${written.number}`],
    ]);
  });
});
