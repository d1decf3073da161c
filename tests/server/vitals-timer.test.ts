import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVitalsPruner, VITALS_PRUNE_EVERY_MS } from '../../server/vitals-timer';

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>, string][] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, fields, message]);
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
};

afterEach(() => vi.useRealTimers());

describe('the pruning of old web vitals by the server', () => {
  it('prunes at start and then every hour, logging what went (not nothing) and surviving a failed run', async () => {
    vi.useFakeTimers();
    const logger = recordingLogger();
    const runs = [
      async () => ({ pruned: 1234 }),
      async () => {
        throw new Error('database is down');
      },
      async () => ({ pruned: 0 }),
    ];
    let calls = 0;
    const timer = startVitalsPruner(() => runs[Math.min(calls++, 2)](), logger);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.lines).toEqual([['info', { pruned: 1234 }, 'pruned old web vitals']]);
    await vi.advanceTimersByTimeAsync(VITALS_PRUNE_EVERY_MS);
    expect(logger.lines[1]).toMatchObject([
      'error',
      { err: expect.stringContaining('database is down') },
      'could not prune old web vitals',
    ]);
    await vi.advanceTimersByTimeAsync(VITALS_PRUNE_EVERY_MS);
    expect(calls).toBe(3);
    expect(logger.lines).toHaveLength(2);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(2 * VITALS_PRUNE_EVERY_MS);
    expect(calls).toBe(3);
  });
});
