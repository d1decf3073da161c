import { afterEach, describe, expect, it, vi } from 'vitest';
import { startExpiryTimer } from '../../server/expiry-timer';

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>, string][] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, fields, message]);
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
};

afterEach(() => vi.useRealTimers());

describe('the expiry timer of the server', () => {
  it('expires at start and then every minute, logging what it cancelled and surviving a failed run', async () => {
    vi.useFakeTimers();
    const logger = recordingLogger();
    const runs = [
      async () => ['FO-2026-000001'],
      async () => {
        throw new Error('database is down');
      },
      async () => [],
    ];
    let calls = 0;
    const timer = startExpiryTimer(() => runs[Math.min(calls++, 2)](), logger);
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.lines).toEqual([
      ['info', { orders: ['FO-2026-000001'] }, 'expired unpaid orders and released their stock'],
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logger.lines[1]).toMatchObject([
      'error',
      { err: expect.objectContaining({ message: 'database is down' }) },
      'could not expire unpaid orders',
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toBe(3);
  });

  it('never runs two expiries at once when one is slow', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    const timer = startExpiryTimer(async () => {
      most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 150_000));
      active--;
      return [];
    }, recordingLogger());
    await vi.advanceTimersByTimeAsync(400_000);
    expect(most).toBe(1);
    const stopped = timer.stop();
    await vi.advanceTimersByTimeAsync(150_000);
    await stopped;
  });
});
