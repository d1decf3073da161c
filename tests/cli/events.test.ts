import { beforeAll, describe, expect, it } from 'vitest';
import { T, type AppContainer } from '../../adapters/container';
import { bogota } from '../../cli/format';
import type { Order } from '../../core/orders/order';
import { aBuyer } from '../core/checkout/checkout-harness';
import { cliStore } from './support/cli-store';
import { wearOutEvents } from './support/stuck-event';

const { fornido, withStoreAt } = cliStore('fornido-cli-events-');

const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
let keys = 0;
const place = async (c: AppContainer, sku: string, email: string): Promise<Order> => {
  const lines = [{ sku, quantity: 1 }];
  const priced = await c.get(T.checkout).priceCheckout({
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  if (!priced.ok) throw new Error(priced.error.message);
  const placed = await c.get(T.checkout).placeOrder({
    idempotencyKey: `cli-events-${String(++keys).padStart(8, '0')}`,
    customerId: null,
    ip: '203.0.113.8',
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

const PLACED = new Date(Date.now() - 24 * 3_600_000);
let stuck: { order: Order; id: number };
let delivered: { order: Order; id: number };

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine).
describe('fornido events', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const clock = { at: PLACED };
    await withStoreAt(clock, async (c) => {
      const first = await place(c, 'BSN-SY6-2LB-CHOC', 'stuck@example.com');
      // The mail server refuses every attempt until the event is out of them.
      await wearOutEvents(c, clock);
      const second = await place(c, 'CE-C4O-195G-FRR', 'ok@example.com');
      await c.get(T.events).dispatchEvents();
      const [newest, oldest] = await c.get(T.eventOutbox).list({ limit: 2 });
      stuck = { order: first, id: oldest.id };
      delivered = { order: second, id: newest.id };
    });
  }, 120_000);

  it('lists events with their delivery, and only the stuck ones with --stuck', async () => {
    const all = await fornido('events', 'list');
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(
      /^ID\s+TIME \(BOGOTA\)\s+TYPE\s+ORDER\s+STATE\s+ATTEMPTS\s+NEXT TRY \(BOGOTA\)\s+LAST ERROR$/m,
    );
    expect(all.stdout).toMatch(
      new RegExp(
        `^${delivered.id}\\s+\\S+ \\S+\\s+placed\\s+${delivered.order.number}\\s+delivered\\s+0\\s+-\\s+-$`,
        'm',
      ),
    );
    expect(all.stdout).toMatch(
      new RegExp(
        `^${stuck.id}\\s+${bogota(PLACED)}\\s+placed\\s+${stuck.order.number}\\s+stuck\\s+12\\s+-\\s+mail: SMTP 421 4\\.7\\.0 Try again later$`,
        'm',
      ),
    );
    expect(all.stdout).toContain(
      '2 events. Retry stuck ones with "fornido events retry ID…" or "fornido events retry --stuck".',
    );
    const only = await fornido('events', 'list', '--stuck', '--limit', '5');
    expect(only.stdout).toContain(stuck.order.number);
    expect(only.stdout).not.toContain(delivered.order.number);
  });

  it('refuses a retry without events, with both events and --stuck, a malformed or unknown id, with exit code 1', async () => {
    const [none, both, malformed, unknown] = await Promise.all([
      fornido('events', 'retry'),
      fornido('events', 'retry', '1', '--stuck'),
      fornido('events', 'retry', 'doce'),
      fornido('events', 'retry', '987654'),
    ]);
    for (const r of [none, both, malformed, unknown]) expect(r.code).toBe(1);
    expect(none.stderr).toContain(
      'Name the events to retry (IDs from "fornido events list --stuck") or give --stuck, not both.',
    );
    expect(both.stderr).toContain('not both');
    expect(malformed.stderr).toContain('The event id must be a whole number');
    expect(unknown.stderr).toContain('No event 987654. List them with "fornido events list".');
  });

  it('retries the stuck events: the confirmation goes out once, and nothing is left to retry', async () => {
    const again = await fornido('events', 'retry', String(delivered.id));
    expect(again.stdout).toBe(`Event ${delivered.id} was already delivered; nothing to retry.\n`);
    const retried = await fornido('events', 'retry', '--stuck');
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout).toBe(`Event ${stuck.id} (placed, ${stuck.order.number}) delivered.\n`);
    expect((await fornido('events', 'retry', '--stuck')).stdout).toBe('No stuck events to retry.\n');
    expect((await fornido('events', 'list', '--stuck')).stdout).toBe('No stuck events.\n');
    expect((await fornido('events', 'dispatch')).stdout).toBe('No order events were due.\n');
    const mails = await withStoreAt({ at: new Date() }, (c) =>
      c.get(T.mailOutbox).list({ to: 'stuck@example.com', limit: 10 }),
    );
    expect(mails.map((m) => m.subject)).toEqual([`Recibimos tu pedido ${stuck.order.number}`]);
  });
});
