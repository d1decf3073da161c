import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DispatchReport } from '../../core/events/dispatch-events';
import { startEventDispatcher } from '../../server/event-timer';

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>, string][] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, fields, message]);
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
};

const NOTHING: DispatchReport = { delivered: 0, failed: 0, stuck: 0 };

afterEach(() => vi.useRealTimers());

// One run at a time and the wait on stop come from startRepeating, tested through the expiry timer.
describe('the order event dispatcher of the server', () => {
  it('dispatches at start and then every second, logging the runs that did something and surviving a failed one', async () => {
    vi.useFakeTimers();
    const logger = recordingLogger();
    const runs = [
      async () => ({ delivered: 2, failed: 1, stuck: 0 }),
      async () => {
        throw new Error('database is down');
      },
    ];
    let calls = 0;
    const timer = startEventDispatcher(() => (runs[calls++] ?? (async () => NOTHING))(), logger);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.lines).toEqual([['info', { delivered: 2, failed: 1, stuck: 0 }, 'dispatched order events']]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logger.lines[1]).toMatchObject([
      'error',
      { err: expect.objectContaining({ message: 'database is down' }) },
      'could not dispatch order events',
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toBe(5);
    expect(logger.lines).toHaveLength(2);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(5);
  });
});
