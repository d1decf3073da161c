import { asc, inArray, type SQL } from 'drizzle-orm';
import type { TaxRate } from '../../core/catalog/product';
import type { ShippingMethod } from '../../core/cart/shipping-cost';
import type { DocumentType } from '../../core/people/documents';
import type { Order, OrderLine, OrderTotals } from '../../core/orders/order';
import type { PaymentAttempt } from '../../core/payments/attempt';
import type { OrderState } from '../../core/orders/order-state';
import type { AuditEntry, NewOrder } from '../../core/orders/ports';
import type { PaymentMethodId } from '../../core/payments/methods';
import type { PaymentState } from '../../core/payments/payment-state';
import type { CalendarDate } from '../../core/shared/calendar-date';
import { pesos } from '../../core/shared/money';
import type { Db } from './db';
import { type orderAudit, orderLines, orders, paymentAttempts } from './schema/index';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;
type AuditRow = typeof orderAudit.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name a row: ids come from links and webhooks, and PostgreSQL throws on a malformed uuid. */
export const isUuid = (id: string): boolean => UUID.test(id);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A calendar date as PostgreSQL's `date` text (YYYY-MM-DD). */
export const dateText = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;

const calendarDate = (text: string): CalendarDate => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year, month: month, day: day };
};

/** The `orders` row of a new order. */
export const orderRow = (order: NewOrder, number: string, idempotencyKey: string): typeof orders.$inferInsert => {
  const { buyer: b, shipping: s, totals: t } = order;
  return {
    number,
    customerId: order.customerId,
    referrerId: order.referrerId,
    state: order.state,
    placedAt: order.placedAt,
    expiresAt: order.expiresAt,
    buyerName: b.name,
    buyerEmail: b.email,
    documentType: b.documentType,
    documentNumber: b.documentNumber,
    phone: b.phone,
    line1: b.line1,
    line2: b.line2,
    notes: b.notes,
    departmentCode: b.departmentCode,
    departmentName: b.departmentName,
    municipalityCode: b.municipalityCode,
    municipalityName: b.municipalityName,
    shippingMethod: s.method,
    shippingQuote: s.quote,
    shippingCharged: s.charged,
    deliveryEarliest: dateText(s.earliest),
    deliveryLatest: dateText(s.latest),
    tracking: s.tracking,
    paymentMethod: order.paymentMethod,
    subtotal: t.subtotal,
    giftCredit: t.giftCredit,
    shipping: t.shipping,
    codSurcharge: t.codSurcharge,
    total: t.total,
    tax: t.tax,
    taxBase: t.taxBase,
    savings: t.savings,
    idempotencyKey,
    placedBy: order.placedBy,
    clientIp: order.clientIp,
  };
};

/** A stored order line in the core's words. */
export const toLine = ({ orderId: _o, position: _p, ...r }: LineRow): OrderLine => ({
  ...r,
  unitPrice: pesos(r.unitPrice),
  compareAt: r.compareAt === null ? null : pesos(r.compareAt),
  taxRate: r.taxRate as TaxRate,
  gross: pesos(r.gross),
  base: pesos(r.base),
  iva: pesos(r.iva),
  image: r.image ?? null,
});

/** A stored payment attempt in the core's words. */
export const toAttempt = (r: AttemptRow): PaymentAttempt => ({
  id: r.id,
  method: r.method as PaymentMethodId,
  provider: r.provider,
  state: r.state as PaymentState,
  amount: pesos(r.amount),
  reference: r.reference,
  action: r.action ?? null,
  expiresAt: r.expiresAt,
  reason: r.reason,
  message: r.message,
  providerMessageId: r.providerMessageId,
  flagged: r.flagged,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** A stored audit entry in the core's words. */
export const toAudit = (r: AuditRow): AuditEntry => ({
  actor: r.actor,
  action: r.action,
  at: r.at,
  before: r.before as OrderState,
  after: r.after as OrderState,
  detail: r.detail,
});

/** A stored order's figures in the core's words. */
export const toTotals = (r: OrderRow): OrderTotals => ({
  subtotal: pesos(r.subtotal),
  giftCredit: pesos(r.giftCredit),
  shipping: pesos(r.shipping),
  codSurcharge: pesos(r.codSurcharge),
  total: pesos(r.total),
  tax: pesos(r.tax),
  taxBase: pesos(r.taxBase),
  savings: pesos(r.savings),
});

const toOrder = (r: OrderRow, lines: readonly LineRow[], attempts: readonly AttemptRow[]): Order => ({
  id: r.id,
  number: r.number,
  customerId: r.customerId,
  referrerId: r.referrerId,
  state: r.state as OrderState,
  placedAt: r.placedAt,
  expiresAt: r.expiresAt,
  buyer: {
    name: r.buyerName,
    email: r.buyerEmail,
    documentType: r.documentType as DocumentType,
    documentNumber: r.documentNumber,
    phone: r.phone,
    line1: r.line1,
    line2: r.line2,
    notes: r.notes,
    departmentCode: r.departmentCode,
    departmentName: r.departmentName,
    municipalityCode: r.municipalityCode,
    municipalityName: r.municipalityName,
  },
  shipping: {
    method: r.shippingMethod as ShippingMethod,
    quote: pesos(r.shippingQuote),
    charged: pesos(r.shippingCharged),
    earliest: calendarDate(r.deliveryEarliest),
    latest: calendarDate(r.deliveryLatest),
    tracking: r.tracking,
  },
  paymentMethod: r.paymentMethod as PaymentMethodId,
  lines: lines.map(toLine),
  totals: toTotals(r),
  payments: attempts.map(toAttempt),
});

/** Rows by the order they belong to, each order's in the order given. */
export const groupBy = <R extends { orderId: string }>(rows: readonly R[]) => {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.orderId, [...(groups.get(row.orderId) ?? []), row]);
  return groups;
};

/** The orders a WHERE selects, in the given order, each with its lines and payment attempts (three queries in all). */
export const readOrders = async (
  db: Db,
  where: SQL | undefined,
  orderBy: readonly SQL[],
  limit: number,
): Promise<Order[]> => {
  const heads = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  if (heads.length === 0) return [];
  const ids = heads.map((h) => h.id);
  const lines = groupBy(
    await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
  );
  const attempts = groupBy(
    await db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderId, ids))
      .orderBy(asc(paymentAttempts.seq)),
  );
  return heads.map((h) => toOrder(h, lines.get(h.id) ?? [], attempts.get(h.id) ?? []));
};
