import { and, eq, sql } from 'drizzle-orm';
import type { Invoice, InvoiceKind, InvoiceNumbering, InvoiceState } from '../../core/invoicing/invoice';
import { documentNumber } from '../../core/invoicing/draft-totals';
import { bogotaDateOf } from '../../core/shared/bogota-time';
import { toDayNumber } from '../../core/shared/calendar-date';
import { pesos } from '../../core/shared/money';
import type { Db } from './db';
import { invoiceNumbering, type invoices } from './schema/index';

export type InvoiceRow = typeof invoices.$inferSelect;

/** A row in the core's words. */
export const toInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  kind: r.kind as InvoiceKind,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  refundId: r.refundId,
  state: r.state as InvoiceState,
  prefix: r.prefix,
  consecutive: r.consecutive,
  number: r.number,
  issuedAt: r.issuedAt,
  code: r.code,
  payable: pesos(r.payable),
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt,
  lastError: r.lastError,
  rules: r.rules,
  acceptedAt: r.acceptedAt,
  mailedAt: r.mailedAt,
  createdAt: r.createdAt,
});

/** The numbering a document takes its number from: an invoice, the resolution's range while it is valid; a credit
 * note, its own prefix from 1 (the DIAN authorises no range for notes), under the resolution ''. */
const sequenceOf = (kind: InvoiceKind, numbering: InvoiceNumbering, at: Date) => {
  if (kind === 'credit-note') return { prefix: numbering.creditNotePrefix, resolution: '', from: 1, to: 2_147_483_647 };
  const day = toDayNumber(bogotaDateOf(at));
  const valid = day >= toDayNumber(numbering.validFrom) && day <= toDayNumber(numbering.validTo);
  return valid
    ? { prefix: numbering.prefix, resolution: numbering.resolution, from: numbering.from, to: numbering.to }
    : null;
};

/**
 * Takes the next number of a document's numbering inside the caller's transaction, or null when its range is spent or
 * out of date: the numbering's row is updated, and so locked until the transaction ends, so two documents never take
 * the same number, and a transaction rolled back gives its number back (no gap). A resolution seen for the first time
 * starts after any number its prefix already used inside its range (a new range of the same prefix never repeats one).
 */
export const takeNumber = async (tx: Db, kind: InvoiceKind, numbering: InvoiceNumbering, at: Date) => {
  const s = sequenceOf(kind, numbering, at);
  if (!s) return null;
  await tx.execute(sql`INSERT INTO invoice_numbering (prefix, resolution, last)
    SELECT ${s.prefix}, ${s.resolution}, GREATEST(${s.from - 1}::int, COALESCE(MAX(consecutive), 0))
    FROM invoices WHERE prefix = ${s.prefix} AND consecutive BETWEEN ${s.from} AND ${s.to}
    ON CONFLICT DO NOTHING`);
  const [taken] = await tx
    .update(invoiceNumbering)
    .set({ last: sql`${invoiceNumbering.last} + 1` })
    .where(
      and(
        eq(invoiceNumbering.prefix, s.prefix),
        eq(invoiceNumbering.resolution, s.resolution),
        sql`${invoiceNumbering.last} < ${s.to}`,
      ),
    )
    .returning({ last: invoiceNumbering.last });
  if (!taken) return null;
  return {
    prefix: s.prefix,
    consecutive: taken.last,
    number: documentNumber(s.prefix, taken.last),
    resolution: s.resolution,
  };
};
