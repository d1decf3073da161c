import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder, OrderStore } from '../../../core/orders/ports';
import type { PaymentAttemptStore } from '../../../core/payments/ports';
import { pesos } from '../../../core/shared/money';
import {
  aCashOnDeliveryOrder,
  aKey,
  aMove,
  aNewOrder,
  anOrderLine as line,
  NO_CAPS,
  placedOrder,
  startedAttempt,
  unansweredAttempt,
} from './order-fixtures';
import { orderListsContract } from './order-lists.contract';
import { orderRacesContract } from './order-races.contract';
import { orderSearchContract } from './order-search.contract';

/** Units on sale per sku when a suite starts; every test uses skus of its own. */
export const ORDER_CONTRACT_STOCK: ReadonlyMap<string, number> = new Map([
  ['RT-A', 10],
  ['RT-B', 10],
  ['RT-COD', 10],
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
  ['REFER', 10],
  ...Array.from({ length: 8 }, (_, i) => [`TWIN-${i}`, 1] as const),
  ['MIX-1', 12],
  ['MIX-2', 12],
  ['MIX-3', 12],
  ['MIX-4', 12],
  ['CAP', 200],
  ['BEFORE', 10],
  ['CLAIM', 10],
  ['SEARCH', 20],
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

export const at = (iso: string) => new Date(iso);
const sequenceOf = (number: string) => Number(number.slice('FO-2026-'.length));
/** What a fresh order must read back as: everything placed, plus the store's id, number and first attempt if it has one. */
const expectedOf = (order: NewOrder): unknown => {
  const { firstPayment, placedBy: _by, clientIp: _ip, ...rest } = order;
  return {
    ...rest,
    id: expect.any(String),
    number: expect.stringMatching(/^FO-\d{4}-\d{6}$/),
    payments: firstPayment ? [unansweredAttempt(firstPayment, order.placedAt)] : [],
  };
};

/** What every OrderStore must do: the rules of POLICY.md "Orders and payments" that live in storage. */
export const orderStoreContract = (name: string, open: () => Promise<OrderSubject>) =>
  describe(`OrderStore contract: ${name}`, () => {
    let s: OrderSubject;
    let store: OrderStore;
    const place = (order: NewOrder, key: string) => store.place(order, key, NO_CAPS);
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
      expect(stored.payments).toEqual([]);
      expect(await store.findById(stored.id)).toEqual(stored);
      expect(await store.findByNumber(stored.number)).toEqual(stored);
      const cod = aCashOnDeliveryOrder([line('RT-COD', 1)]);
      const atTheDoor = placedOrder(await place(cod, aKey()));
      expect(atTheDoor).toEqual(expectedOf(cod));
      expect(await s.attempts.find(atTheDoor.payments[0].id)).toEqual({
        orderId: atTheDoor.id,
        orderNumber: atTheDoor.number,
        attempt: atTheDoor.payments[0],
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

    orderRacesContract(() => s);

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
      const attempt = await startedAttempt(s.attempts, order);
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
      expect(second).toEqual(
        unansweredAttempt(
          { method: 'pse', provider: 'epayco', state: 'created', amount: order.totals.total },
          at('2026-11-22T15:05:00Z'),
        ),
      );
      expect((await store.findById(order.id))!.payments.map((p) => p.id)).toEqual([second.id]);
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

    orderListsContract(() => s);
    orderSearchContract(() => s);

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
