import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Customers: email unique and lower-case, only a password hash, consent times kept for habeas data (Ley 1581). */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    phone: text('phone'),
    referralCode: text('referral_code').notNull(),
    referredBy: text('referred_by').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    privacyConsentAt: at('privacy_consent_at').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    /** When and where marketing consent was last given or withdrawn (migration 0040; null when never given). */
    marketingConsentAt: at('marketing_consent_at'),
    marketingConsentSource: text('marketing_consent_source').$type<'sign-up' | 'account' | 'unknown'>(),
    createdAt: at('created_at').notNull(),
    /** Set once the customer opens the link mailed to their address; null until then. */
    emailVerifiedAt: at('email_verified_at'),
  },
  (t) => [
    uniqueIndex('customers_email_idx').on(t.email),
    uniqueIndex('customers_referral_code_idx').on(t.referralCode),
    // A referrer's friends, newest first (/sistema-referidos/).
    index('customers_referred_by_idx').on(t.referredBy, t.createdAt),
    // An operator's search (`fornido customers`, migration 0035): the start of the e-mail, a document, a phone.
    index('customers_email_search_idx').on(sql`${t.email} text_pattern_ops`),
    index('customers_document_number_idx').on(t.documentNumber),
    index('customers_phone_idx').on(t.phone),
    check('customers_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('customers_marketing_consent_source', sql`${t.marketingConsentSource} IN ('sign-up', 'account', 'unknown')`),
  ],
);

/** The customer a row belongs to; it goes when the customer's account goes. */
const ownerColumn = () =>
  text('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** Sessions by the SHA-256 of their token: the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: ownerColumn(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** The columns of a single-use token mailed to a customer: hashed, expiring, `used_at` making it single-use. */
const tokenColumns = () => ({
  tokenHash: text('token_hash').primaryKey(),
  customerId: ownerColumn(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Password-reset tokens. */
export const passwordResets = pgTable('password_resets', tokenColumns(), (t) => [
  index('password_resets_customer_idx').on(t.customerId),
]);

/** Email-verification tokens: opening one proves the customer owns the address (and claims its guest orders). */
export const emailVerifications = pgTable('email_verifications', tokenColumns(), (t) => [
  index('email_verifications_customer_idx').on(t.customerId),
]);

/** Delivery addresses; at most one default per customer, enforced by a partial unique index. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    customerId: ownerColumn(),
    label: text('label').notNull(),
    recipient: text('recipient').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull(),
    departmentCode: text('department_code').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull(),
    isDefault: boolean('is_default').notNull(),
    /** Insertion order: "oldest first" without depending on clock resolution. */
    seq: serial('seq').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.seq),
    uniqueIndex('addresses_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** One row per signed-in customer's cart: its version (optimistic concurrency) and the key of the last merged browser cart. */
export const carts = pgTable('carts', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  mergeKey: text('merge_key'),
  updatedAt: at('updated_at').notNull(),
});

/** The lines of a saved cart; `position` keeps the shopper's order. */
export const cartLines = pgTable(
  'cart_lines',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => carts.customerId, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.sku] }),
    check('cart_lines_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

/** Fixed-window attempt counters shared by every server process (sign-in, sign-up, password reset). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});
