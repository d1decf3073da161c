import { and, asc, count, desc, eq, inArray, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import type { NewInvoice, InvoiceStore, InvoiceOutcome } from '../../core/invoicing/ports';
import type { Db } from './db';
import { recordHappening } from './order-happenings';
import { isUuid } from './order-rows';
import { retryingDeadlocks } from './order-stock';
import { takeNumber, toInvoice, type InvoiceRow } from './invoice-rows';
import { invoices } from './schema/index';

/** The document already recorded for what `doc` records: the order's invoice, or the refund's credit note. */
const recordedFor = async (tx: Db, doc: NewInvoice): Promise<InvoiceRow | null> => {
  const where =
    doc.kind === 'invoice'
      ? and(eq(invoices.orderId, doc.orderId), eq(invoices.kind, 'invoice'))
      : eq(invoices.refundId, doc.refundId ?? '');
  return (await tx.select().from(invoices).where(where).limit(1))[0] ?? null;
};

/** What a settled attempt writes. */
const settlement = (outcome: InvoiceOutcome): Partial<typeof invoices.$inferInsert> => {
  switch (outcome.kind) {
    case 'accepted':
      return {
        state: 'accepted',
        acceptedAt: outcome.at,
        response: outcome.response,
        nextAttemptAt: null,
        lastError: null,
      };
    case 'refused':
      return {
        state: 'refused',
        rules: outcome.rules,
        response: outcome.response,
        nextAttemptAt: null,
        lastError: outcome.rules
          .map((r) => `${r.code}: ${r.message}`)
          .join('; ')
          .slice(0, 2000),
      };
    case 'failed':
      return { lastError: outcome.error, nextAttemptAt: outcome.retryAt };
  }
};

/**
 * Invoices and credit notes in SQL. A document is recorded and numbered in one transaction (invoice-rows.ts'
 * takeNumber locks its numbering's row), unique indexes keep one invoice per order, one credit note per refund and each
 * number once; senders claim due documents with FOR UPDATE SKIP LOCKED, pushing their due time to the end of a lease,
 * so several may run at once and none holds a transaction while the tax authority answers.
 */
export const sqlInvoiceStore = (db: Db): InvoiceStore => {
  const one = async (where: SQL | undefined) =>
    (await db.select().from(invoices).where(where).limit(1)).map(toInvoice)[0] ?? null;
  const readAll = (rows: readonly InvoiceRow[]) => rows.map(toInvoice);
  return {
    record: (doc, numbering, at) =>
      retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          const before = await recordedFor(tx, doc);
          if (before) return toInvoice(before);
          const [inserted] = await tx
            .insert(invoices)
            .values({ ...doc, state: 'waiting-range', createdAt: at })
            .onConflictDoNothing()
            .returning();
          if (!inserted) {
            // Another transaction recorded it meanwhile: that one (or a clash of ids, a bug).
            const recorded = await recordedFor(tx, doc);
            if (!recorded) throw new Error(`Document ${doc.id} clashes with another one's id`);
            return toInvoice(recorded);
          }
          const number = await takeNumber(tx, doc.kind, numbering, at);
          if (!number) return toInvoice(inserted);
          const [numbered] = await tx
            .update(invoices)
            .set({ state: 'pending', ...number, issuedAt: at, nextAttemptAt: at })
            .where(eq(invoices.id, doc.id))
            .returning();
          return toInvoice(numbered);
        }),
      ),

    find: (id) => (isUuid(id) ? one(eq(invoices.id, id)) : Promise.resolve(null)),
    findByNumber: (number) => one(eq(invoices.number, number.trim().toUpperCase())),
    forOrder: async (orderId) =>
      isUuid(orderId)
        ? readAll(
            await db
              .select()
              .from(invoices)
              .where(eq(invoices.orderId, orderId))
              .orderBy(asc(invoices.createdAt), asc(invoices.id)),
          )
        : [],
    list: async ({ states, limit }) =>
      readAll(
        await db
          .select()
          .from(invoices)
          .where(states ? inArray(invoices.state, [...states]) : undefined)
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .limit(limit),
      ),

    claimDue: async (now, leaseUntil, limit) => {
      const due = db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.state, 'pending'), lte(invoices.nextAttemptAt, now)))
        .orderBy(asc(invoices.nextAttemptAt), asc(invoices.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(invoices)
        .set({ nextAttemptAt: leaseUntil })
        .where(inArray(invoices.id, due))
        .returning();
      return readAll(taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)));
    },

    keepPrepared: async (id, document) => {
      const [kept] = await db
        .update(invoices)
        .set({ code: document.code, preparedXml: document.xml, qrText: document.qrText })
        .where(and(eq(invoices.id, id), isNull(invoices.preparedXml)))
        .returning({ id: invoices.id });
      if (kept) return document;
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      if (!row?.preparedXml || !row.code) throw new Error(`Document ${id} is not recorded`);
      return { code: row.code, xml: row.preparedXml, qrText: row.qrText ?? '' };
    },

    documents: async (id) => {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({
          code: invoices.code,
          xml: invoices.preparedXml,
          qrText: invoices.qrText,
          response: invoices.response,
        })
        .from(invoices)
        .where(eq(invoices.id, id));
      if (!row) return null;
      const prepared = row.xml && row.code ? { code: row.code, xml: row.xml, qrText: row.qrText ?? '' } : null;
      return { prepared, response: row.response };
    },

    // An accepted document is told to the outbox in the same transaction (the buyer's mail with its XML and PDF).
    settle: (id, outcome) =>
      db.transaction(async (tx) => {
        const settled = await tx
          .update(invoices)
          .set({ ...settlement(outcome), attempts: sql`${invoices.attempts} + 1` })
          .where(and(eq(invoices.id, id), eq(invoices.state, 'pending')))
          .returning({ id: invoices.id, orderId: invoices.orderId });
        const [row] = settled;
        if (row && outcome.kind === 'accepted')
          await recordHappening(tx, 'invoice-accepted', row.orderId, outcome.at, null, row.id);
        return settled.length > 0;
      }),

    markMailed: async (id, at) => {
      await db.update(invoices).set({ mailedAt: at }).where(eq(invoices.id, id));
    },

    // A refused document is prepared again (the cause an operator corrected is in its XML: the issuer's settings, its
    // certificate), with the same number and issue date; a pending one keeps what it may already have sent.
    retry: async (id, now) => {
      if (!isUuid(id)) return null;
      const refused = sql`${invoices.state} = 'refused'`;
      const [moved] = await db
        .update(invoices)
        .set({
          state: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          rules: [],
          code: sql`CASE WHEN ${refused} THEN NULL ELSE ${invoices.code} END`,
          preparedXml: sql`CASE WHEN ${refused} THEN NULL ELSE ${invoices.preparedXml} END`,
          qrText: sql`CASE WHEN ${refused} THEN NULL ELSE ${invoices.qrText} END`,
          response: sql`CASE WHEN ${refused} THEN NULL ELSE ${invoices.response} END`,
        })
        .where(and(eq(invoices.id, id), inArray(invoices.state, ['refused', 'pending'])))
        .returning();
      return moved ? toInvoice(moved) : null;
    },

    numberWaiting: async (numbering, at) => {
      const waiting = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.state, 'waiting-range'))
        .orderBy(asc(invoices.createdAt), asc(invoices.id));
      const numbered = [];
      for (const { id } of waiting) {
        const done = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(invoices)
            .where(and(eq(invoices.id, id), eq(invoices.state, 'waiting-range')))
            .for('update');
          if (!row) return 'gone' as const;
          const number = await takeNumber(tx, row.kind as 'invoice' | 'credit-note', numbering, at);
          if (!number) return null;
          const [moved] = await tx
            .update(invoices)
            .set({ state: 'pending', ...number, issuedAt: at, nextAttemptAt: at })
            .where(eq(invoices.id, id))
            .returning();
          return toInvoice(moved);
        });
        if (done === null) break;
        if (done !== 'gone') numbered.push(done);
      }
      return numbered;
    },

    usage: async (numbering) => {
      const inRange = and(
        eq(invoices.prefix, numbering.prefix),
        sql`${invoices.consecutive} BETWEEN ${numbering.from} AND ${numbering.to}`,
      );
      const [used] = await db
        .select({ n: count(), last: max(invoices.consecutive) })
        .from(invoices)
        .where(inRange);
      const [waiting] = await db.select({ n: count() }).from(invoices).where(eq(invoices.state, 'waiting-range'));
      return { used: used.n, last: used.last, waiting: waiting.n };
    },
  };
};
