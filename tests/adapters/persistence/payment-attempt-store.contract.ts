import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../core/orders/order';
import type { OrderStore } from '../../../core/orders/ports';
import { UNANSWERED, type PaymentAttemptStore, type StoredAttempt } from '../../../core/payments/ports';
import type { MobilePhone } from '../../../core/customers/phone';
import { pesos } from '../../../core/shared/money';
import { aKey, aNewOrder, anOrderLine, NO_CAPS, placedOrder } from './order-fixtures';

/** The one sku of the suite, with units enough for every test. */
export const ATTEMPT_SKU = 'PAGOS';

/** An attempt store with the order store of the same orders (to place them and move attempts). */
export type AttemptSubject = {
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  readonly close: () => Promise<void>;
};

const T0 = new Date('2026-11-22T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const PHONE = '3001234567' as MobilePhone;
let providers = 0;
/** A provider name no other test uses, so claims without other filters see only this test's attempts. */
const aProvider = () => `proveedor-${++providers}`;

/** What every PaymentAttemptStore must do: find attempts by our id and the provider's reference (unique per
 * provider), record what providers say, and hand each open attempt to one poller at a time. */
export const paymentAttemptStoreContract = (name: string, open: () => Promise<AttemptSubject>) =>
  describe(`PaymentAttemptStore contract: ${name}`, () => {
    let s: AttemptSubject;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    const anOrder = async (placedAt = T0): Promise<Order> =>
      placedOrder(await s.orders.place(aNewOrder([anOrderLine(ATTEMPT_SKU, 1)], { placedAt }), aKey(), NO_CAPS));
    /** A new attempt at `provider` on a new order, made `minutes` after T0. */
    const anAttempt = async (provider: string, minutes = 0) => {
      const order = await anOrder();
      const attempt = await s.attempts.add(order.id, {
        method: 'nequi',
        provider,
        amount: pesos(12_000),
        at: at(minutes),
      });
      return { order, attempt };
    };
    /** Sends an attempt to its provider: pending, with the provider's reference. */
    const submit = async (attemptId: string, reference: string, minutes = 1) =>
      s.orders.changePayment({
        attemptId,
        from: 'created',
        to: 'pending',
        details: { reference },
        at: at(minutes),
        order: null,
      });
    const ids = (list: readonly StoredAttempt[]) => list.map((a) => a.attempt.id);

    it('adds a created attempt to its order and finds it by id, with the order it pays', async () => {
      const order = await anOrder();
      const attempt = await s.attempts.add(order.id, {
        method: 'pse',
        provider: 'epayco',
        amount: pesos(99_900),
        at: at(5),
      });
      expect(attempt).toEqual({
        id: expect.any(String),
        method: 'pse',
        provider: 'epayco',
        state: 'created',
        amount: 99_900,
        reference: null,
        action: null,
        expiresAt: null,
        reason: null,
        message: null,
        providerMessageId: null,
        flagged: false,
        createdAt: at(5),
        updatedAt: at(5),
      });
      expect(await s.attempts.find(attempt.id)).toEqual({ orderId: order.id, orderNumber: order.number, attempt });
      expect((await s.orders.findById(order.id))!.payments).toEqual([order.payments[0], attempt]);
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'no-existe'])
        expect(await s.attempts.find(unknown)).toBeNull();
    });

    it('records what a provider said without moving the attempt, keeping what it did not say', async () => {
      const { attempt } = await anAttempt(aProvider());
      await submit(attempt.id, 'REC-1');
      await s.attempts.record(
        attempt.id,
        {
          action: { kind: 'push', phone: PHONE },
          expiresAt: at(10),
          providerMessageId: 'MSG-1',
          reason: 'slow',
          message: 'Nequi tarda en responder.',
        },
        at(2),
      );
      await s.attempts.record(attempt.id, { flagged: true }, at(3));
      expect((await s.attempts.find(attempt.id))!.attempt).toEqual({
        ...attempt,
        state: 'pending',
        reference: 'REC-1',
        action: { kind: 'push', phone: PHONE },
        expiresAt: at(10),
        providerMessageId: 'MSG-1',
        reason: 'slow',
        message: 'Nequi tarda en responder.',
        flagged: true,
        updatedAt: at(3),
      });
      await s.attempts.record(attempt.id, { action: null, expiresAt: null, reason: null, message: null }, at(4));
      expect((await s.attempts.find(attempt.id))!.attempt).toMatchObject({
        action: null,
        expiresAt: null,
        reason: null,
        message: null,
        reference: 'REC-1',
        providerMessageId: 'MSG-1',
      });
    });

    it("finds an attempt by its provider's reference, and lists a reference at every provider", async () => {
      const [nequi, epayco] = [aProvider(), aProvider()];
      const first = await anAttempt(nequi);
      const second = await anAttempt(epayco);
      await submit(first.attempt.id, 'REF-COMPARTIDA');
      await submit(second.attempt.id, 'REF-COMPARTIDA');
      expect(await s.attempts.findByReference(nequi, 'REF-COMPARTIDA')).toMatchObject({
        orderNumber: first.order.number,
        attempt: { id: first.attempt.id, provider: nequi, reference: 'REF-COMPARTIDA' },
      });
      expect((await s.attempts.findByReference(epayco, 'REF-COMPARTIDA'))!.attempt.id).toBe(second.attempt.id);
      expect(ids(await s.attempts.listByReference('REF-COMPARTIDA'))).toEqual([first.attempt.id, second.attempt.id]);
      expect(await s.attempts.findByReference(aProvider(), 'REF-COMPARTIDA')).toBeNull();
      expect(await s.attempts.findByReference(nequi, 'OTRA')).toBeNull();
      expect(await s.attempts.listByReference('NINGUNA')).toEqual([]);
    });

    it('refuses a reference another attempt at the same provider holds, changing nothing', async () => {
      const provider = aProvider();
      const first = await anAttempt(provider);
      const second = await anAttempt(provider);
      await submit(first.attempt.id, 'UNICA');
      await expect(submit(second.attempt.id, 'UNICA')).rejects.toThrow();
      await expect(s.attempts.record(second.attempt.id, { reference: 'UNICA' }, at(2))).rejects.toThrow();
      expect((await s.attempts.find(second.attempt.id))!.attempt).toEqual(second.attempt);
      expect((await s.attempts.findByReference(provider, 'UNICA'))!.attempt.id).toBe(first.attempt.id);
    });

    it('claims open attempts with a reference, oldest first, stamping them so the same claim gets nothing again', async () => {
      const provider = aProvider();
      const older = await anAttempt(provider, 1);
      const newer = await anAttempt(provider, 2);
      const unsent = await anAttempt(provider, 0);
      const closed = await anAttempt(provider, 0);
      await submit(newer.attempt.id, 'CL-2');
      await submit(older.attempt.id, 'CL-1');
      await submit(closed.attempt.id, 'CL-3');
      await s.orders.changePayment({
        attemptId: closed.attempt.id,
        from: 'pending',
        to: 'rejected',
        at: at(3),
        order: null,
      });
      const claim = { provider, checkedBefore: at(60), now: at(60), limit: 10 };
      const taken = await s.attempts.claimOpen(claim);
      expect(ids(taken)).toEqual([older.attempt.id, newer.attempt.id]);
      expect(taken[0]).toMatchObject({ orderId: older.order.id, orderNumber: older.order.number });
      expect(ids(taken)).not.toContain(unsent.attempt.id);
      expect(await s.attempts.claimOpen(claim)).toEqual([]);
      // Once the stamp is older than `checkedBefore`, they are taken again.
      expect(ids(await s.attempts.claimOpen({ ...claim, checkedBefore: at(61), now: at(61), limit: 1 }))).toEqual([
        older.attempt.id,
      ]);
    });

    it('claims only what the provider, since and attempt filters name', async () => {
      const [mine, theirs] = [aProvider(), aProvider()];
      const early = await anAttempt(mine, 1);
      const late = await anAttempt(mine, 30);
      const other = await anAttempt(theirs, 30);
      for (const [a, ref] of [
        [early, 'F-1'],
        [late, 'F-2'],
        [other, 'F-3'],
      ] as const)
        await submit(a.attempt.id, ref);
      const base = { checkedBefore: at(60), now: at(60), limit: 10 };
      expect(ids(await s.attempts.claimOpen({ ...base, provider: theirs, attemptId: late.attempt.id }))).toEqual([]);
      expect(ids(await s.attempts.claimOpen({ ...base, provider: mine, since: at(10) }))).toEqual([late.attempt.id]);
      expect(ids(await s.attempts.claimOpen({ ...base, attemptId: early.attempt.id }))).toEqual([early.attempt.id]);
      expect(ids(await s.attempts.claimOpen({ ...base, provider: theirs }))).toEqual([other.attempt.id]);
      expect(await s.attempts.claimOpen({ ...base, attemptId: 'no-existe' })).toEqual([]);
    });

    it('never hands the same attempt to two claims running at once', async () => {
      const provider = aProvider();
      const made: string[] = [];
      for (let i = 0; i < 12; i++) {
        const { attempt } = await anAttempt(provider, i);
        await submit(attempt.id, `CONC-${i}`);
        made.push(attempt.id);
      }
      const claim = { provider, checkedBefore: at(60), now: at(60), limit: 4 };
      const claims = await Promise.all(Array.from({ length: 5 }, () => s.attempts.claimOpen(claim)));
      const taken = claims.flatMap(ids);
      expect(new Set(taken).size).toBe(taken.length);
      expect([...taken].sort()).toEqual([...made].sort());
    });

    it('claims attempts failed with an unanswered request once it expired, once, until their reason changes', async () => {
      const provider = aProvider();
      /** An attempt that failed at minute 1: unanswered (its push ends at `endsAt`), or for another reason. */
      const failed = async (reason: string, endsAt: number, messageId: string | null = `M-${reason}`) => {
        const { attempt } = await anAttempt(provider);
        await s.orders.changePayment({
          attemptId: attempt.id,
          from: 'created',
          to: 'failed',
          details: {
            reason,
            message: 'Nequi no respondió a tiempo.',
            action: { kind: 'push', phone: PHONE },
            expiresAt: at(endsAt),
            ...(messageId ? { providerMessageId: messageId } : {}),
          },
          at: at(1),
          order: null,
        });
        return attempt.id;
      };
      const due = await failed(UNANSWERED, 10);
      const later = await failed(UNANSWERED, 30, 'M-later');
      await failed('gateway-unavailable', 10);
      await failed(UNANSWERED, 10, null);
      const claim = { provider, checkedBefore: at(20), now: at(20), limit: 10 };
      const claimed = await s.attempts.claimUnanswered(claim);
      expect(ids(claimed)).toEqual([due]);
      const [taken] = claimed;
      expect(taken.attempt).toMatchObject({ id: due, state: 'failed', providerMessageId: `M-${UNANSWERED}` });
      expect(taken.attempt.action).toEqual({ kind: 'push', phone: PHONE });
      expect(ids(await s.attempts.claimUnanswered(claim))).toEqual([]);
      // Checked again by a later run, until what became of it is recorded.
      expect(ids(await s.attempts.claimUnanswered({ ...claim, checkedBefore: at(21), now: at(21) }))).toEqual([due]);
      await s.attempts.record(due, { reason: 'unanswered-unpaid', message: 'No se te cobró nada.' }, at(21));
      expect(ids(await s.attempts.claimUnanswered({ ...claim, checkedBefore: at(40), now: at(40) }))).toEqual([later]);
    });

    it("moves an attempt with every detail, and holds a waiting order's stock longer, never shorter", async () => {
      const order = await anOrder(T0);
      const attempt = order.payments[0];
      const expiry = order.expiresAt!;
      const later = new Date(expiry.getTime() + 3 * 24 * 3600_000);
      expect(
        await s.orders.changePayment({
          attemptId: attempt.id,
          from: 'created',
          to: 'pending',
          details: {
            reference: 'VOUCHER-1',
            action: { kind: 'voucher', network: 'efecty', reference: '123456', pin: '9876', projectCode: '110571' },
            expiresAt: later,
            providerMessageId: 'MSG-V',
          },
          holdUntil: later,
          at: at(1),
          order: null,
        }),
      ).toBe(true);
      const held = (await s.orders.findById(order.id))!;
      expect(held.expiresAt).toEqual(later);
      expect(held.payments[0]).toMatchObject({
        state: 'pending',
        reference: 'VOUCHER-1',
        action: { kind: 'voucher', network: 'efecty', reference: '123456', pin: '9876', projectCode: '110571' },
        expiresAt: later,
        providerMessageId: 'MSG-V',
      });
      await s.orders.changePayment({
        attemptId: attempt.id,
        from: 'pending',
        to: 'pending',
        holdUntil: at(2),
        at: at(2),
        order: null,
      });
      expect((await s.orders.findById(order.id))!.expiresAt).toEqual(later);
      await s.orders.changePayment({
        attemptId: attempt.id,
        from: 'pending',
        to: 'rejected',
        details: { reason: 'declined', message: 'Rechazado.' },
        at: at(3),
        order: null,
      });
      expect((await s.attempts.find(attempt.id))!.attempt).toMatchObject({
        state: 'rejected',
        reason: 'declined',
        message: 'Rechazado.',
        reference: 'VOUCHER-1',
      });
    });

    it('holds nothing for an order no longer waiting for its payment', async () => {
      const order = await anOrder(T0);
      const second = await s.attempts.add(order.id, {
        method: 'nequi',
        provider: aProvider(),
        amount: pesos(1),
        at: at(1),
      });
      const pay = {
        orderId: order.id,
        from: 'pending_payment',
        to: 'paid',
        event: 'approve-payment',
        releaseStock: false,
        keepsExpiry: false,
        audit: {
          actor: 'nequi',
          action: 'approve-payment',
          at: at(2),
          before: 'pending_payment',
          after: 'paid',
          detail: null,
        },
      } as const;
      expect(await s.orders.change(pay)).toBe(true);
      await s.orders.changePayment({
        attemptId: second.id,
        from: 'created',
        to: 'pending',
        holdUntil: at(600),
        at: at(3),
        order: null,
      });
      expect((await s.orders.findById(order.id))!).toMatchObject({ state: 'paid', expiresAt: null });
    });
  });
