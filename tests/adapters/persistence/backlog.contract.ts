import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisagreementLog } from '../../../core/checkout/ports';
import type { Settlement } from '../../../core/checkout/settle-payment';
import type { Order } from '../../../core/orders/order';
import type { OrderStore } from '../../../core/orders/ports';
import type { PaymentAttemptStore } from '../../../core/payments/ports';
import type { Backlog } from '../../../core/reports/ports';
import { aMove, startedAttempt } from './order-fixtures';

/** A backlog and a disagreement log with the order and attempt stores they read; `place` places a prepaid order. */
export type BacklogSubject = {
  readonly backlog: Backlog;
  readonly disagreements: DisagreementLog;
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  readonly place: (key: string, at: Date) => Promise<Order | null>;
  readonly close: () => Promise<void>;
};

const T0 = new Date('2026-11-22T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let keys = 0;

/** What the console's Inicio counts and what reconciliations record, whatever keeps them. */
export const backlogContract = (name: string, open: () => Promise<BacklogSubject>) =>
  describe(`Backlog and DisagreementLog contract: ${name}`, () => {
    let s: BacklogSubject;
    const placed = async () => (await s.place(`backlog-${++keys}-${name}`, T0))!;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('counts the orders in each state asked, and the flagged payment attempts', async () => {
      const [a, b, c] = [await placed(), await placed(), await placed()];
      await s.orders.change(aMove(a, 'paid', { event: 'approve-payment' }));
      await s.orders.change(aMove(b, 'paid', { event: 'approve-payment' }));
      await s.orders.change(aMove({ ...b, state: 'paid' }, 'preparing', { event: 'start-preparing' }));
      const counts = await s.backlog.countOrders(['paid', 'preparing', 'shipped', 'pending_payment']);
      expect([...counts]).toEqual([
        ['paid', 1],
        ['preparing', 1],
        ['shipped', 0],
        ['pending_payment', 1],
      ]);
      expect(await s.backlog.countFlaggedPayments()).toBe(0);
      const attempt = await startedAttempt(s.attempts, c);
      await startedAttempt(s.attempts, a);
      await s.attempts.record(attempt.id, { flagged: true }, at(5));
      expect(await s.backlog.countFlaggedPayments()).toBe(1);
    });

    it('keeps what a reconciliation found disagreeing, newest wording and latest first, and forgets what agrees again', async () => {
      const [a, b] = [await placed(), await placed()];
      const [ta, tb] = [await startedAttempt(s.attempts, a), await startedAttempt(s.attempts, b)];
      const settled = (o: Order, attemptId: string, disagreement: string | null): Settlement => ({
        orderNumber: o.number,
        attemptId,
        provider: 'nequi',
        reference: `REF-${o.number}`,
        from: 'pending',
        to: 'pending',
        disagreement,
      });
      await s.disagreements.note([settled(a, ta.id, 'the provider could not be asked')], at(10));
      await s.disagreements.note(
        [
          settled(a, ta.id, 'the provider could not be asked: timeout'),
          settled(b, tb.id, 'provider x is not configured here'),
        ],
        at(20),
      );
      await s.disagreements.note([], at(25));
      const listed = await s.disagreements.list(10);
      expect(listed.map((d) => d.orderNumber).sort()).toEqual([a.number, b.number].sort());
      expect(listed.find((d) => d.attemptId === ta.id)).toEqual({
        attemptId: ta.id,
        orderNumber: a.number,
        provider: 'nequi',
        reference: `REF-${a.number}`,
        state: 'pending',
        disagreement: 'the provider could not be asked: timeout',
        seenAt: at(20),
      });
      await s.disagreements.note([settled(b, tb.id, null)], at(30));
      expect((await s.disagreements.list(10)).map((d) => d.attemptId)).toEqual([ta.id]);
      expect(await s.disagreements.list(0)).toEqual([]);
    });
  });
