import { describe, expect, it } from 'vitest';
import { wakeIslands, type Held, type IslandsHost } from '../../../web/islands/wake-islands';

/** A page of named islands whose events the test fires by hand. */
const page = (names: readonly string[]) => {
  const first: ((inside: string | null) => void)[] = [];
  const touch = new Map<string, () => void>();
  const near = new Map<string, () => void>();
  const events = new Map<string, (e: Held) => boolean>();
  const idle: (() => void)[] = [];
  const host: IslandsHost<string> = {
    islands: names,
    onFirstInteraction: (l) => void first.push(l),
    onTouch: (i, l) => void touch.set(i, l),
    whenNear: (i, l) => void near.set(i, l),
    onEvent: (i, h) => void events.set(i, h),
    idle: (w) => void idle.push(w),
  };
  const log: string[] = [];
  let fail = new Set<string>();
  const waking = {
    warm: async () => void log.push('warm'),
    hydrate: async (i: string) => {
      if (fail.has(i)) throw new Error('chunk');
      log.push(`hydrate ${i}`);
    },
    replay: (i: string, held: readonly Held[]) => void log.push(`replay ${i} ${held.map((h) => h.kind).join(',')}`),
    fallBack: (i: string, held: readonly Held[]) => void log.push(`fallback ${i} ${held.length}`),
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const runIdle = async () => {
    while (idle.length > 0) idle.shift()!();
    await settle();
  };
  return {
    host,
    waking,
    log,
    settle,
    runIdle,
    failing: (names: string[]) => (fail = new Set(names)),
    interact: async (inside: string | null) => {
      first.splice(0).forEach((l) => l(inside));
      await settle();
    },
    touch: async (i: string) => {
      touch.get(i)!();
      await settle();
    },
    near: async (i: string) => {
      near.get(i)?.();
      await settle();
    },
    click: (i: string) => events.get(i)!({ kind: 'click', target: `${i}-button` }),
  };
};

describe('the islands of a page', () => {
  it('download nothing until the shopper first uses the page', async () => {
    const p = page(['search', 'buy']);
    wakeIslands(p.host, p.waking);
    await p.runIdle();
    expect(p.log).toEqual([]);
  });

  it('wake the touched island at the first interaction, and the others only as they come near the screen', async () => {
    const p = page(['search', 'buy', 'footer-form']);
    wakeIslands(p.host, p.waking);
    await p.interact('buy');
    expect(p.log).toEqual(['warm', 'hydrate buy']);
    await p.near('search');
    await p.runIdle();
    expect(p.log).toEqual(['warm', 'hydrate buy', 'hydrate search']);
  });

  it('warm up at a first interaction outside any island (a scroll), hydrating none until near', async () => {
    const p = page(['search']);
    wakeIslands(p.host, p.waking);
    await p.interact(null);
    expect(p.log).toEqual(['warm']);
  });

  it('hold a tap on an island that is not live yet and replay it once, after it hydrated', async () => {
    const p = page(['buy']);
    wakeIslands(p.host, p.waking);
    expect(p.click('buy')).toBe(true);
    expect(p.click('buy')).toBe(true);
    await p.settle();
    expect(p.log).toEqual(['warm', 'hydrate buy', 'replay buy click,click']);
    expect(p.click('buy'), 'a live island takes its own taps').toBe(false);
    await p.touch('buy');
    expect(p.log.filter((l) => l === 'hydrate buy')).toHaveLength(1);
  });

  it('wake at load the islands that must show something from the start (the cart badge)', async () => {
    const p = page(['cart', 'search']);
    wakeIslands(p.host, p.waking, (i) => i === 'cart');
    await p.runIdle();
    expect(p.log).toEqual(['warm', 'hydrate cart']);
  });

  it('fall back to the server’s way when an island’s code does not arrive, and try again at the next touch', async () => {
    const p = page(['buy']);
    wakeIslands(p.host, p.waking);
    p.failing(['buy']);
    p.click('buy');
    await p.settle();
    expect(p.log).toEqual(['warm', 'fallback buy 1']);
    p.failing([]);
    await p.touch('buy');
    expect(p.log).toEqual(['warm', 'fallback buy 1', 'hydrate buy']);
  });
});
