import { bogotaDayStart } from '../shared/bogota-time';
import { addDays, parseCalendarDate, toDayNumber } from '../shared/calendar-date';
import { invalidInput, type InvalidInput } from '../shared/invalid-input';
import { err, ok, type Result } from '../shared/result';
import { parseEmail } from '../people/email';
import { authorize } from './authorize';
import type { Actor } from './operator';
import type { Forbidden } from './operator-errors';
import type { OperatorStore } from './ports';

/** Where an entry of the log is kept: the operators' audit, an order's history, or the catalogue's changes. */
export const AUDIT_SOURCES = ['operator', 'order', 'catalogue'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** The things an operator does to an order, as its history records them (payments' moves, expiry, the shopper's own
 * steps are not operators' actions: the reconciliation that asked for a move is in the log itself). */
export const ORDER_OPERATOR_ACTIONS = [
  'start-preparing',
  'ship',
  'deliver',
  'cancel',
  'note',
  'mail-resent',
  'reverse-payment',
] as const;

/** Every kind of action the log lists: the operators' audit's own, `order.<action>` and `catalogue.<what>`. */
export const AUDIT_KINDS = [
  'operator.invited',
  'operator.enrolled',
  'operator.signed-in',
  'operator.password-changed',
  'operator.role-changed',
  'operator.disabled',
  'token.created',
  'token.revoked',
  'payments.reconciled',
  'payments.notification-replayed',
  'customer.credit-adjusted',
  'return.approved',
  'return.rejected',
  'return.received',
  'return.refunded',
  'return.goodwill',
  'invoice.retried',
  ...ORDER_OPERATOR_ACTIONS.map((a) => `order.${a}` as const),
  'catalogue.product',
  'catalogue.variant',
  'catalogue.category',
  'catalogue.brand',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Where the log goes on from: the last entry a page showed (the log is newest first). */
export type AuditCursor = { readonly at: Date; readonly source: AuditSource; readonly id: number };

/** One entry as the store reads it. */
export type AuditLogRow = AuditCursor & {
  /** As recorded: "Laura Gómez <laura@fornido.co>", or a command's OS user. */
  readonly actor: string;
  readonly kind: string;
  /** An order's number, a product's slug, a variant's sku, an operator's or customer's e-mail… */
  readonly subject: string;
  /** A variant's product (its slug), for the link to its page. */
  readonly product: string | null;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
  /** An order's note or tracking, or what made a catalogue change (core/catalog/catalogue-fields.ts ChangeAuthor's
   * source). */
  readonly detail: string | null;
};

export type AuditLogQuery = {
  /** Only what this operator did (their e-mail, as the log names them). */
  readonly operator?: string;
  readonly kind?: string;
  readonly since?: Date;
  readonly before?: Date;
  /** An order's number, a sku, a product's slug or an e-mail, in any case. */
  readonly subject?: string;
  readonly olderThan?: AuditCursor;
  readonly limit: number;
};

/** Everything operators did, whatever part of the store keeps it, newest first. */
export type AuditLog = {
  /** The entries meeting the query, newest first (at, then source, then id, all descending), older than the cursor. */
  read(query: AuditLogQuery): Promise<readonly AuditLogRow[]>;
};

/** An entry as the console shows it: who (name and e-mail, when the actor was an operator), when, what, and on what. */
export type AuditEntryView = Omit<AuditLogRow, keyof AuditCursor> & {
  readonly key: string;
  readonly at: Date;
  readonly who: { readonly name: string; readonly email: string | null };
};

export type AuditPage = {
  readonly entries: readonly AuditEntryView[];
  /** The cursor of the next (older) page, or null at the log's start. */
  readonly next: string | null;
  /** The operators to filter by: every one, disabled too. */
  readonly operators: readonly { readonly name: string; readonly email: string }[];
};

/** The filters as typed: Bogotá calendar days (`YYYY-MM-DD`, both included), a kind, an operator's e-mail, a subject, and
 * the cursor (`after`) a page answered. */
export type AuditFilters = {
  readonly operator?: string;
  readonly kind?: string;
  readonly from?: string;
  readonly to?: string;
  readonly subject?: string;
  readonly after?: string;
};

export const AUDIT_PAGE_SIZE = 50;

const CURSOR = /^(\d{1,15})-(operator|order|catalogue)-(\d{1,15})$/;
const cursorText = (c: AuditCursor) => `${c.at.getTime()}-${c.source}-${c.id}`;
const parseCursor = (text: string): AuditCursor | null => {
  const m = CURSOR.exec(text);
  return m ? { at: new Date(Number(m[1])), source: m[2] as AuditSource, id: Number(m[3]) } : null;
};

/** "Laura Gómez <laura@fornido.co>" as a name and an e-mail; any other actor (an OS user) as a name alone. */
export const whoOf = (actor: string): AuditEntryView['who'] => {
  const m = /^(.*) <([^<>]+)>$/.exec(actor);
  return m ? { name: m[1], email: m[2] } : { name: actor, email: null };
};

const isKind = (kind: string): kind is AuditKind => (AUDIT_KINDS as readonly string[]).includes(kind);

/** The store's query of the filters, or the fields that cannot be read (Spanish, for the console). */
const queryOf = (f: AuditFilters): Result<Omit<AuditLogQuery, 'limit'>, InvalidInput> => {
  const fields: Record<string, string> = {};
  const from = f.from ? parseCalendarDate(f.from) : null;
  const to = f.to ? parseCalendarDate(f.to) : null;
  if (from && !from.ok) fields.from = 'Escribe el primer día como AAAA-MM-DD.';
  if (to && !to.ok) fields.to = 'Escribe el último día como AAAA-MM-DD.';
  if (from?.ok && to?.ok && toDayNumber(from.value) > toDayNumber(to.value))
    fields.to = 'El último día va antes del primero.';
  const email = f.operator ? parseEmail(f.operator) : null;
  if (email && !email.ok) fields.operator = 'Elige un operador de la lista.';
  if (f.kind && !isKind(f.kind)) fields.kind = 'Elige una clase de acción de la lista.';
  const olderThan = f.after ? parseCursor(f.after) : null;
  if (f.after && !olderThan) fields.after = 'Esa página del registro no existe: vuelve a la primera.';
  if (Object.keys(fields).length > 0) return err(invalidInput(fields));
  const subject = f.subject?.trim();
  return ok({
    ...(email?.ok && { operator: email.value }),
    ...(f.kind && { kind: f.kind }),
    ...(from?.ok && { since: bogotaDayStart(from.value) }),
    ...(to?.ok && { before: bogotaDayStart(addDays(to.value, 1)) }),
    ...(subject && { subject }),
    ...(olderThan && { olderThan }),
  });
};

const viewOf = ({ at, source, id, ...row }: AuditLogRow): AuditEntryView => ({
  ...row,
  key: cursorText({ at, source, id }),
  at,
  who: whoOf(row.actor),
});

/** The log of what operators did (`reports.read`: owners and managers, who answer for the team's work), newest first,
 * a page at a time (keyset: a page never repeats or skips an entry written meanwhile), filtered by operator, kind,
 * Bogotá days and subject. */
export const readAuditLog =
  (deps: { readonly log: AuditLog; readonly operators: Pick<OperatorStore, 'list'> }) =>
  async (actor: Actor, filters: AuditFilters): Promise<Result<AuditPage, Forbidden | InvalidInput>> => {
    const refused = authorize(actor, 'reports.read');
    if (refused) return err(refused);
    const query = queryOf(filters);
    if (!query.ok) return query;
    const [rows, operators] = await Promise.all([
      deps.log.read({ ...query.value, limit: AUDIT_PAGE_SIZE + 1 }),
      deps.operators.list(),
    ]);
    const shown = rows.slice(0, AUDIT_PAGE_SIZE);
    const last = shown.at(-1);
    return ok({
      entries: shown.map(viewOf),
      next: rows.length > AUDIT_PAGE_SIZE && last ? cursorText(last) : null,
      operators: operators.map((o) => ({ name: o.name, email: o.email })),
    });
  };
