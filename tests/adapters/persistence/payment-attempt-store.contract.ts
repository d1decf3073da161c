import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { startedAttempt, unansweredAttempt } from './order-fixtures';
import { attemptClaimsContract } from './payment-attempt-claims.contract';
import { aProvider, at, attemptHelpers, PHONE, T0, type AttemptSubject } from './payment-attempt-subject';

/** What every PaymentAttemptStore must do: find attempts by our id and the provider's reference (unique per
 * provider), record what providers say, and hand each open attempt to one poller at a time. */
export const paymentAttemptStoreContract = (name: string, open: () => Promise<AttemptSubject>) =>
  describe(`PaymentAttemptStore contract: ${name}`, () => {
    let s: AttemptSubject;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    const helpers = attemptHelpers(() => s);
    const { anOrder, anAttempt, submit, ids } = helpers;

    it('adds a created attempt to its order and finds it by id, with the order it pays', async () => {
      const order = await anOrder();
      const attempt = await s.attempts.add(order.id, {
        method: 'pse',
        provider: 'epayco',
        amount: pesos(99_900),
        at: at(5),
      });
      expect(attempt).toEqual(
        unansweredAttempt({ method: 'pse', provider: 'epayco', state: 'created', amount: pesos(99_900) }, at(5)),
      );
      expect(await s.attempts.find(attempt.id)).toEqual({ orderId: order.id, orderNumber: order.number, attempt });
      expect((await s.orders.findById(order.id))!.payments).toEqual([attempt]);
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

    attemptClaimsContract(() => s, helpers);

    it("moves an attempt with every detail, and holds a waiting order's stock longer, never shorter", async () => {
      const order = await anOrder(T0);
      const attempt = await startedAttempt(s.attempts, order);
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
