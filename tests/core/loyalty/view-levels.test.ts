import { describe, expect, it } from 'vitest';
import { viewLevels } from '../../../core/loyalty/view-levels';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { inMemoryLoyalty } from '../../fakes/in-memory-loyalty';

const at = new Date('2026-11-05T12:00:00-05:00');

describe('viewLevels', () => {
  it('shows the five levels with thresholds and benefits, and nothing of anyone to a guest', async () => {
    const view = await viewLevels({ loyalty: inMemoryLoyalty().store, policy: defaultPolicy })(null);
    expect(view.levels.map((l) => [l.name, l.minPoints])).toEqual([
      ['Bronce', 0],
      ['Plata', 500],
      ['Oro', 2_000],
      ['Platino', 5_000],
      ['Diamante', 10_000],
    ]);
    expect(view.levels.every((l) => l.benefits.length > 0)).toBe(true);
    expect(view.pesosPerPoint).toBe(1_000);
    expect(view.own).toBeNull();
  });

  it('gives a signed-in shopper their lifetime points, level and what is missing for the next one', async () => {
    const { store } = inMemoryLoyalty();
    await store.record([
      { customerId: 'ana', orderId: null, reason: 'adjustment', points: 2_600, at },
      { customerId: 'ana', orderId: null, reason: 'adjustment', points: 150, at: new Date('2026-12-02T12:00:00Z') },
    ]);
    const { own } = await viewLevels({ loyalty: store, policy: defaultPolicy })('ana');
    expect(own?.points).toBe(2_750);
    expect(own?.progress).toMatchObject({
      level: { name: 'Oro' },
      next: { name: 'Platino' },
      pointsToNext: 2_250,
      percent: 25,
    });
  });

  it('never shows points below zero (an adjustment took more than was left)', async () => {
    const { store } = inMemoryLoyalty();
    await store.record([{ customerId: 'ana', orderId: null, reason: 'adjustment', points: -40, at }]);
    const { own } = await viewLevels({ loyalty: store, policy: defaultPolicy })('ana');
    expect(own).toMatchObject({ points: 0, progress: { level: { name: 'Bronce' }, pointsToNext: 500, percent: 0 } });
  });
});
