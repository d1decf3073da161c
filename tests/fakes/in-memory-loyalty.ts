import type { LoyaltyStore, MonthTopRow, PointsEntry } from '../../core/loyalty/ports';
import { monthKeyOf } from '../../core/loyalty/ranking';

/** Loyalty points in memory, held to the same contract as the SQL store. `names` gives each customer's full name (the
 * SQL store reads it from the customers table); a customer not named there is left out of the month's top. */
export const inMemoryLoyalty = (names: ReadonlyMap<string, string> = new Map()) => {
  const entries: PointsEntry[] = [];
  const totals = new Map<string, Map<string, number>>();
  const recorded = new Set<string>();
  const monthsOf = (customerId: string) => totals.get(customerId) ?? new Map<string, number>();
  const pointsIn = (month: string) =>
    [...totals].flatMap(([customerId, months]) => {
      const points = months.get(month) ?? 0;
      return points > 0 ? [{ customerId, points }] : [];
    });
  const lifetime = (customerId: string) => [...monthsOf(customerId).values()].reduce((a, b) => a + b, 0);

  const store: LoyaltyStore = {
    record: async (batch) => {
      for (const entry of batch) {
        if (!Number.isSafeInteger(entry.points)) throw new RangeError(`Points must be whole, got ${entry.points}`);
        if (entry.points === 0) continue;
        const key = `${entry.customerId}|${entry.reason}|${entry.orderId}`;
        if (entry.orderId !== null && recorded.has(key)) continue;
        recorded.add(key);
        entries.push(entry);
        const months = monthsOf(entry.customerId);
        const month = monthKeyOf(entry.at);
        months.set(month, (months.get(month) ?? 0) + entry.points);
        totals.set(entry.customerId, months);
      }
    },
    lifetimePoints: async (customerId) => lifetime(customerId),
    monthTop: async (month, limit) =>
      pointsIn(month)
        .filter(({ customerId }) => names.has(customerId))
        .sort((a, b) => b.points - a.points || (a.customerId < b.customerId ? -1 : 1))
        .slice(0, limit)
        .map(({ customerId, points }): MonthTopRow => ({
          customerId,
          name: names.get(customerId) ?? '',
          points,
          lifetimePoints: lifetime(customerId),
        })),
    positionOf: async (customerId, month) => {
      const points = monthsOf(customerId).get(month) ?? 0;
      if (points <= 0) return null;
      return { points, position: 1 + pointsIn(month).filter((other) => other.points > points).length };
    },
    months: async (limit) =>
      [...new Set([...totals.values()].flatMap((months) => [...months].filter(([, p]) => p > 0).map(([m]) => m)))]
        .sort()
        .reverse()
        .slice(0, limit),
  };
  return { store, entries };
};
