import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterChunkFailure,
  CHUNK_TIMEOUT_MS,
  chunkRecovery,
  RELOAD_GAP_MS,
  within,
} from '../../../web/lib/chunk-failure';
import { MemoryStorage } from '../support/memory-storage';

afterEach(() => vi.useRealTimers());

describe('what a failed chunk leads to', () => {
  const now = 1_800_000_000_000;

  it('reloads when this tab never reloaded for it, or did so a minute or more ago', () => {
    expect(afterChunkFailure(null, now)).toBe('reload');
    expect(afterChunkFailure(now - RELOAD_GAP_MS, now)).toBe('reload');
    expect(afterChunkFailure(now - 3_600_000, now)).toBe('reload');
  });

  it('shows the error page when it reloaded less than a minute ago, or at a time still ahead (a clock set back)', () => {
    expect(afterChunkFailure(now - 1, now)).toBe('show-error');
    expect(afterChunkFailure(now - RELOAD_GAP_MS + 1, now)).toBe('show-error');
    expect(afterChunkFailure(now + 5_000, now)).toBe('show-error');
  });
});

/** A tab: its sessionStorage, a clock the test moves and the reloads it asked for. */
const aTab = () => {
  const storage = new MemoryStorage();
  const clock = { now: 1_800_000_000_000 };
  const reload = vi.fn();
  const network = { online: true };
  const start = () =>
    chunkRecovery({ storage: () => storage, now: () => clock.now, reload, online: () => network.online });
  return { storage, clock, reload, start, network };
};

describe('recovering from failed chunks in a tab', () => {
  it('reloads once; after the reload, a second failure within the minute shows the error page instead', () => {
    const tab = aTab();
    expect(tab.start().failed()).toBe('reload');
    expect(tab.reload).toHaveBeenCalledTimes(1);
    // The reloaded page starts again from the same sessionStorage.
    tab.clock.now += 20_000;
    expect(tab.start().failed()).toBe('show-error');
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the minute has passed', () => {
    const tab = aTab();
    tab.start().failed();
    tab.clock.now += RELOAD_GAP_MS;
    expect(tab.start().failed()).toBe('reload');
    expect(tab.reload).toHaveBeenCalledTimes(2);
  });

  it('asks for one reload however many chunks fail while it happens', () => {
    const tab = aTab();
    const recovery = tab.start();
    expect(recovery.failed()).toBe('reload');
    expect(recovery.failed()).toBe('reload');
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself where the tab cannot remember that it did (storage blocked or full): no loop', () => {
    for (const broken of ['blocked', 'full'] as const) {
      const tab = aTab();
      tab.storage[broken] = true;
      expect(tab.start().failed()).toBe('show-error');
      expect(tab.reload).not.toHaveBeenCalled();
    }
  });

  it("never reloads an offline browser (the browser's own error page would replace the store's), Vite's preload error included", () => {
    const tab = aTab();
    tab.network.online = false;
    const recovery = tab.start();
    expect(recovery.failed()).toBe('show-error');
    recovery.preloadFailed();
    expect(tab.reload).not.toHaveBeenCalled();
    tab.network.online = true;
    expect(recovery.failed()).toBe('reload');
  });

  it("reloads on Vite's preload error, but not while only code loaded ahead or hydrated late is failing", async () => {
    const tab = aTab();
    const recovery = tab.start();
    let fail = (_error: Error) => undefined as void;
    const ahead = recovery.quietly(() => new Promise((_resolve, reject) => (fail = reject)));
    recovery.preloadFailed();
    expect(tab.reload).not.toHaveBeenCalled();
    fail(new Error('chunk'));
    await expect(ahead).rejects.toThrow('chunk');
    recovery.preloadFailed();
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });
});

describe("waiting for a page's code", () => {
  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    const never = within(new Promise<never>(() => undefined));
    const caught = expect(never).rejects.toThrow('did not arrive');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await caught;
  });

  it('passes on the code, or its failure, when it comes sooner', async () => {
    await expect(within(Promise.resolve('view'))).resolves.toBe('view');
    await expect(within(Promise.reject(new Error('404')))).rejects.toThrow('404');
  });
});
