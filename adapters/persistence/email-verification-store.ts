import { eq, sql } from 'drizzle-orm';
import type { EmailVerificationStore } from '../../core/customers/ports';
import type { Db } from './db';
import { claimGuestOrdersIn } from './order-claims';
import { customers, emailVerifications } from './schema/index';
import { invalidateTokensOf, sqlSingleUseTokenStore, takeToken } from './single-use-token-store';

/** Email-verification tokens in SQL; `confirm` is one transaction: the token used (a conditional UPDATE, so once),
 * the email marked verified, the customer's other links used up, the guest orders of the email claimed with their
 * events. Anything failing rolls all of it back. */
export const sqlEmailVerificationStore = (db: Db): EmailVerificationStore => ({
  ...sqlSingleUseTokenStore(db, emailVerifications),

  confirm: (tokenHash, email, now) =>
    db.transaction(async (tx) => {
      const taken = await takeToken(tx, emailVerifications, tokenHash, now);
      if (taken.state !== 'valid') return taken;
      const { customerId } = taken;
      // The first verification's time stays: a second link (sent before the first was opened) changes nothing.
      await tx
        .update(customers)
        .set({ emailVerifiedAt: sql`COALESCE(${customers.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(customers.id, customerId));
      await invalidateTokensOf(tx, emailVerifications, customerId, now);
      const claimedOrders = await claimGuestOrdersIn(tx, { customerId, email, at: now });
      return { state: 'valid' as const, customerId, claimedOrders };
    }),
});
