import { desc, inArray } from 'drizzle-orm';
import { disagreementOf, type DisagreementLog } from '../../core/checkout/ports';
import type { PaymentState } from '../../core/payments/payment-state';
import type { Db } from './db';
import { paymentDisagreements } from './schema/index';

/** What reconciliations found, in SQL (migration 0039): one row per attempt still disagreeing, written in one
 * transaction per reconciliation, so two reconcilers at once (each took its own attempts) never undo each other. */
export const sqlDisagreementLog = (db: Db): DisagreementLog => ({
  note: async (settlements, at) => {
    if (settlements.length === 0) return;
    const agreeing = settlements.filter((s) => s.disagreement === null).map((s) => s.attemptId);
    const disagreeing = settlements.flatMap((s) => disagreementOf(s, at) ?? []);
    await db.transaction(async (tx) => {
      if (agreeing.length > 0)
        await tx.delete(paymentDisagreements).where(inArray(paymentDisagreements.attemptId, agreeing));
      for (const row of disagreeing)
        await tx
          .insert(paymentDisagreements)
          .values(row)
          .onConflictDoUpdate({ target: paymentDisagreements.attemptId, set: row });
    });
  },
  list: async (limit) =>
    (
      await db
        .select()
        .from(paymentDisagreements)
        .orderBy(desc(paymentDisagreements.seenAt), desc(paymentDisagreements.attemptId))
        .limit(limit)
    ).map((r) => ({ ...r, state: r.state as PaymentState })),
});
