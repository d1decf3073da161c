import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { OrderLine } from '../../../core/orders/order';
import { ORDER_STATES } from '../../../core/orders/order-state';
import { customers } from './accounts';

export const at = (name: string) => timestamp(name, { withTimezone: true });
export const money = (name: string) => integer(name).notNull();
export const notNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

/** The store-wide sequence behind order numbers (FO-2026-000123); numbers are never reused, gaps are fine. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

/** Orders as placed: buyer, delivery and totals copied at checkout, so later catalogue changes never rewrite them. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    state: text('state').notNull(),
    placedAt: at('placed_at').notNull(),
    expiresAt: at('expires_at'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    notes: text('notes').notNull(),
    departmentCode: text('department_code').notNull(),
    departmentName: text('department_name').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    municipalityName: text('municipality_name').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingQuote: money('shipping_quote'),
    shippingCharged: money('shipping_charged'),
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }).notNull(),
    deliveryLatest: date('delivery_latest', { mode: 'string' }).notNull(),
    tracking: text('tracking'),
    paymentMethod: text('payment_method').notNull(),
    subtotal: money('subtotal'),
    giftCredit: money('gift_credit'),
    shipping: money('shipping'),
    codSurcharge: money('cod_surcharge'),
    total: money('total'),
    tax: money('tax'),
    taxBase: money('tax_base'),
    savings: money('savings'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who may replay the idempotency key: `customer:<id>`, or `guest:<hash of the request>`. */
    placedBy: text('placed_by').notNull().default(''),
    /** The client's address key (an IPv4 address, or an IPv6 /64), for the cap on open unpaid orders per address. */
    clientIp: text('client_ip'),
    /** Who referred this purchase (the account's referrer, or the guest's referral link): they earn its gift credit. */
    referrerId: text('referrer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_expiry_idx').on(t.state, t.expiresAt),
    index('orders_customer_idx').on(t.customerId, t.placedAt),
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_referrer_idx')
      .on(t.referrerId)
      .where(sql`${t.referrerId} IS NOT NULL`),
    // The caps on open unpaid orders count by buyer and by address among the few orders still open.
    index('orders_open_email_idx')
      .on(t.buyerEmail)
      .where(sql`${t.state} IN ('pending_payment', 'confirmed')`),
    index('orders_open_document_idx')
      .on(t.documentNumber)
      .where(sql`${t.state} IN ('pending_payment', 'confirmed')`),
    index('orders_open_phone_idx')
      .on(t.phone)
      .where(sql`${t.state} IN ('pending_payment', 'confirmed')`),
    index('orders_open_ip_idx')
      .on(t.clientIp)
      .where(sql`${t.state} IN ('pending_payment', 'confirmed')`),
    // An operator's search over every order (`fornido orders list --search`, migration 0035): the start of the e-mail,
    // a document, a phone.
    index('orders_buyer_email_search_idx').on(sql`lower(${t.buyerEmail}) text_pattern_ops`),
    index('orders_document_number_idx').on(t.documentNumber),
    index('orders_phone_idx').on(t.phone),
    oneOf('orders_state_known', t.state, ORDER_STATES),
    notNegative('orders_shipping_quote_not_negative', t.shippingQuote),
    notNegative('orders_shipping_charged_not_negative', t.shippingCharged),
    notNegative('orders_subtotal_not_negative', t.subtotal),
    notNegative('orders_gift_credit_not_negative', t.giftCredit),
    notNegative('orders_shipping_not_negative', t.shipping),
    notNegative('orders_cod_surcharge_not_negative', t.codSurcharge),
    notNegative('orders_total_not_negative', t.total),
    notNegative('orders_tax_not_negative', t.tax),
    notNegative('orders_tax_base_not_negative', t.taxBase),
    notNegative('orders_savings_not_negative', t.savings),
  ],
);

/** The lines of an order as sold; `position` keeps the checkout's order. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    productSlug: text('product_slug').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    size: text('size').notNull(),
    flavour: text('flavour'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price'),
    compareAt: integer('compare_at'),
    taxRate: numeric('tax_rate', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    gross: money('gross'),
    base: money('base'),
    iva: money('iva'),
    weightGrams: integer('weight_grams').notNull(),
    image: jsonb('image').$type<OrderLine['image']>(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    notNegative('order_lines_unit_price_not_negative', t.unitPrice),
    notNegative('order_lines_gross_not_negative', t.gross),
    notNegative('order_lines_base_not_negative', t.base),
    notNegative('order_lines_iva_not_negative', t.iva),
    check('order_lines_tax_rate_known', sql`${t.taxRate} IN (0, 0.05, 0.19)`),
  ],
);

/** Append-only log of who moved an order and when (operators, expiry, payments, the shopper). */
export const orderAudit = pgTable(
  'order_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    at: at('at').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    detail: text('detail'),
  },
  (t) => [
    index('order_audit_order_idx').on(t.orderId, t.id),
    // The console's Registro, newest first (migration 0040).
    index('order_audit_at_idx').on(t.at, t.id),
  ],
);
