import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { sqlGiftCreditStore } from '../../../adapters/persistence/gift-ledger-store';
import { sqlLoyaltyStore } from '../../../adapters/persistence/loyalty-store';
import { orderEvents, orders as orderRows } from '../../../adapters/persistence/schema/index';
import type { OrderHappeningType } from '../../../core/events/ports';
import { giftCreditEarned } from '../../../core/loyalty/ledger';
import { rewardPlanOf } from '../../../core/loyalty/rewards';
import type { Order } from '../../../core/orders/order';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { negate, pesos } from '../../../core/shared/money';
import { eq } from 'drizzle-orm';
import { aCustomer } from '../../builders/customers';
import { engines } from '../../support/databases';
import { EVENT_SKU, openEventDatabase } from './event-fixtures';
import { aNewOrder, anOrderLine, NO_CAPS } from './order-fixtures';

const AT = new Date('2026-11-22T15:00:00Z');
let keys = 0;

/** One referred order's story: paid, and maybe reversed later; the events may come twice and in any order. */
const stories = fc.array(
  fc.record({ units: fc.integer({ min: 1, max: 4 }), reversed: fc.boolean(), twice: fc.boolean() }),
  { minLength: 1, maxLength: 4 },
);

// Gift credit over real SQL: the rewards subscriber's writes, however its events are delivered.
for (const engine of engines()) {
  describe(`gift credit over ${engine.name}`, () => {
    let opened: Awaited<ReturnType<typeof openEventDatabase>>;
    beforeAll(async () => {
      opened = await openEventDatabase(engine);
    });
    afterAll(() => opened.database.drop());

    it('is earned once per paid referred order and taken back exactly on reversal, the balance never negative', async () => {
      const { database, orders } = opened;
      const db = database.db;
      const customers = sqlCustomerStore(db);
      const credit = sqlGiftCreditStore(db);
      const points = sqlLoyaltyStore(db);
      await fc.assert(
        fc.asyncProperty(
          stories,
          fc.array(fc.integer(), { minLength: 16, maxLength: 16 }),
          fc.integer({ min: 0, max: 16 }),
          fc.boolean(),
          async (told, sortKeys, spendAt, startWithCredit) => {
            const referrer = aCustomer();
            const buyer = aCustomer();
            await customers.create(referrer);
            await customers.create(buyer);
            const start = startWithCredit ? 10_000 : 0;
            if (start > 0)
              await credit.adjust({
                customerId: referrer.id,
                amount: pesos(start),
                reason: 'bono',
                actor: 't',
                at: AT,
              });
            const placedOrders: { order: Order; reversed: boolean }[] = [];
            const events: { id: number; type: OrderHappeningType; orderId: string }[] = [];
            for (const story of told) {
              const placed = await orders.place(
                aNewOrder([anOrderLine(EVENT_SKU, story.units)], {
                  placedAt: AT,
                  customerId: buyer.id,
                  referrerId: referrer.id,
                }),
                `gift-prop-${++keys}`,
                NO_CAPS,
              );
              if (placed.kind !== 'placed') throw new Error(placed.kind);
              const o = placed.order;
              placedOrders.push({ order: o, reversed: story.reversed });
              const types: OrderHappeningType[] = story.reversed
                ? ['payment-approved', 'reversed']
                : ['payment-approved'];
              for (const type of types) {
                const [row] = await db
                  .insert(orderEvents)
                  .values({ type, orderId: o.id, orderNumber: o.number, occurredAt: AT, nextAttemptAt: AT })
                  .returning({ id: orderEvents.id });
                events.push({ id: row.id, type, orderId: o.id });
                // At-least-once delivery: the same event again.
                if (story.twice) events.push({ id: row.id, type, orderId: o.id });
              }
              // Each event is handled with the order as it is by then: its final state here.
              await db
                .update(orderRows)
                .set({ state: story.reversed ? 'reversed' : 'paid' })
                .where(eq(orderRows.id, o.id));
            }
            // Retries deliver events out of order.
            const shuffled = events
              .map((e, i) => ({ e, key: sortKeys[i % sortKeys.length] }))
              .sort((a, b) => a.key - b.key);
            let spent = 0;
            for (const [i, { e }] of shuffled.entries()) {
              if (i === spendAt) {
                // The referrer spends all their credit meanwhile: a later clawback may find less than it takes back.
                const { balance } = await credit.statement(referrer.id, 1);
                if (balance > 0) {
                  await credit.adjust({
                    customerId: referrer.id,
                    amount: negate(balance),
                    reason: 'compra',
                    actor: 't',
                    at: AT,
                  });
                  spent = balance;
                }
              }
              const now = (await orders.findById(e.orderId))!;
              const happening = { id: e.id, type: e.type, orderId: now.id, orderNumber: now.number, occurredAt: AT };
              const plan = rewardPlanOf(happening, now, defaultPolicy);
              if (plan) await credit.applyRewards({ eventId: e.id, subscriber: 'rewards' }, plan);
              const { balance, pending } = await credit.statement(referrer.id, 1);
              expect(balance).toBeGreaterThanOrEqual(0);
              expect(pending).toBeGreaterThanOrEqual(0);
            }
            const kept = placedOrders
              .filter((p) => !p.reversed)
              .map((p) => giftCreditEarned(p.order.totals, defaultPolicy));
            const { balance, pending } = await credit.statement(referrer.id, 100);
            // Kept orders earned once each; reversed ones were taken back, from the balance or owed as pending.
            expect(balance - pending).toBe(start + kept.reduce((a, b) => a + b, 0) - spent);
            expect(await points.lifetimePoints(referrer.id)).toBe(kept.reduce((a, b) => a + Math.floor(b / 1000), 0));
          },
        ),
        { numRuns: 12 },
      );
    });

    it('never lets orders placed at once spend more credit than the balance', async () => {
      const { database, orders } = opened;
      const customers = sqlCustomerStore(database.db);
      const credit = sqlGiftCreditStore(database.db);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1_000, max: 60_000 }),
          fc.array(fc.integer({ min: 1, max: 60_000 }), { minLength: 2, maxLength: 4 }),
          async (balance, wishes) => {
            const buyer = aCustomer();
            await customers.create(buyer);
            await credit.adjust({ customerId: buyer.id, amount: pesos(balance), reason: 'bono', actor: 't', at: AT });
            const outcomes = await Promise.all(
              wishes.map((wish) => {
                const order = aNewOrder([anOrderLine(EVENT_SKU, 1)], { placedAt: AT, customerId: buyer.id });
                const giftCredit = pesos(Math.min(wish, order.totals.subtotal));
                return orders.place(
                  { ...order, totals: { ...order.totals, giftCredit } },
                  `gift-spend-${++keys}`,
                  NO_CAPS,
                );
              }),
            );
            const spent = outcomes.reduce((sum, o) => sum + (o.kind === 'placed' ? o.order.totals.giftCredit : 0), 0);
            const after = await credit.statement(buyer.id, 100);
            expect(spent).toBeLessThanOrEqual(balance);
            expect(after.balance).toBe(balance - spent);
            for (const o of outcomes) expect(['placed', 'credit-short']).toContain(o.kind);
          },
        ),
        { numRuns: 10 },
      );
    });
  });
}
