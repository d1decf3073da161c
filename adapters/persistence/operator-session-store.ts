import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AccessTokenStore, OperatorAudit, OperatorSessionStore } from '../../core/operators/ports';
import type { Db } from './db';
import { operatorAudit, operatorSessions, operatorTokens } from './schema/index';

/** Console sessions in SQL: a request touches its session, and one idle too long is gone for good. */
export const sqlOperatorSessionStore = (db: Db): OperatorSessionStore => ({
  create: async ({ tokenHash, operatorId, at }) => {
    await db.insert(operatorSessions).values({ tokenHash, operatorId, createdAt: at, lastSeenAt: at });
  },
  touch: async (tokenHash, now, idleSince) => {
    // One statement checks the idle time and marks the session seen: no window between the two.
    const [row] = await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(operatorSessions.tokenHash, tokenHash), gt(operatorSessions.lastSeenAt, idleSince)))
      .returning({ operatorId: operatorSessions.operatorId });
    if (!row) await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
    return row?.operatorId ?? null;
  },
  end: async (tokenHash) => {
    await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
  },
  endAllOf: async (operatorId, except) =>
    (
      await db
        .delete(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            except === undefined ? undefined : ne(operatorSessions.tokenHash, except),
          ),
        )
        .returning()
    ).length,
});

/** Personal access tokens in SQL. */
export const sqlAccessTokenStore = (db: Db): AccessTokenStore => ({
  create: async (token) => {
    await db.insert(operatorTokens).values(token);
  },
  listOf: (operatorId) =>
    db
      .select({
        id: operatorTokens.id,
        name: operatorTokens.name,
        createdAt: operatorTokens.createdAt,
        lastUsedAt: operatorTokens.lastUsedAt,
        revokedAt: operatorTokens.revokedAt,
      })
      .from(operatorTokens)
      .where(eq(operatorTokens.operatorId, operatorId))
      .orderBy(desc(operatorTokens.createdAt)),
  use: async (tokenHash, now) => {
    const [row] = await db
      .update(operatorTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(operatorTokens.tokenHash, tokenHash), isNull(operatorTokens.revokedAt)))
      .returning({ id: operatorTokens.id, operatorId: operatorTokens.operatorId });
    return row ?? null;
  },
  revoke: async (operatorId, id, now) => {
    const revoked = await db
      .update(operatorTokens)
      .set({ revokedAt: now })
      .where(
        and(eq(operatorTokens.id, id), eq(operatorTokens.operatorId, operatorId), isNull(operatorTokens.revokedAt)),
      )
      .returning({ id: operatorTokens.id });
    return revoked.length === 1;
  },
});

/** The operators' audit in SQL. */
export const sqlOperatorAudit = (db: Db): OperatorAudit => ({
  record: async (entry) => {
    await db.insert(operatorAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
  },
  latest: async (limit) =>
    (await db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(limit)).map((row) => ({
      ...row,
      before: row.before ?? undefined,
      after: row.after ?? undefined,
    })),
});
