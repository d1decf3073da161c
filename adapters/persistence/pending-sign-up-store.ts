import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Email } from '../../core/people/email';
import type { PendingSignUpStore, PendingState } from '../../core/customers/ports';
import type { Db } from './db';
import { insertCustomer } from './customer-store';
import { claimGuestOrdersIn } from './order-claims';
import { pendingSignUps } from './schema/index';

// Expired sign-ups are kept a week (their links still say "venció"), then go with the next sign-up.
const KEEP_EXPIRED_MS = 7 * 86_400_000;

const stateOf = async (db: Db, tokenHash: string, now: Date): Promise<PendingState> => {
  const [row] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.tokenHash, tokenHash));
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  const { usedAt: _used, ...pending } = row;
  return { state: 'valid', pending: { ...pending, email: pending.email as Email } };
};

/** Pending sign-ups in SQL; `activate` is one transaction: the row locked while valid (so a token is used once), the
 * customer inserted (a unique email or referral code refused without changing anything), the token used, the guest
 * orders of the email claimed with their events. */
export const sqlPendingSignUpStore = (db: Db): PendingSignUpStore => ({
  save: async (pending) => {
    await db
      .delete(pendingSignUps)
      .where(lt(pendingSignUps.expiresAt, new Date(pending.createdAt.getTime() - KEEP_EXPIRED_MS)));
    await db
      .insert(pendingSignUps)
      .values(pending)
      .onConflictDoUpdate({
        target: pendingSignUps.email,
        set: {
          tokenHash: sql`excluded.token_hash`,
          name: sql`excluded.name`,
          passwordHash: sql`excluded.password_hash`,
          privacyConsentAt: sql`excluded.privacy_consent_at`,
          marketingConsent: sql`excluded.marketing_consent`,
          referralCode: sql`excluded.referral_code`,
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
          usedAt: null,
        },
      });
  },

  inspect: (tokenHash, now) => stateOf(db, tokenHash, now),

  activate: (tokenHash, customer, now) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ email: pendingSignUps.email })
        .from(pendingSignUps)
        .where(
          and(
            eq(pendingSignUps.tokenHash, tokenHash),
            isNull(pendingSignUps.usedAt),
            gt(pendingSignUps.expiresAt, now),
          ),
        )
        .for('update');
      if (!row) {
        const state = await stateOf(tx, tokenHash, now);
        // Valid here means it became valid between the two reads, which a token never does: read as used.
        return state.state === 'valid' ? { state: 'used' as const } : state;
      }
      const created = await insertCustomer(tx, customer);
      if (!created.ok) return { state: 'conflict' as const, conflict: created.conflict };
      await tx.update(pendingSignUps).set({ usedAt: now }).where(eq(pendingSignUps.tokenHash, tokenHash));
      const claimedOrders = await claimGuestOrdersIn(tx, { customerId: customer.id, email: customer.email, at: now });
      return { state: 'valid' as const, claimedOrders };
    }),
});
