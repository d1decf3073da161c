import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The people who run the store, apart from the shoppers' accounts: e-mail lower-case and unique, a role, a password
 * hash and a second factor's secret once enrolled. */
export const operators = pgTable(
  'operators',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    pendingTotpSecret: text('pending_totp_secret'),
    /** The latest time step whose code was used: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    disabledAt: at('disabled_at'),
  },
  (t) => [
    uniqueIndex('operators_email_idx').on(t.email),
    check('operators_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('operators_role', sql`${t.role} in ('owner', 'manager', 'warehouse', 'support')`),
    check('operators_status', sql`${t.status} in ('invited', 'active', 'disabled')`),
  ],
);

const operatorColumn = () =>
  text('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });

/** Enrolment links, by the hash of their token; used once. */
export const operatorEnrolments = pgTable('operator_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: operatorColumn(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** One-time recovery codes, by hash. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  { operatorId: operatorColumn(), codeHash: text('code_hash').notNull(), usedAt: at('used_at') },
  (t) => [primaryKey({ columns: [t.operatorId, t.codeHash] })],
);

/** Console sessions, by the hash of their token; idle ones end (core/operators/operator-sessions.ts). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: operatorColumn(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Personal access tokens, by hash. */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    id: text('id').primaryKey(),
    operatorId: operatorColumn(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_tokens_hash_idx').on(t.tokenHash),
    index('operator_tokens_operator_idx').on(t.operatorId),
  ],
);

/** What operators did, newest last: who, when, what, and the values before and after. Kept when an operator goes. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull(),
    operatorId: text('operator_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('operator_audit_at_idx').on(t.at)],
);

export type OperatorRow = typeof operators.$inferSelect;
