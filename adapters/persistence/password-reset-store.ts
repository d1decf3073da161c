import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordResetStore, ResetTokenState } from '../../core/customers/ports';
import type { Db } from './db';
import { passwordResets } from './schema/index';

const stateOf = async (db: Db, tokenHash: string, now: Date): Promise<ResetTokenState> => {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  return row.expiresAt.getTime() <= now.getTime()
    ? { state: 'expired' }
    : { state: 'valid', customerId: row.customerId };
};

/** Password-reset tokens in SQL; `take` is one conditional UPDATE, so a token is used once even under concurrency. */
export const sqlPasswordResetStore = (db: Db): PasswordResetStore => ({
  create: async (reset) => {
    await db.insert(passwordResets).values(reset);
  },

  inspect: (tokenHash, now) => stateOf(db, tokenHash, now),

  take: async (tokenHash, now) => {
    const [taken] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
      )
      .returning({ customerId: passwordResets.customerId });
    return taken ? { state: 'valid', customerId: taken.customerId } : stateOf(db, tokenHash, now);
  },

  invalidateAllOf: async (customerId, now) => {
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
  },
});
