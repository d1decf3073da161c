import { describe, expect, it } from 'vitest';
import { listVariants } from '../../../core/catalog/list-variants';
import { dispatchEvents } from '../../../core/events/dispatch-events';
import type { Actor } from '../../../core/operators/operator';
import type { Role } from '../../../core/operators/roles';
import { consoleHome } from '../../../core/reports/console-home';
import { reportSales } from '../../../core/reports/report-sales';
import { reportVitals } from '../../../core/vitals/report-vitals';
import {
  aCashOnDeliveryOrder,
  aKey,
  aMove,
  aNewOrder,
  anOrderLine,
  NO_CAPS,
  placedOrder,
  startedAttempt,
} from '../../adapters/persistence/order-fixtures';
import { inMemoryBacklog, inMemoryDisagreementLog } from '../../fakes/in-memory-backlog';
import { inMemoryEventOutbox } from '../../fakes/in-memory-events';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';
import { inMemorySales } from '../../fakes/in-memory-sales';
import { inMemoryVitals } from '../../fakes/in-memory-vitals';
import { editorOfTestCatalogue } from '../catalog/catalogue-editor-fixture';

// Noon of 15 March 2026 in Bogotá.
const NOW = new Date('2026-03-15T17:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const clock = { now: () => NOW };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

const actor = (role: Role): Actor => ({
  operatorId: `op-${role}`,
  name: `Operador <${role}@fornido.co>`,
  role,
  via: { kind: 'session', tokenHash: 'x' },
});

/** A store on 15 March: a sale today and one on 2 March, a cash-on-delivery order to prepare, one being prepared, a
 * flagged attempt, a disagreement, an event waiting 10 minutes, and vitals of yesterday and of 40 days ago. */
const aStore = async () => {
  const outbox = inMemoryEventOutbox();
  const orders = inMemoryOrderStore(new Map([['SKU-1', 50]]), outbox);
  const place = async (at: Date, cod = false) =>
    placedOrder(
      await orders.place(
        (cod ? aCashOnDeliveryOrder : aNewOrder)([anOrderLine('SKU-1', 2)], { placedAt: at }),
        aKey(),
        NO_CAPS,
      ),
    );
  const paid = async (at: Date) => {
    const order = await place(at);
    await orders.change(aMove(order, 'paid', { event: 'approve-payment' }));
    return order;
  };
  const today = await paid(minutesAgo(180));
  const earlier = await paid(new Date('2026-03-02T15:00:00Z'));
  const packing = await paid(minutesAgo(240));
  await orders.change(aMove({ ...packing, state: 'paid' }, 'preparing', { event: 'start-preparing' }));
  const flagged = await place(minutesAgo(300));
  const attempt = await startedAttempt(orders.attempts, flagged);
  await orders.attempts.record(attempt.id, { flagged: true }, minutesAgo(200));
  await dispatchEvents({ outbox, subscribers: [], clock, logger: silent })();
  const waiting = await place(minutesAgo(10), true);
  await place(minutesAgo(1), true);
  const disagreements = inMemoryDisagreementLog();
  const settlement = { orderNumber: flagged.number, attemptId: attempt.id, provider: 'nequi', reference: 'N-1' };
  await disagreements.note(
    [{ ...settlement, from: 'pending', to: 'pending', disagreement: 'the provider could not be asked' }],
    minutesAgo(2),
  );
  const vitals = inMemoryVitals();
  const visit = (at: Date, value: number) =>
    vitals.record({
      at,
      page: '/',
      device: 'mobile',
      navigationType: 'navigate',
      records: [{ kind: 'metric', metric: 'LCP', value, rating: 'good' }],
    });
  await visit(minutesAgo(24 * 60), 2000);
  await visit(minutesAgo(40 * 24 * 60), 9000);
  const home = consoleHome({
    reportSales: reportSales({ sales: inMemorySales(orders), clock }),
    listVariants: listVariants({ editor: editorOfTestCatalogue().editor }),
    reportVitals: reportVitals({ vitals }),
    backlog: inMemoryBacklog(orders),
    outbox,
    disagreements,
    clock,
  });
  return { home, today, earlier, waiting, flagged };
};

describe("the console's Inicio", () => {
  it("gives a manager the day's and month's sales with their IVA split, the work waiting, low stock, late events and vitals", async () => {
    const { home, today, earlier, waiting, flagged } = await aStore();
    const seen = await home(actor('manager'));
    // The order being prepared was placed today too.
    expect(seen.sales?.today).toMatchObject({
      date: '2026-03-15',
      orders: 2,
      units: 4,
      revenue: today.totals.subtotal * 2,
    });
    expect(seen.sales?.month).toMatchObject({
      month: '2026-03',
      orders: 3,
      units: 6,
      revenue: today.totals.subtotal * 2 + earlier.totals.subtotal,
    });
    for (const f of [seen.sales!.today, seen.sales!.month]) expect(f.iva + f.base).toBe(f.revenue);
    expect(seen.orders).toEqual({ toPrepare: 4, toShip: 1 });
    expect(seen.payments?.flagged).toBe(1);
    expect(seen.payments?.disagreements).toEqual([
      expect.objectContaining({ orderNumber: flagged.number, provider: 'nequi', seenAt: minutesAgo(2) }),
    ]);
    expect(seen.lowStock?.length).toBeGreaterThan(0);
    expect(seen.lowStock?.every((v) => v.low)).toBe(true);
    expect(seen.lateEvents).toEqual([
      {
        id: expect.any(Number),
        type: 'placed',
        orderNumber: waiting.number,
        occurredAt: minutesAgo(10),
        state: 'pending',
        attempts: 0,
      },
    ]);
    expect(seen.vitals).toEqual([{ page: '/', metric: 'LCP', p75: 2000, rating: 'good', samples: 1 }]);
  });

  it('shows each role only its blocks: the warehouse its orders and stock, never the money; support its orders and late events', async () => {
    const { home } = await aStore();
    const warehouse = await home(actor('warehouse'));
    expect(warehouse.orders).toEqual({ toPrepare: 4, toShip: 1 });
    expect(warehouse.lowStock).not.toBeNull();
    expect(warehouse).toMatchObject({ sales: null, payments: null, lateEvents: null, vitals: null });
    const support = await home(actor('support'));
    expect(support.orders).not.toBeNull();
    expect(support.lateEvents).toHaveLength(1);
    expect(support).toMatchObject({ sales: null, payments: null, lowStock: null, vitals: null });
  });
});
