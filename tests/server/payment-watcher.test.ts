import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReconcileInput, ReconcileReport } from '../../core/checkout/reconcile-payments';
import { startPaymentWatcher } from '../../server/payment-watcher';
import { startRepeating } from '../../server/repeating-job';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const NOTHING: ReconcileReport = { checked: 0, changed: [], disagreements: [], unanswered: [] };
const APPROVED: ReconcileReport = {
  checked: 1,
  changed: [
    {
      orderNumber: 'FO-2026-000001',
      attemptId: 'a1',
      provider: 'nequi',
      reference: '350-x',
      from: 'pending',
      to: 'approved',
      disagreement: null,
    },
  ],
  disagreements: [],
  unanswered: [],
};

afterEach(() => vi.useRealTimers());

describe("the server's watcher of payments nobody notifies", () => {
  it("asks each silent provider every second about young attempts and every 5 s about older ones, and sends the order's events at once when one moved", async () => {
    vi.useFakeTimers();
    const now = new Date('2026-11-24T12:00:00Z');
    const asked: ReconcileInput[] = [];
    let settled = 0;
    const answers = [NOTHING, NOTHING, APPROVED];
    const watcher = startPaymentWatcher(
      async (input) => {
        asked.push(input);
        return answers[asked.length - 1] ?? NOTHING;
      },
      ['nequi'],
      { now: () => now },
      quiet,
      () => void (settled += 1),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([
      { provider: 'nequi', since: new Date('2026-11-24T11:57:00Z'), skipCheckedWithinMs: 900, actor: 'sistema' },
      { provider: 'nequi', since: new Date('2026-11-24T11:30:00Z'), skipCheckedWithinMs: 5_000, actor: 'sistema' },
    ]);
    expect(settled).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toHaveLength(4);
    expect(settled).toBe(1);
    await watcher.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(4);
  });
});

describe('a repeating job run out of turn', () => {
  it('runs at once when idle, and once more right after a run going on', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => undefined;
    const job = startRepeating(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      () => undefined,
      60_000,
    );
    expect(runs).toBe(1);
    job.runNow();
    job.runNow();
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    job.runNow();
    expect(runs).toBe(3);
    release();
    await job.stop();
  });
});
