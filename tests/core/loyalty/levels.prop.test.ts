import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelOf, levelProgress, levelsOf, orderPoints, pointsForPesos } from '../../../core/loyalty/levels';
import { LEVEL_NAMES } from '../../../core/policy/level-names';
import { defaultPolicy, type StorePolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { anAmount } from '../support/arbitraries';
import { RUNS } from '../support/runs';

const aLevelsPolicy: fc.Arbitrary<StorePolicy> = fc.oneof(
  fc.constant(defaultPolicy),
  fc.uniqueArray(fc.integer({ min: 1, max: 50_000 }), { minLength: 4, maxLength: 4 }).map((points) => {
    const [plata, oro, platino, diamante] = [...points].sort((a, b) => a - b);
    return {
      ...defaultPolicy,
      loyaltyLevelPoints: { Bronce: 0, Plata: plata, Oro: oro, Platino: platino, Diamante: diamante },
    };
  }),
);
const somePoints = fc.integer({ min: 0, max: 60_000 });

describe('loyalty levels', () => {
  it('a level starts exactly at its threshold, and more points never lower the level', () => {
    fc.assert(
      fc.property(aLevelsPolicy, somePoints, somePoints, (policy, a, b) => {
        const rank = (points: number) => LEVEL_NAMES.indexOf(levelOf(points, policy).name);
        expect(rank(Math.min(a, b))).toBeLessThanOrEqual(rank(Math.max(a, b)));
        for (const level of levelsOf(policy)) {
          expect(levelOf(level.minPoints, policy).name).toBe(level.name);
          if (level.minPoints > 0) expect(levelOf(level.minPoints - 1, policy).name).not.toBe(level.name);
        }
      }),
      RUNS,
    );
  });

  it('progress runs from 0 to 100 % and the missing points lead exactly to the next level', () => {
    fc.assert(
      fc.property(aLevelsPolicy, somePoints, (policy, points) => {
        const progress = levelProgress(points, policy);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        if (progress.next) {
          expect(progress.pointsToNext).toBeGreaterThan(0);
          expect(points + progress.pointsToNext).toBe(progress.next.minPoints);
        } else {
          expect(progress.level.name).toBe('Diamante');
        }
      }),
      RUNS,
    );
  });

  it('1 point per full 1 000 pesos of an own paid order, net of the gift credit used', () => {
    fc.assert(
      fc.property(anAmount(), anAmount(), (subtotal, credit) => {
        const giftCredit = pesos(Math.min(subtotal, credit));
        const points = orderPoints({ subtotal, giftCredit }, defaultPolicy);
        expect(points * 1_000).toBeLessThanOrEqual(subtotal - giftCredit);
        expect((points + 1) * 1_000).toBeGreaterThan(subtotal - giftCredit);
      }),
      RUNS,
    );
  });

  it('splitting spending into several orders never earns more points than one order', () => {
    fc.assert(
      fc.property(anAmount(), anAmount(), (a, b) => {
        const together = pointsForPesos(pesos(a + b), defaultPolicy);
        const apart = pointsForPesos(a, defaultPolicy) + pointsForPesos(b, defaultPolicy);
        expect(apart).toBeLessThanOrEqual(together);
        expect(together - apart).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});
