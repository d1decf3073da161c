/** Why a customer's points moved: their own paid order, gift credit earned, either one reversed, an operator's
 * adjustment, or either one taken back in proportion to a return's refund (issue 34; recorded without an order, once
 * per refund). */
export type PointsReason =
  'order' | 'gift' | 'order-reversed' | 'gift-reversed' | 'adjustment' | 'order-returned' | 'gift-returned';

export const POINTS_REASONS: readonly PointsReason[] = [
  'order',
  'gift',
  'order-reversed',
  'gift-reversed',
  'adjustment',
  'order-returned',
  'gift-returned',
];

/** One movement of a customer's points (negative for a reversal), at an instant given by the caller. */
export type PointsEntry = {
  readonly customerId: string;
  readonly orderId: string | null;
  readonly reason: PointsReason;
  readonly points: number;
  readonly at: Date;
};

/** A customer of a month's top: their points that month, their name (the page shows only its alias) and their
 * lifetime points (for their level). */
export type MonthTopRow = {
  readonly customerId: string;
  readonly name: string;
  readonly points: number;
  readonly lifetimePoints: number;
};

/** Customers' loyalty points: every movement kept, with a total per customer and month (Bogotá) moved in the same
 * transaction, so the ranking reads a handful of rows however many points were recorded. */
export type LoyaltyStore = {
  /** Idempotent per (customer, reason, order): an entry already recorded is skipped; month totals move with each new row. */
  record(entries: readonly PointsEntry[]): Promise<void>;
  /** The sum of all of a customer's points (0 without any). */
  lifetimePoints(customerId: string): Promise<number>;
  /** The month's top `limit` by points (> 0), ties by customer id, with each customer's name and lifetime points. */
  monthTop(month: string, limit: number): Promise<readonly MonthTopRow[]>;
  /** A customer's points and position (1 + customers with more points) in the month; null with no points that month. */
  positionOf(customerId: string, month: string): Promise<{ position: number; points: number } | null>;
  /** Months that have points, newest first. */
  months(limit: number): Promise<readonly string[]>;
};
