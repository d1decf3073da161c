import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { LeadEntry, LeadInbox, LeadState } from '../../core/leads/lead-inbox';
import type { Db } from './db';
import { toLead } from './lead-store';
import { leadReplies, leads } from './schema/index';

type Row = typeof leads.$inferSelect;

/** The leads with their state and replies, in SQL. */
export const sqlLeadInbox = (db: Db): LeadInbox => {
  const withReplies = async (rows: readonly Row[]): Promise<LeadEntry[]> => {
    const ids = rows.map((r) => r.id);
    const replies = ids.length
      ? await db.select().from(leadReplies).where(inArray(leadReplies.leadId, ids)).orderBy(asc(leadReplies.id))
      : [];
    return rows.map((r) => ({
      ...toLead(r),
      state: r.state as LeadState,
      replies: replies.filter((p) => p.leadId === r.id).map(({ at, actor, body }) => ({ at, actor, body })),
    }));
  };
  return {
    list: async ({ state, limit }) =>
      withReplies(
        await db
          .select()
          .from(leads)
          .where(state ? eq(leads.state, state) : undefined)
          .orderBy(desc(leads.id))
          .limit(limit),
      ),
    find: async (id) => (await withReplies(await db.select().from(leads).where(eq(leads.id, id))))[0] ?? null,
    recordReply: (id, reply) =>
      db.transaction(async (tx) => {
        await tx.insert(leadReplies).values({ leadId: id, ...reply });
        await tx.update(leads).set({ state: 'answered' }).where(eq(leads.id, id));
      }),
    setState: async (id, state) => {
      await db.update(leads).set({ state }).where(eq(leads.id, id));
    },
  };
};
