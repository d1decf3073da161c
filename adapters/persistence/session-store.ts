import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { SessionStore } from '../../core/customers/ports';
import type { Db } from './db';
import { sessions } from './schema/index';

/** Sessions in SQL, by token hash. */
export const sqlSessionStore = (db: Db): SessionStore => ({
  create: async (session) => {
    // Expired sessions of the customer go when a new one starts, so the table does not grow forever.
    await db
      .delete(sessions)
      .where(and(eq(sessions.customerId, session.customerId), lte(sessions.expiresAt, session.createdAt)));
    await db.insert(sessions).values(session);
  },

  findValid: async (tokenHash, now) => {
    const [row] = await db
      .select({ customerId: sessions.customerId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    return row ?? null;
  },

  delete: async (tokenHash) => {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  },

  deleteAllOf: async (customerId, exceptTokenHash) => {
    const ofCustomer = eq(sessions.customerId, customerId);
    await db
      .delete(sessions)
      .where(exceptTokenHash ? and(ofCustomer, ne(sessions.tokenHash, exceptTokenHash)) : ofCustomer);
  },
});
