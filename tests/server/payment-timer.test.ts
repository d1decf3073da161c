import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReconcileInput, ReconcileReport } from '../../core/checkout/reconcile-payments';
import type { Settlement } from '../../core/checkout/settle-payment';
import type { RefundCheck } from '../../core/returns/reconcile-refunds';
import { startPaymentReconciler, startRefundReconciler } from '../../server/payment-timer';

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>, string][] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, fields, message]);
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
};

const settled = (over: Partial<Settlement>): Settlement => ({
  orderNumber: 'FO-2026-000001',
  attemptId: 'a1',
  provider: 'nequi',
  reference: '350-x',
  from: 'pending',
  to: 'approved',
  disagreement: null,
  ...over,
});

afterEach(() => vi.useRealTimers());

describe('the payments reconciler of the server', () => {
  it('asks about the attempts nobody followed for 30 s, every 30 s, as the store, logging moves and disagreements', async () => {
    vi.useFakeTimers();
    const now = new Date('2026-11-24T12:00:00Z');
    const logger = recordingLogger();
    const asked: ReconcileInput[] = [];
    const reports: ReconcileReport[] = [
      { checked: 1, changed: [settled({})], disagreements: [], unanswered: [] },
      {
        checked: 1,
        changed: [],
        disagreements: [
          settled({ orderNumber: 'FO-2026-000002', to: 'pending', disagreement: 'Nequi could not be asked' }),
        ],
        unanswered: [
          { orderNumber: 'FO-2026-000003', attemptId: 'a-3', provider: 'nequi', reversed: true, problem: null },
          {
            orderNumber: 'FO-2026-000004',
            attemptId: 'a-4',
            provider: 'nequi',
            reversed: false,
            problem: 'the provider could not be asked to reverse it',
          },
        ],
      },
    ];
    const timer = startPaymentReconciler(
      async (input) => {
        asked.push(input);
        return reports[asked.length - 1] ?? { checked: 0, changed: [], disagreements: [], unanswered: [] };
      },
      { now: () => now },
      logger,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(asked[0]).toEqual({
      since: new Date('2026-11-16T12:00:00Z'),
      skipCheckedWithinMs: 30_000,
      actor: 'sistema',
    });
    expect(logger.lines).toEqual([
      ['info', { changed: ['FO-2026-000001 pending→approved'] }, 'reconciled payments with their providers'],
    ]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(logger.lines[1]).toEqual([
      'warn',
      { order: 'FO-2026-000002', provider: 'nequi', reference: '350-x' },
      'Nequi could not be asked',
    ]);
    // A request that could not be withdrawn yet is told; one reversed was logged where it was reversed.
    expect(logger.lines.slice(2)).toEqual([
      [
        'warn',
        { order: 'FO-2026-000004', provider: 'nequi', attempt: 'a-4' },
        'the provider could not be asked to reverse it',
      ],
    ]);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(2);
  });
});

describe('the refunds reconciler of the server (issue 34)', () => {
  it('settles the pending refunds at once and every 5 minutes, as the store, logging each one and telling the outbox', async () => {
    vi.useFakeTimers();
    const logger = recordingLogger();
    const check = (state: RefundCheck['state'], why: string): RefundCheck => ({
      refundId: 'refund-r1',
      returnNumber: 'FO-2026-000001-D1',
      provider: 'mercadopago',
      reference: '9001',
      money: 100_000,
      state,
      why,
    });
    const runs = [
      [check('pending', 'the provider still processes it')],
      [check('flagged', 'the provider refused it: rejected (refund-rejected)')],
    ];
    const by: unknown[] = [];
    let told = 0;
    const timer = startRefundReconciler(
      async (actor) => {
        by.push(actor);
        const refunds = runs[by.length - 1] ?? [];
        return { checked: refunds.length, refunds };
      },
      logger,
      () => void (told += 1),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect([by, logger.lines, told]).toEqual([[{ operatorId: null, name: 'sistema' }], [], 0]);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const fields = { return: 'FO-2026-000001-D1', refund: 'refund-r1', provider: 'mercadopago', reference: '9001' };
    expect(logger.lines).toEqual([
      ['warn', fields, 'refund flagged: the provider refused it: rejected (refund-rejected)'],
    ]);
    expect(told).toBe(1);
    await timer.stop();
  });
});
