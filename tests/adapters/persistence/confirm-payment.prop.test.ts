import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { confirmPayment } from '../../../core/checkout/confirm-payment';
import { arrivals, deliver, expectPaidOnce } from '../../core/checkout/confirmation-arbitraries';
import { engines } from '../../support/databases';
import { openEventDatabase } from './event-fixtures';
import { startedAttempt } from './order-fixtures';

const NOW = new Date('2026-11-22T15:30:00Z');
let keys = 0;

// The property of tests/core/checkout/confirm-payment.prop.test.ts over real SQL (fewer runs: each places an order).
for (const engine of engines()) {
  describe(`confirmations of one attempt over ${engine.name}`, () => {
    let opened: Awaited<ReturnType<typeof openEventDatabase>>;
    beforeAll(async () => {
      opened = await openEventDatabase(engine);
    });
    afterAll(() => opened.database.drop());

    it('however they arrive, the order is paid once, with one event and one audit move', async () => {
      const { orders, attempts, outbox, place } = opened;
      const confirm = confirmPayment({ orders, attempts, clock: { now: () => NOW } });
      await fc.assert(
        fc.asyncProperty(arrivals, async (batches) => {
          const order = (await place(`prop-${++keys}`, new Date('2026-11-22T15:00:00Z')))!;
          const attempt = await startedAttempt(attempts, order);
          await confirm({ attemptId: attempt.id, status: 'pending', actor: 'nequi' });
          const answers = await deliver(batches, confirm, attempt.id, attempt.amount);
          const now = (await orders.findById(order.id))!;
          expectPaidOnce(batches, answers, {
            eventTypes: (await outbox.list({ limit: 10_000 })).filter((e) => e.orderId === order.id).map((e) => e.type),
            history: await orders.history(order.id),
            orderState: now.state,
            attempt: now.payments[0],
          });
        }),
        { numRuns: 15 },
      );
    });
  });
}
