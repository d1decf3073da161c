import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SingleUseTokenStore, TokenState } from '../../core/customers/ports';
import type { Db } from './db';
import type { emailVerifications, passwordResets } from './schema/index';

/** A table of single-use tokens (schema/accounts.ts: password resets, email verifications share their columns). */
export type TokenTable = typeof passwordResets | typeof emailVerifications;

/** A token's state read inside `db` (a transaction or the database). */
export const tokenStateOf = async (db: Db, table: TokenTable, tokenHash: string, now: Date): Promise<TokenState> => {
  const [row] = await db.select().from(table).where(eq(table.tokenHash, tokenHash));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  return row.expiresAt.getTime() <= now.getTime()
    ? { state: 'expired' }
    : { state: 'valid', customerId: row.customerId };
};

/** Uses a token inside `db`: one conditional UPDATE, so a token is used once even under concurrency. */
export const takeToken = async (db: Db, table: TokenTable, tokenHash: string, now: Date): Promise<TokenState> => {
  const [taken] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ customerId: table.customerId });
  return taken ? { state: 'valid', customerId: taken.customerId } : tokenStateOf(db, table, tokenHash, now);
};

/** Marks every unused token of a customer in `table` used. */
export const invalidateTokensOf = async (db: Db, table: TokenTable, customerId: string, now: Date): Promise<void> => {
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.customerId, customerId), isNull(table.usedAt)));
};

/** Single-use tokens in one SQL table. */
export const sqlSingleUseTokenStore = (db: Db, table: TokenTable): SingleUseTokenStore => ({
  create: async (token) => {
    await db.insert(table).values(token);
  },
  inspect: (tokenHash, now) => tokenStateOf(db, table, tokenHash, now),
  take: (tokenHash, now) => takeToken(db, table, tokenHash, now),
  invalidateAllOf: (customerId, now) => invalidateTokensOf(db, table, customerId, now),
});
