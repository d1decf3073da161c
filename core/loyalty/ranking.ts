import type { StorePolicy } from '../policy/store-policy';
import { bogotaDateOf, type Instant } from '../shared/bogota-time';
import { levelOf } from './levels';
import type { LevelName } from '../policy/level-names';

/** A month as 'YYYY-MM'. */
export type MonthKey = string;

/** Points a customer earned at an instant (negative when a paid order is reversed). */
export type PointsEvent = { readonly customerId: string; readonly points: number; readonly at: Instant };

export type RankedCustomer = {
  readonly customerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly lifetimePoints: number;
};

export type RankingRow = {
  /** Shared by customers with the same points (1, 2, 2, 4). */
  readonly position: number;
  readonly customerId: string;
  readonly alias: string;
  readonly level: LevelName;
  readonly points: number;
};

/** The month of an instant in Bogotá time (UTC−5 all year), e.g. '2026-03': the ranking's "current month". */
export const monthKeyOf = (instant: Instant): MonthKey => {
  const { year, month } = bogotaDateOf(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
};

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** A public alias that does not expose the full name: first given name and the initial of the surname, "Camila R.". */
export const publicAlias = (firstName: string, lastName: string): string => {
  const given = firstName.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  const initial = lastName.normalize('NFC').trim().charAt(0).toUpperCase();
  if (given === '') return initial === '' ? 'Cliente' : `Cliente ${initial}.`;
  return initial === '' ? capitalise(given) : `${capitalise(given)} ${initial}.`;
};

/** The public alias of a full name as the customer wrote it ("Camila Andrea Rodríguez" → "Camila R."): the first
 * word is the given name, the last one the surname. */
export const aliasOfName = (fullName: string): string => {
  const words = fullName.normalize('NFC').trim().split(/\s+/);
  return publicAlias(words[0] ?? '', words.length > 1 ? (words[words.length - 1] ?? '') : '');
};

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month key as a URL gives it ('2026-11'), or null when it is not one. */
export const parseMonthKey = (text: string): MonthKey | null => (MONTH_KEY.test(text) ? text : null);

/** A month's total of one customer, as the ranking is built from. */
export type MonthTotal = {
  readonly customerId: string;
  readonly alias: string;
  readonly lifetimePoints: number;
  readonly points: number;
};

/** Ranks month totals: positive ones only, most points first (ties by customer id), at most RANKING_SIZE, ties
 * sharing a position (1, 2, 2, 4), each with the level of the customer's lifetime points. */
export const rankTotals = (
  totals: readonly MonthTotal[],
  policy: Pick<StorePolicy, 'rankingSize' | 'loyaltyLevelPoints'>,
): readonly RankingRow[] => {
  const ranked = totals
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || (a.customerId < b.customerId ? -1 : 1))
    .slice(0, policy.rankingSize);
  return ranked.map(({ customerId, alias, lifetimePoints, points }) => ({
    position: ranked.findIndex((other) => other.points === points) + 1,
    customerId,
    alias,
    level: levelOf(lifetimePoints, policy).name,
    points,
  }));
};

/** The ranking table of a month: customers with the most points earned in that month (Bogotá time), at most
 * RANKING_SIZE, ties sharing a position; customers with no positive points that month are left out. */
export const rankMonth = (
  month: MonthKey,
  events: readonly PointsEvent[],
  customers: readonly RankedCustomer[],
  policy: Pick<StorePolicy, 'rankingSize' | 'loyaltyLevelPoints'>,
): readonly RankingRow[] => {
  const totals = new Map<string, number>();
  for (const event of events) {
    if (monthKeyOf(event.at) === month)
      totals.set(event.customerId, (totals.get(event.customerId) ?? 0) + event.points);
  }
  return rankTotals(
    customers.map((customer) => ({
      customerId: customer.customerId,
      alias: publicAlias(customer.firstName, customer.lastName),
      lifetimePoints: customer.lifetimePoints,
      points: totals.get(customer.customerId) ?? 0,
    })),
    policy,
  );
};
