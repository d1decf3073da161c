import type { OrderState } from '../orders/order-state';
import type { PaymentMethodId } from '../payments/methods';
import { bogotaDateOf } from '../shared/bogota-time';
import { addDays, daysInMonth, formatCalendarDate } from '../shared/calendar-date';
import { sum, type Pesos } from '../shared/money';
import type { Sale } from './ports';
import {
  addLines,
  byCategory,
  groupSales,
  ivaByRate,
  NO_SALES,
  type IvaRateLine,
  type SalesFigures,
} from './sales-figures';

/** The states in which an order is a sale: paid, or on its way to the shopper (not pending, cancelled, expired, reversed,
 * nor a cash-on-delivery order still only confirmed). */
export const SALE_STATES: readonly OrderState[] = ['paid', 'preparing', 'shipped', 'delivered'];

/** What the month's orders charged besides the products: shipping and the cash-on-delivery surcharge, less the gift
 * credit applied; `charged` is what the shoppers paid in all (revenue − giftCredit + shipping + codSurcharge). */
export type ChargedFigures = {
  readonly shipping: Pesos;
  readonly codSurcharge: Pesos;
  readonly giftCredit: Pesos;
  readonly charged: Pesos;
};

/** A month's sales, by Bogotá day, payment method, product category and city, with its IVA summary per rate. */
export type SalesReport = {
  readonly month: string;
  readonly total: SalesFigures & ChargedFigures;
  /** Every day of the month, in order, days without sales included. */
  readonly days: readonly (SalesFigures & { readonly date: string })[];
  readonly methods: readonly (SalesFigures & { readonly method: PaymentMethodId })[];
  readonly categories: readonly (SalesFigures & { readonly category: string })[];
  readonly cities: readonly (SalesFigures & {
    readonly code: string;
    readonly city: string;
    readonly department: string;
  })[];
  readonly ivaRates: readonly IvaRateLine[];
};

const byRevenue = <T extends SalesFigures>(rows: T[]): T[] => rows.sort((a, b) => b.revenue - a.revenue);

/** Adds up the sales of a month (`YYYY-MM`), each counted on its Bogotá placement day; every group adds back up to the
 * month's total (categories in units and money: an order spans several). */
export const salesReport = (month: string, sales: readonly Sale[]): SalesReport => {
  const [year, monthNumber] = month.split('-').map(Number);
  const first = { year, month: monthNumber, day: 1 };
  const perDay = groupSales(sales, (s) => formatCalendarDate(bogotaDateOf(s.placedAt)));
  const days = Array.from({ length: daysInMonth(year, monthNumber) }, (_, i) => {
    const date = formatCalendarDate(addDays(first, i));
    return { date, ...(perDay.get(date) ?? NO_SALES) };
  });
  const cities = new Map(sales.map((s) => [s.city.code, s.city]));
  const money = (pick: (s: Sale) => Pesos) => sum(sales.map(pick));
  const products = sales.reduce((f, s) => addLines(f, s.lines, true), NO_SALES);
  return {
    month,
    total: {
      ...products,
      shipping: money((s) => s.totals.shipping),
      codSurcharge: money((s) => s.totals.codSurcharge),
      giftCredit: money((s) => s.totals.giftCredit),
      charged: money((s) => s.totals.total),
    },
    days,
    methods: byRevenue(
      [...groupSales(sales, (s) => s.paymentMethod)].map(([m, f]) => ({ method: m as PaymentMethodId, ...f })),
    ),
    categories: byRevenue([...byCategory(sales)].map(([category, f]) => ({ category, ...f }))),
    cities: byRevenue(
      [...groupSales(sales, (s) => s.city.code)].map(([code, f]) => {
        const c = cities.get(code)!;
        return { code, city: c.name, department: c.department, ...f };
      }),
    ),
    ivaRates: ivaByRate(sales),
  };
};
