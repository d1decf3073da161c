import type { TaxRate } from '../catalog/product';
import type { LineProduct } from '../cart/ports';
import type { ShippingMethod } from '../cart/shipping-cost';
import type { OrderBreakdown } from '../cart/totals';
import type { DocumentType } from '../people/documents';
import type { PaymentMethodId } from '../payments/methods';
import type { PaymentAttempt } from '../payments/attempt';
import type { CalendarDate } from '../shared/calendar-date';
import type { Pesos } from '../shared/money';
import type { OrderState } from './order-state';

/** One product line as it was sold: the catalogue's facts and price at the moment of the order. */
export type OrderLine = LineProduct & {
  readonly quantity: number;
  readonly unitPrice: Pesos;
  readonly compareAt: Pesos | null;
  readonly taxRate: TaxRate;
  /** unitPrice × quantity, IVA included, and its split. */
  readonly gross: Pesos;
  readonly base: Pesos;
  readonly iva: Pesos;
  readonly weightGrams: number;
};

/** Who bought and where the parcel goes, as written at checkout. */
export type OrderBuyer = {
  readonly name: string;
  readonly email: string;
  readonly documentType: DocumentType;
  readonly documentNumber: string;
  readonly phone: string;
  readonly line1: string;
  readonly line2: string;
  readonly notes: string;
  readonly departmentCode: string;
  readonly departmentName: string;
  readonly municipalityCode: string;
  readonly municipalityName: string;
};

export type OrderShipping = {
  readonly method: ShippingMethod;
  /** What the carrier quoted, and what the shopper pays (0 when standard shipping is free). */
  readonly quote: Pesos;
  readonly charged: Pesos;
  /** The delivery estimate given at checkout, as Bogotá calendar dates. */
  readonly earliest: CalendarDate;
  readonly latest: CalendarDate;
  readonly tracking: string | null;
};

/** The figures of POLICY.md's order total, as charged. */
export type OrderTotals = {
  readonly subtotal: Pesos;
  readonly giftCredit: Pesos;
  readonly shipping: Pesos;
  readonly codSurcharge: Pesos;
  readonly total: Pesos;
  readonly tax: Pesos;
  readonly taxBase: Pesos;
  readonly savings: Pesos;
};

/** The figures an order keeps of its breakdown, as charged. */
export const orderTotals = (b: OrderBreakdown): OrderTotals => ({
  subtotal: b.subtotal,
  giftCredit: b.giftCredit,
  shipping: b.shipping,
  codSurcharge: b.codSurcharge,
  total: b.total,
  tax: b.tax,
  taxBase: b.taxBase,
  savings: b.savings,
});

export type Order = {
  readonly id: string;
  /** What shoppers and operators call it: FO-2026-000123. */
  readonly number: string;
  readonly customerId: string | null;
  /** Who referred the purchase (the account's referrer, or a guest's referral link): they earn its gift credit. */
  readonly referrerId: string | null;
  readonly state: OrderState;
  readonly placedAt: Date;
  /** When an unpaid order is cancelled and its stock released; null once paid, or for cash on delivery. */
  readonly expiresAt: Date | null;
  readonly buyer: OrderBuyer;
  readonly shipping: OrderShipping;
  readonly paymentMethod: PaymentMethodId;
  readonly lines: readonly OrderLine[];
  readonly totals: OrderTotals;
  readonly payments: readonly PaymentAttempt[];
};

/** The human order number: the year the order was placed in Bogotá and a store-wide sequence. */
export const orderNumber = (year: number, sequence: number): string =>
  `FO-${year}-${String(sequence).padStart(6, '0')}`;

/** Whether a text looks like an order number (as typed by an operator or in a link), case and spaces forgiven. */
export const parseOrderNumber = (raw: string): string | null => {
  const text = raw.trim().toUpperCase();
  return /^FO-\d{4}-\d{6,}$/.test(text) ? text : null;
};
