import type { TaxRate } from '../catalog/product';
import type { OrderLine, OrderTotals } from '../orders/order';
import type { OrderState } from '../orders/order-state';
import type { PaymentMethodId } from '../payments/methods';

/** A line of a sale: what the report adds up, with the IVA split it was sold with (never split again). */
export type SaleLine = Pick<OrderLine, 'category' | 'quantity' | 'gross' | 'base' | 'iva'> & {
  readonly taxRate: TaxRate;
};

/** An order that counts as a sale, as the reports read it. */
export type Sale = {
  readonly number: string;
  readonly placedAt: Date;
  readonly paymentMethod: PaymentMethodId;
  readonly city: { readonly code: string; readonly name: string; readonly department: string };
  readonly totals: Pick<OrderTotals, 'subtotal' | 'giftCredit' | 'shipping' | 'codSurcharge' | 'total'>;
  readonly lines: readonly SaleLine[];
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
