import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRUNE_EVERY_MS, startPruner } from '../../server/prune-timer';

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>, string][] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, fields, message]);
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
};

afterEach(() => vi.useRealTimers());

describe('the pruning by the server of what is past its retention', () => {
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
    const timer = startPruner('old web vitals', () => runs[Math.min(calls++, 2)](), logger);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.lines).toEqual([['info', { pruned: 1234 }, 'pruned old web vitals']]);
    await vi.advanceTimersByTimeAsync(PRUNE_EVERY_MS);
    expect(logger.lines[1]).toMatchObject([
      'error',
      { err: expect.objectContaining({ message: 'database is down' }) },
      'could not prune old web vitals',
    ]);
    await vi.advanceTimersByTimeAsync(PRUNE_EVERY_MS);
    expect(calls).toBe(3);
    expect(logger.lines).toHaveLength(2);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(2 * PRUNE_EVERY_MS);
    expect(calls).toBe(3);
  });
});
