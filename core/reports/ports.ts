import type { Order } from '../orders/order';
import type { OrderState } from '../orders/order-state';

/** An order that counts as a sale, as the reports read it: its lines keep the IVA split they were sold with (never
 * split again). */
export type Sale = Pick<Order, 'number' | 'placedAt' | 'paymentMethod' | 'totals' | 'lines'> & {
  readonly city: { readonly code: string; readonly name: string; readonly department: string };
};

/** The orders the reports count. */
export type SalesLedger = {
  /** The orders in one of `states` placed from `from` (included) to `to` (excluded), oldest first, with their lines in
   * checkout order. */
  salesBetween(query: {
    readonly from: Date;
    readonly to: Date;
    readonly states: readonly OrderState[];
  }): Promise<readonly Sale[]>;
};

/** What waits for an operator, counted for the console's Inicio. */
export type Backlog = {
  /** How many orders are in each of `states` now (0 for a state with none). */
  countOrders(states: readonly OrderState[]): Promise<ReadonlyMap<OrderState, number>>;
  /** How many payment attempts are flagged for an operator: money approved for an order that could not take it, or an
   * amount other than the attempt's (core/checkout/confirm-payment.ts). */
  countFlaggedPayments(): Promise<number>;
};
