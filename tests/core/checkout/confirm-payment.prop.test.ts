import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS } from '../support/runs';
import { arrivals, deliver, expectPaidOnce } from './confirmation-arbitraries';
import { paymentHarness } from './payment-harness';

describe('confirmations of one attempt', () => {
  it('however they arrive (repeated, reordered, at once), the order is paid once, with one event and one audit move', async () => {
    await fc.assert(
      fc.asyncProperty(arrivals, async (batches) => {
        const h = paymentHarness();
        const order = await h.order();
        const attemptId = await h.push(order);
        const amount = (await h.deps.attempts.find(attemptId))!.attempt.amount;
        const answers = await deliver(batches, h.confirm, attemptId, amount);
        const now = await h.reread(order);
        expectPaidOnce(batches, answers, {
          eventTypes: h.events.all().map((e) => e.type),
          history: await h.orders.history(order.id),
          orderState: now.state,
          attempt: now.payments.find((p) => p.id === attemptId)!,
        });
        expect(h.stock.get('WHEY-2LB')).toBe(49);
      }),
      RUNS,
    );
  });

  it('arriving before the attempt was even sent, they never pay the order twice', async () => {
    await fc.assert(
      fc.asyncProperty(arrivals, async (batches) => {
        const h = paymentHarness();
        const order = await h.order();
        // The attempt is only created: an approval before Nequi took the request is refused, not lost (the poll finds it).
        const attempt = await h.deps.attempts.add(order.id, {
          method: 'nequi',
          provider: 'nequi',
          amount: order.totals.total,
          at: h.now.value,
        });
        await deliver(batches, h.confirm, attempt.id, attempt.amount);
        const approvals = h.events.all().filter((e) => e.type === 'payment-approved');
        expect(approvals.length).toBeLessThanOrEqual(1);
        expect((await h.orders.history(order.id)).filter((e) => e.action === 'approve-payment')).toHaveLength(
          approvals.length,
        );
        const settled = batches.findIndex((b) => b.includes('pending'));
        const approvedLater = batches.slice(settled + 1).some((b) => b.some((w) => w.startsWith('approved')));
        if (settled >= 0 && approvedLater) expect(approvals).toHaveLength(1);
      }),
      RUNS,
    );
  });
});
