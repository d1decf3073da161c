import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchEvents, EVENT_RETRIES } from '../../../core/events/dispatch-events';
import type { EventOutbox, OrderHappening } from '../../../core/events/ports';
import type { Order } from '../../../core/orders/order';
import type { OrderStore } from '../../../core/orders/ports';
import type { PaymentAttemptStore } from '../../../core/payments/ports';
import { aMove, startedAttempt } from './order-fixtures';

/** An outbox with the order store that writes into it; `place` places a prepaid order of `quantity` units of a sku with
 * 1 000 units (more is short), placed at `at`, under `key`. */
export type OutboxSubject = {
  readonly outbox: EventOutbox;
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  readonly place: (key: string, at: Date, quantity?: number) => Promise<Order | null>;
  readonly close: () => Promise<void>;
};

const T0 = new Date('2026-11-22T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const FAR = new Date('2030-01-01T00:00:00Z');
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let keys = 0;
const aKey = () => `outbox-contract-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

/** What the outbox and the order store's writes into it must do, whatever keeps them. */
export const eventOutboxContract = (name: string, open: () => Promise<OutboxSubject>) =>
  describe(`EventOutbox contract: ${name}`, () => {
    let s: OutboxSubject;
    const placed = async (minutes = 0) => (await s.place(aKey(), at(minutes)))!;
    const eventsOf = async (order: Order) =>
      (await s.outbox.list({ limit: 1000 })).filter((e) => e.orderId === order.id).reverse();
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());
    // Every test starts with nothing due: what earlier tests left is delivered.
    beforeEach(async () => {
      await dispatchEvents({ outbox: s.outbox, subscribers: [], clock: { now: () => FAR }, logger: silent })();
    });

    it('writes "placed" with the order, due at once; a repeated key or a short placement writes nothing', async () => {
      const key = aKey();
      const order = (await s.place(key, T0))!;
      expect(await s.place(key, T0)).toMatchObject({ id: order.id });
      expect(await s.place(aKey(), T0, 5_000)).toBeNull();
      const events = await s.outbox.list({ limit: 1000 });
      expect(events.filter((e) => e.occurredAt.getTime() === T0.getTime() && e.state === 'pending')).toEqual([
        {
          id: expect.any(Number),
          type: 'placed',
          orderId: order.id,
          orderNumber: order.number,
          occurredAt: T0,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: T0,
          lastError: null,
          handledBy: [],
        },
      ]);
    });

    it('writes the event of each move with the move, and none for a move refused or one that tells nobody', async () => {
      const order = await placed();
      const attempt = await startedAttempt(s.attempts, order, at(1));
      await s.orders.changePayment({ attemptId: attempt.id, from: 'created', to: 'pending', at: at(1), order: null });
      await s.orders.changePayment({ attemptId: attempt.id, from: 'pending', to: 'rejected', at: at(2), order: null });
      const second = await s.attempts.add(order.id, {
        method: 'nequi',
        provider: 'nequi',
        amount: order.totals.total,
        at: at(3),
      });
      await s.orders.changePayment({ attemptId: second.id, from: 'created', to: 'pending', at: at(3), order: null });
      const pay = aMove(order, 'paid', {
        event: 'approve-payment',
        audit: { ...aMove(order, 'paid').audit, at: at(4) },
      });
      expect(
        await s.orders.changePayment({ attemptId: second.id, from: 'pending', to: 'approved', at: at(4), order: pay }),
      ).toBe(true);
      expect(await s.orders.change(aMove(order, 'cancelled'))).toBe(false);
      const moves = [
        ['paid', 'preparing', 'start-preparing'],
        ['preparing', 'shipped', 'ship'],
        ['shipped', 'delivered', 'deliver'],
      ] as const;
      for (const [from, to, event] of moves)
        expect(await s.orders.change(aMove({ id: order.id, state: from }, to, { event }))).toBe(true);
      expect((await eventsOf(order)).map((e) => [e.type, e.orderNumber, e.occurredAt])).toEqual([
        ['placed', order.number, T0],
        ['payment-rejected', order.number, at(2)],
        ['payment-approved', order.number, at(4)],
        ['preparing', order.number, aMove(order, 'preparing').audit.at],
        ['shipped', order.number, aMove(order, 'shipped').audit.at],
        ['delivered', order.number, aMove(order, 'delivered').audit.at],
      ]);
    });

    it("writes cancelled, expired and reversed, and nothing when a payment's order move is refused", async () => {
      const [cancelled, expired, reversed] = [await placed(), await placed(), await placed()];
      await s.orders.change(aMove(cancelled, 'cancelled', { event: 'cancel' }));
      await s.orders.change(aMove(expired, 'cancelled', { event: 'expire', keepsExpiry: true }));
      await s.orders.change(aMove(reversed, 'paid', { event: 'approve-payment' }));
      await s.orders.change(aMove({ id: reversed.id, state: 'paid' }, 'reversed', { event: 'reverse' }));
      const late = await startedAttempt(s.attempts, cancelled, at(5));
      await s.orders.changePayment({ attemptId: late.id, from: 'created', to: 'pending', at: at(5), order: null });
      const refused = aMove(cancelled, 'paid', { event: 'approve-payment' });
      expect(
        await s.orders.changePayment({
          attemptId: late.id,
          from: 'pending',
          to: 'rejected',
          at: at(5),
          order: refused,
        }),
      ).toBe(false);
      expect((await eventsOf(cancelled)).map((e) => e.type)).toEqual(['placed', 'cancelled']);
      expect((await eventsOf(expired)).map((e) => e.type)).toEqual(['placed', 'expired']);
      expect((await eventsOf(reversed)).map((e) => e.type)).toEqual(['placed', 'payment-approved', 'reversed']);
    });

    it('gives due events oldest first, up to the limit, and hides each taken one until its lease ends', async () => {
      const [a, b, c] = [await placed(10), await placed(11), await placed(12)];
      expect(await s.outbox.claimDue(at(11), at(30), 10)).toMatchObject([{ orderId: a.id }, { orderId: b.id }]);
      expect(await s.outbox.claimDue(at(20), at(40), 10)).toMatchObject([{ orderId: c.id, nextAttemptAt: at(40) }]);
      expect(await s.outbox.claimDue(at(29), at(50), 10)).toEqual([]);
      const again = await s.outbox.claimDue(at(30), at(60), 1);
      expect(again).toMatchObject([{ orderId: a.id, type: 'placed', state: 'pending', handledBy: [] }]);
    });

    it('postpones a pending event without counting a failure, and never a delivered one', async () => {
      await placed(300);
      const [event] = await s.outbox.claimDue(at(300), at(305), 10);
      await s.outbox.postpone(event.id, at(301));
      expect(await s.outbox.find(event.id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: at(301) });
      expect(await s.outbox.claimDue(at(300), at(305), 10)).toEqual([]);
      expect(await s.outbox.claimDue(at(301), at(306), 10)).toMatchObject([{ id: event.id }]);
      await s.outbox.markDelivered(event.id, at(302));
      await s.outbox.postpone(event.id, at(400));
      expect(await s.outbox.find(event.id)).toMatchObject({ state: 'delivered', nextAttemptAt: null });
    });

    it('records handlings once, closes delivered events, counts failures, sticks, and retries only what is undelivered', async () => {
      const [a, b] = [await placed(100), await placed(100)];
      const [ea, eb] = await s.outbox.claimDue(at(100), at(105), 10);
      await s.outbox.markHandled({ eventId: ea.id, subscriber: 'mail' }, at(101));
      await s.outbox.markHandled({ eventId: ea.id, subscriber: 'mail' }, at(102));
      await s.outbox.markHandled({ eventId: ea.id, subscriber: 'realtime' }, at(102));
      await s.outbox.markDelivered(ea.id, at(102));
      await s.outbox.markFailed(ea.id, { error: 'late failure of an expired lease', retryAt: at(200) });
      await s.outbox.markFailed(eb.id, { error: 'SMTP 421', retryAt: at(110) });
      expect(await s.outbox.find(ea.id)).toMatchObject({
        orderId: a.id,
        state: 'delivered',
        attempts: 0,
        nextAttemptAt: null,
        handledBy: ['mail', 'realtime'],
      });
      expect(await s.outbox.find(eb.id)).toMatchObject({
        orderId: b.id,
        state: 'pending',
        attempts: 1,
        nextAttemptAt: at(110),
        lastError: 'SMTP 421',
      });
      await s.outbox.markFailed(eb.id, { error: 'SMTP 554', retryAt: null });
      expect(await s.outbox.list({ stuck: true, limit: 10 })).toMatchObject([
        { id: eb.id, state: 'stuck', attempts: 2, nextAttemptAt: null, lastError: 'SMTP 554' },
      ]);
      expect(await s.outbox.claimDue(FAR, FAR, 10)).toEqual([]);
      expect(await s.outbox.retry([ea.id, eb.id, 987_654_321, -1], at(120))).toEqual([eb.id]);
      expect(await s.outbox.find(eb.id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: at(120) });
      expect(await s.outbox.retry('stuck', at(120))).toEqual([]);
      expect(await s.outbox.find(987_654_321)).toBeNull();
      expect((await s.outbox.list({ limit: 2 })).map((e) => e.id)).toEqual([eb.id, ea.id]);
    });

    it('lists for operators the undelivered events that failed, stuck or wait since before a moment, oldest first', async () => {
      const [failed, stuck, waiting, delivered] = [
        await placed(500),
        await placed(500),
        await placed(500),
        await placed(500),
      ];
      const fresh = await placed(520);
      const taken = await s.outbox.claimDue(at(500), at(501), 10);
      const eventOf = (o: Order) => taken.find((e) => e.orderId === o.id)!;
      await s.outbox.markFailed(eventOf(failed).id, { error: 'SMTP 421', retryAt: at(600) });
      await s.outbox.markFailed(eventOf(stuck).id, { error: 'SMTP 554', retryAt: null });
      await s.outbox.markDelivered(eventOf(delivered).id, at(500));
      const mine = new Set([failed, stuck, waiting, delivered, fresh].map((o) => o.id));
      const overdue = async (before: Date) =>
        (await s.outbox.overdue(before, 1000)).filter((e) => mine.has(e.orderId)).map((e) => e.orderId);
      expect(await overdue(at(510))).toEqual([failed.id, stuck.id, waiting.id]);
      expect(await overdue(at(500))).toEqual([failed.id, stuck.id]);
      expect(await overdue(at(530))).toEqual([failed.id, stuck.id, waiting.id, fresh.id]);
    });

    it('delivers each event once to each subscriber when two dispatchers run at the same time', async () => {
      const orders: Order[] = [];
      for (let i = 0; i < 60; i++) orders.push(await placed(300));
      const seen: number[] = [];
      const counting = { name: 'counting', handle: async (e: OrderHappening) => void seen.push(e.id) };
      const dispatch = () =>
        dispatchEvents({
          outbox: s.outbox,
          subscribers: [counting],
          clock: { now: () => at(300) },
          logger: silent,
          retries: EVENT_RETRIES,
        })();
      const [one, two] = await Promise.all([dispatch(), dispatch()]);
      expect(one.delivered + two.delivered).toBe(60);
      expect(new Set(seen).size).toBe(60);
      expect(seen).toHaveLength(60);
      const events = (await s.outbox.list({ limit: 60 })).filter((e) => orders.some((o) => o.id === e.orderId));
      expect(events.map((e) => [e.state, e.handledBy])).toEqual(Array(60).fill(['delivered', ['counting']]));
    });
  });
