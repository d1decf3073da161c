import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../core/orders/order';
import type { NewOrder, OrderStore } from '../../../core/orders/ports';
import type { PaymentAttemptStore } from '../../../core/payments/ports';
import { pesos } from '../../../core/shared/money';
import type { Email } from '../../../core/customers/email';
import { anOrderBuyer } from '../../builders/orders';
import { aKey, aMove, aNewOrder, anOrderLine as line, NO_CAPS, placedOrder } from './order-fixtures';

/** Units on sale per sku when a suite starts; every test uses skus of its own. */
export const ORDER_CONTRACT_STOCK: ReadonlyMap<string, number> = new Map([
  ['RT-A', 10],
  ['RT-B', 10],
  ['NUM', 10],
  ['IDEM-S', 10],
  ['IDEM-C', 2],
  ['SH-A', 10],
  ['SH-B', 2],
  ['CINCO', 5],
  ['CH', 10],
  ['CH-2', 10],
  ['PAY', 10],
  ['EXP', 10],
  ['LIST', 10],
  ['MINE', 10],
  ...Array.from({ length: 8 }, (_, i) => [`TWIN-${i}`, 1] as const),
  ['MIX-1', 12],
  ['MIX-2', 12],
  ['MIX-3', 12],
  ['MIX-4', 12],
  ['CAP', 200],
  ['BEFORE', 10],
  ['CLAIM', 10],
]);
/** A sku with units that is withdrawn from sale (the fake simply does not list it). */
export const ORDER_CONTRACT_WITHDRAWN = 'RETIRADO';

/** A store under test over ORDER_CONTRACT_STOCK, with a way to read stock back and to create customers. */
export type OrderSubject = {
  readonly store: OrderStore;
  /** The attempts of the same orders (their reads and writes besides the moves). */
  readonly attempts: PaymentAttemptStore;
  readonly stockOf: (sku: string) => Promise<number>;
  readonly addCustomer: (id: string) => Promise<void>;
  readonly close: () => Promise<void>;
};

const at = (iso: string) => new Date(iso);
const sequenceOf = (number: string) => Number(number.slice('FO-2026-'.length));
/** What a fresh order must read back as: everything placed, plus the store's id, number and first attempt. */
const expectedOf = (order: NewOrder): unknown => {
  const { firstPayment, placedBy: _by, clientIp: _ip, ...rest } = order;
  return {
    ...rest,
    id: expect.any(String),
    number: expect.stringMatching(/^FO-\d{4}-\d{6}$/),
    payments: [
      {
        id: expect.any(String),
        ...firstPayment,
        reference: null,
        action: null,
        expiresAt: null,
        reason: null,
        message: null,
        providerMessageId: null,
        flagged: false,
        createdAt: order.placedAt,
        updatedAt: order.placedAt,
      },
    ],
  };
};

/** What every OrderStore must do: the rules of POLICY.md "Orders and payments" that live in storage. */
export const orderStoreContract = (name: string, open: () => Promise<OrderSubject>) =>
  describe(`OrderStore contract: ${name}`, () => {
    let s: OrderSubject;
    let store: OrderStore;
    const place = (order: NewOrder, key: string) => store.place(order, key, NO_CAPS);
    const placedAtExactly = async (when: Date) =>
      (await store.list({ since: when, limit: 1000 })).filter((o) => o.placedAt.getTime() === when.getTime());
    beforeAll(async () => {
      s = await open();
      store = s.store;
    });
    afterAll(() => s.close());

    it('stores every field of an order and reads it back by id, number and payment attempt', async () => {
      const order = aNewOrder([
        line('RT-A', 2),
        line('RT-B', 1, { flavour: null, compareAt: pesos(199_900), taxRate: 0.05, weightGrams: 300 }),
      ]);
      const stored = placedOrder(await place(order, aKey()));
      expect(stored).toEqual(expectedOf(order));
      expect(await store.findById(stored.id)).toEqual(stored);
      expect(await store.findByNumber(stored.number)).toEqual(stored);
      expect(await s.attempts.find(stored.payments[0].id)).toEqual({
        orderId: stored.id,
        orderNumber: stored.number,
        attempt: stored.payments[0],
      });
      expect(await store.history(stored.id)).toEqual([
        {
          actor: 'cliente',
          action: 'place',
          at: order.placedAt,
          before: 'pending_payment',
          after: 'pending_payment',
          detail: null,
        },
      ]);
      expect([await s.stockOf('RT-A'), await s.stockOf('RT-B')]).toEqual([8, 9]);
    });

    it('numbers orders FO-YYYY-NNNNNN, increasing, with the year of Bogotá at placement', async () => {
      const times = ['2026-06-01T12:00:00Z', '2027-01-01T03:00:00Z', '2027-01-01T05:00:00Z'];
      const numbers = [];
      for (const t of times)
        numbers.push(placedOrder(await place(aNewOrder([line('NUM', 1)], { placedAt: at(t) }), aKey())).number);
      expect(numbers[0]).toMatch(/^FO-2026-\d{6}$/);
      expect(numbers[1]).toMatch(/^FO-2026-\d{6}$/);
      expect(numbers[2]).toMatch(/^FO-2027-\d{6}$/);
      const sequences = numbers.map(sequenceOf);
      expect(sequences[0]).toBeLessThan(sequences[1]);
      expect(sequences[1]).toBeLessThan(sequences[2]);
    });

    it('places one order for a key used 10 times in a row, taking the stock once', async () => {
      const when = at('2026-11-22T15:01:00Z');
      const k = aKey();
      const order = aNewOrder([line('IDEM-S', 2)], { placedAt: when });
      const outcomes = [];
      for (let i = 0; i < 10; i++) outcomes.push(await place(order, k));
      const first = placedOrder(outcomes[0]);
      expect(outcomes.slice(1)).toEqual(Array(9).fill({ kind: 'duplicate', order: first }));
      expect(await s.stockOf('IDEM-S')).toBe(8);
      expect(await placedAtExactly(when)).toHaveLength(1);
    });

    it('places one order for a key sent 10 times at once, even when the first takes the last units', async () => {
      const when = at('2026-11-22T15:02:00Z');
      const k = aKey();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => place(aNewOrder([line('IDEM-C', 2)], { placedAt: when }), k)),
      );
      expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(1);
      expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(9);
      expect(new Set(outcomes.map((o) => ('order' in o ? o.order.id : o.kind))).size).toBe(1);
      expect(await s.stockOf('IDEM-C')).toBe(0);
      expect(await placedAtExactly(when)).toHaveLength(1);
    });

    it('places one order for a key sent at once with different lines, taking only its own stock', async () => {
      const twins = Array.from({ length: 8 }, (_, i) => `TWIN-${i}`);
      const k = aKey();
      const outcomes = await Promise.all(twins.map((sku) => place(aNewOrder([line(sku, 1)]), k)));
      expect(outcomes.filter((o) => o.kind === 'placed')).toHaveLength(1);
      expect(new Set(outcomes.map((o) => ('order' in o ? o.order.id : o.kind))).size).toBe(1);
      let left = 0;
      for (const sku of twins) left += await s.stockOf(sku);
      expect(left).toBe(7);
    });

    it('reports every short line with what is left and changes nothing; the key stays usable', async () => {
      const when = at('2026-11-22T15:03:00Z');
      const k = aKey();
      expect(await place(aNewOrder([line('SH-A', 1), line('SH-B', 3)], { placedAt: when }), k)).toEqual({
        kind: 'short',
        shortages: [{ sku: 'SH-B', requested: 3, available: 2 }],
      });
      expect(
        await place(
          aNewOrder([line('SH-A', 1), line('NO-EXISTE', 1), line(ORDER_CONTRACT_WITHDRAWN, 1)], { placedAt: when }),
          aKey(),
        ),
      ).toEqual({
        kind: 'short',
        shortages: [
          { sku: 'NO-EXISTE', requested: 1, available: 0 },
          { sku: ORDER_CONTRACT_WITHDRAWN, requested: 1, available: 0 },
        ],
      });
      expect(await place(aNewOrder([line('SH-B', 2), line('SH-B', 1)], { placedAt: when }), aKey())).toEqual({
        kind: 'short',
        shortages: [{ sku: 'SH-B', requested: 3, available: 2 }],
      });
      expect([await s.stockOf('SH-A'), await s.stockOf('SH-B')]).toEqual([10, 2]);
      expect(await placedAtExactly(when)).toEqual([]);
      placedOrder(await place(aNewOrder([line('SH-A', 1), line('SH-B', 2)], { placedAt: when }), k));
      expect([await s.stockOf('SH-A'), await s.stockOf('SH-B')]).toEqual([9, 0]);
    });

    it('sells exactly the 5 units in stock to 50 shoppers buying at once, never below zero', async () => {
      const when = at('2026-11-22T15:04:00Z');
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () => place(aNewOrder([line('CINCO', 1)], { placedAt: when }), aKey())),
      );
      const sold = outcomes.filter((o) => o.kind === 'placed');
      expect(sold).toHaveLength(5);
      expect(outcomes.filter((o) => o.kind === 'short')).toEqual(
        Array(45).fill({ kind: 'short', shortages: [{ sku: 'CINCO', requested: 1, available: 0 }] }),
      );
      expect(new Set(sold.map((o) => o.order.number)).size).toBe(5);
      expect(await s.stockOf('CINCO')).toBe(0);
      expect(await placedAtExactly(when)).toHaveLength(5);
    });

    it('keeps every unit accounted for when orders of several lines, in any order, and cancellations run at once', async () => {
      const when = at('2026-11-22T15:05:00Z');
      const skus = ['MIX-1', 'MIX-2', 'MIX-3', 'MIX-4'];
      const buy = async (i: number) => {
        const picked = [...skus.slice(i % 4), ...skus.slice(0, i % 4)].slice(0, 2 + (i % 3));
        const lines = (i % 2 ? picked.reverse() : picked).map((sku) => line(sku, 1 + (i % 2)));
        const outcome = await place(aNewOrder(lines, { placedAt: when }), aKey());
        if (outcome.kind === 'placed' && i % 3 === 0)
          await store.change(aMove(outcome.order, 'cancelled', { releaseStock: true }));
      };
      await Promise.all(Array.from({ length: 40 }, (_, i) => buy(i)));
      const kept = (await placedAtExactly(when)).filter((o) => o.state !== 'cancelled');
      for (const sku of skus) {
        const held = kept
          .flatMap((o) => o.lines)
          .filter((l) => l.sku === sku)
          .reduce((n, l) => n + l.quantity, 0);
        const stock = await s.stockOf(sku);
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock + held).toBe(12);
      }
    });

    it('applies a move once when two arrive at once, releasing the stock once', async () => {
      const order = placedOrder(await place(aNewOrder([line('CH', 3), line('CH-2', 1)]), aKey()));
      expect([await s.stockOf('CH'), await s.stockOf('CH-2')]).toEqual([7, 9]);
      const cancel = aMove(order, 'cancelled', { releaseStock: true });
      const outcomes = await Promise.all([store.change(cancel), store.change(cancel)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await store.change(cancel)).toBe(false);
      expect([await s.stockOf('CH'), await s.stockOf('CH-2')]).toEqual([10, 10]);
      expect(await store.findById(order.id)).toEqual({ ...order, state: 'cancelled', expiresAt: null });
      expect((await store.history(order.id)).slice(1)).toEqual([cancel.audit]);
    });

    it('keeps or clears the expiry as told and records the tracking number', async () => {
      const order = placedOrder(await place(aNewOrder([line('CH', 1)]), aKey()));
      expect(
        await store.change(aMove(order, 'pending_payment', { event: 'payment-attempt-failed', keepsExpiry: true })),
      ).toBe(true);
      expect((await store.findById(order.id))!.expiresAt).toEqual(order.expiresAt);
      expect(await store.change(aMove(order, 'paid', { event: 'approve-payment' }))).toBe(true);
      const paid = (await store.findById(order.id))!;
      expect(paid.expiresAt).toBeNull();
      expect(await store.change(aMove(paid, 'preparing', { event: 'start-preparing' }))).toBe(true);
      expect(
        await store.change(aMove({ ...paid, state: 'preparing' }, 'shipped', { event: 'ship', tracking: 'GUIA-123' })),
      ).toBe(true);
      expect((await store.findById(order.id))!.shipping).toEqual({ ...order.shipping, tracking: 'GUIA-123' });
      expect(await s.stockOf('CH')).toBe(9);
      expect(await store.history(order.id)).toHaveLength(5);
    });

    it('moves a payment attempt with its order atomically, and leaves both alone when the order moved', async () => {
      const order = placedOrder(await place(aNewOrder([line('PAY', 1)]), aKey()));
      const attempt = order.payments[0];
      const submitted = {
        attemptId: attempt.id,
        from: 'created',
        to: 'pending',
        details: { reference: 'REF-1' },
        at: at('2026-11-22T15:10:00Z'),
        order: null,
      } as const;
      expect(await store.changePayment(submitted)).toBe(true);
      const pending = { ...attempt, state: 'pending', reference: 'REF-1', updatedAt: submitted.at } as const;
      expect((await s.attempts.find(attempt.id))!.attempt).toEqual(pending);
      await store.change(aMove(order, 'cancelled', { releaseStock: true }));
      const before = await store.history(order.id);
      const approve = {
        attemptId: attempt.id,
        from: 'pending',
        to: 'approved',
        at: at('2026-11-22T15:20:00Z'),
      } as const;
      expect(await store.changePayment({ ...approve, order: aMove(order, 'paid', { event: 'approve-payment' }) })).toBe(
        false,
      );
      expect(await store.findById(order.id)).toEqual({
        ...order,
        state: 'cancelled',
        expiresAt: null,
        payments: [pending],
      });
      expect(await store.history(order.id)).toEqual(before);
      // A late approval is kept, flagged for an operator, without moving the cancelled order.
      expect(await store.changePayment({ ...approve, details: { flagged: true }, order: null })).toBe(true);
      expect((await store.findById(order.id))!.payments).toEqual([
        { ...pending, state: 'approved', flagged: true, updatedAt: approve.at },
      ]);
    });

    it('approves one of two confirmations arriving at once, paying the order once', async () => {
      const order = placedOrder(await place(aNewOrder([line('PAY', 1)]), aKey()));
      const second = await s.attempts.add(order.id, {
        method: 'pse',
        provider: 'epayco',
        amount: order.totals.total,
        at: at('2026-11-22T15:05:00Z'),
      });
      expect(second).toEqual({
        id: expect.any(String),
        method: 'pse',
        provider: 'epayco',
        state: 'created',
        amount: order.totals.total,
        reference: null,
        action: null,
        expiresAt: null,
        reason: null,
        message: null,
        providerMessageId: null,
        flagged: false,
        createdAt: at('2026-11-22T15:05:00Z'),
        updatedAt: at('2026-11-22T15:05:00Z'),
      });
      expect((await store.findById(order.id))!.payments.map((p) => p.id)).toEqual([order.payments[0].id, second.id]);
      await store.changePayment({
        attemptId: second.id,
        from: 'created',
        to: 'pending',
        at: at('2026-11-22T15:06:00Z'),
        order: null,
      });
      const approve = {
        attemptId: second.id,
        from: 'pending',
        to: 'approved',
        details: { reference: 'PSE-9' },
        at: at('2026-11-22T15:07:00Z'),
        order: aMove(order, 'paid', { event: 'approve-payment' }),
      } as const;
      expect(
        (await Promise.all([store.changePayment(approve), store.changePayment(approve)])).filter(Boolean),
      ).toHaveLength(1);
      const paid = (await store.findById(order.id))!;
      const { attempt } = (await s.attempts.find(second.id))!;
      expect(paid).toMatchObject({ state: 'paid', expiresAt: null });
      expect(attempt).toMatchObject({ state: 'approved', reference: 'PSE-9', flagged: false });
      expect(await store.history(order.id)).toHaveLength(2);
    });

    it('lists unpaid orders whose expiry has passed, oldest expiry first', async () => {
      const placeDue = async (expires: string | null, over: Partial<NewOrder> = {}) =>
        placedOrder(
          await place(
            aNewOrder([line('EXP', 1)], {
              placedAt: at('2020-01-01T07:00:00Z'),
              expiresAt: expires === null ? null : at(expires),
              ...over,
            }),
            aKey(),
          ),
        );
      const due = await placeDue('2020-01-01T10:00:00Z');
      const overdue = await placeDue('2020-01-01T09:00:00Z');
      await placeDue('2020-01-01T12:00:00Z');
      await placeDue(null, { state: 'confirmed', paymentMethod: 'cash-on-delivery' });
      const paid = await placeDue('2020-01-01T08:00:00Z');
      await store.change(aMove(paid, 'paid', { event: 'approve-payment', keepsExpiry: true }));
      const now = at('2020-01-01T10:00:00Z');
      expect((await store.listExpired(now, 10)).map((o) => o.id)).toEqual([overdue.id, due.id]);
      expect((await store.listExpired(now, 1)).map((o) => o.id)).toEqual([overdue.id]);
    });

    it('lists orders newest first, by state and since a moment, up to a limit', async () => {
      const orders: Order[] = [];
      for (const day of ['02', '03', '04']) {
        orders.push(
          placedOrder(await place(aNewOrder([line('LIST', 1)], { placedAt: at(`2031-01-${day}T12:00:00Z`) }), aKey())),
        );
      }
      const [first, second, third] = orders as [Order, Order, Order];
      await store.change(aMove(second, 'cancelled'));
      const since = at('2031-01-01T00:00:00Z');
      expect((await store.list({ since, limit: 10 })).map((o) => o.id)).toEqual([third.id, second.id, first.id]);
      expect((await store.list({ since, limit: 2 })).map((o) => o.id)).toEqual([third.id, second.id]);
      expect((await store.list({ since: second.placedAt, limit: 10 })).map((o) => o.id)).toEqual([third.id, second.id]);
      expect((await store.list({ since, states: ['cancelled'], limit: 10 })).map((o) => o.id)).toEqual([second.id]);
      expect(
        (await store.list({ states: ['cancelled', 'paid'], limit: 1000 })).every((o) =>
          ['cancelled', 'paid'].includes(o.state),
        ),
      ).toBe(true);
      expect((await store.list({ limit: 1 })).map((o) => o.id)).toEqual([third.id]);
    });

    it("lists a customer's orders, newest first", async () => {
      await s.addCustomer('cliente-pedidos');
      const mine = [];
      for (const day of ['10', '11']) {
        mine.push(
          placedOrder(
            await place(
              aNewOrder([line('MINE', 1)], { customerId: 'cliente-pedidos', placedAt: at(`2026-10-${day}T12:00:00Z`) }),
              aKey(),
            ),
          ),
        );
      }
      placedOrder(await place(aNewOrder([line('MINE', 1)], { placedAt: at('2026-10-12T12:00:00Z') }), aKey()));
      expect((await store.listForCustomer('cliente-pedidos', 10)).map((o) => o.id)).toEqual([mine[1].id, mine[0].id]);
      expect((await store.listForCustomer('cliente-pedidos', 1)).map((o) => o.id)).toEqual([mine[1].id]);
      expect(await store.listForCustomer('nadie', 10)).toEqual([]);
    });

    it('attaches the guest orders of a verified email to its customer, once, with a claim entry each', async () => {
      await s.addCustomer('cliente-reclama');
      await s.addCustomer('cliente-otro');
      const guest = (email: string, day: string, customerId: string | null = null) =>
        place(
          aNewOrder([line('CLAIM', 1)], {
            customerId,
            buyer: anOrderBuyer({ email }),
            placedAt: at(`2026-09-${day}T12:00:00Z`),
          }),
          aKey(),
        ).then(placedOrder);
      const older = await guest('ana.reclama@correo.co', '02');
      const newer = await guest('Ana.Reclama@Correo.co', '03');
      const other = await guest('beto.reclama@correo.co', '04');
      const owned = await guest('ana.reclama@correo.co', '05', 'cliente-otro');
      const claim = {
        customerId: 'cliente-reclama',
        email: 'ana.reclama@correo.co' as Email,
        at: at('2026-09-10T12:00:00Z'),
      };
      expect(await store.claimGuestOrders(claim)).toEqual([older.number, newer.number]);
      expect((await store.listForCustomer('cliente-reclama', 10)).map((o) => o.number)).toEqual([
        newer.number,
        older.number,
      ]);
      expect((await store.findById(other.id))!.customerId).toBeNull();
      expect((await store.findById(owned.id))!.customerId).toBe('cliente-otro');
      expect((await store.history(older.id)).at(-1)).toMatchObject({
        actor: 'cliente',
        action: 'claim',
        before: 'pending_payment',
        after: 'pending_payment',
      });
      expect(await store.claimGuestOrders(claim)).toEqual([]);
    });

    it('answers nothing for unknown ids and numbers, and moves nothing', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const id of [unknown, 'no-existe']) {
        expect(await store.findById(id)).toBeNull();
        expect(await s.attempts.find(id)).toBeNull();
        expect(await store.history(id)).toEqual([]);
        expect(await store.change(aMove({ id, state: 'pending_payment' }, 'cancelled'))).toBe(false);
        expect(
          await store.changePayment({
            attemptId: id,
            from: 'created',
            to: 'pending',
            at: at('2026-11-22T15:00:00Z'),
            order: null,
          }),
        ).toBe(false);
      }
      expect(await store.findByNumber('FO-1999-000001')).toBeNull();
    });
  });
