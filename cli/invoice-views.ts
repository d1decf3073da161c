import type { InvoiceView, NumberingView } from '../core/invoicing/operator-invoices';
import { formatCalendarDate } from '../core/shared/calendar-date';
import { formatPesos } from '../core/shared/format';
import { bogota, count, table } from './format';

const KIND_NAMES: ReadonlyMap<InvoiceView['kind'], string> = new Map([
  ['invoice', 'invoice'],
  ['credit-note', 'credit note'],
]);

/** A document's number, or what it waits for. */
const numberOf = (i: InvoiceView) => i.number ?? '(no number yet)';

/** The rules a document was refused by, one a line: "FAD06: <the DIAN's words>". */
const rulesText = (i: InvoiceView) => i.rules.map((r) => `  ${r.code}: ${r.message}`).join('\n');

/** The documents as a table, with the rules of each refused one under it; newest first as listed. */
export const invoicesTable = (found: readonly InvoiceView[]): string => {
  const rows = found.map((i) => [
    numberOf(i),
    i.orderNumber,
    KIND_NAMES.get(i.kind) ?? i.kind,
    formatPesos(i.payable),
    i.state,
    String(i.attempts),
    bogota(i.createdAt),
    i.flagged ? 'yes' : '',
  ]);
  const refused = found.filter((i) => i.rules.length > 0);
  return [
    table([['NUMBER', 'ORDER', 'KIND', 'TOTAL', 'STATE', 'ATTEMPTS', 'CREATED (BOGOTA)', 'FLAGGED'], ...rows]),
    ...refused.map((i) => `\n${numberOf(i)} was refused by the DIAN:\n${rulesText(i)}`),
    `\n${count(found.length, 'document')}.`,
  ].join('\n');
};

/** One document, every field an operator asks about. */
export const invoiceText = (i: InvoiceView): string =>
  [
    `${KIND_NAMES.get(i.kind) === 'invoice' ? 'Invoice' : 'Credit note'} ${numberOf(i)} (id ${i.id})`,
    `Order:     ${i.orderNumber}${i.refundId ? ` (refund ${i.refundId})` : ''}`,
    `State:     ${i.state}${i.flagged ? ' (flagged for an operator)' : ''}`,
    `Total:     ${formatPesos(i.payable)}`,
    `Issued:    ${i.issuedAt ? bogota(i.issuedAt) : '-'} (Bogota)`,
    `Code:      ${i.code ?? '-'}`,
    `Attempts:  ${i.attempts}${i.nextAttemptAt ? `, next at ${bogota(i.nextAttemptAt)}` : ''}`,
    ...(i.acceptedAt ? [`Accepted:  ${bogota(i.acceptedAt)}`] : []),
    ...(i.lastError ? [`Last error: ${i.lastError}`] : []),
    ...(i.rules.length > 0 ? ['Refused by the DIAN for:', rulesText(i)] : []),
  ].join('\n');

/** The authorised range, used and left, its validity and warnings. */
export const numberingText = ({ numbering: n, usage, left, warnings }: NumberingView): string =>
  [
    `Resolution ${n.resolution}: ${n.prefix}${n.from} to ${n.prefix}${n.to}, valid ${formatCalendarDate(n.validFrom)} to ${formatCalendarDate(n.validTo)}.`,
    `Used: ${usage.used}${usage.last !== null ? ` (last ${n.prefix}${usage.last})` : ''}. Left: ${left}.`,
    ...(usage.waiting > 0 ? [`${count(usage.waiting, 'sale')} waiting for a range.`] : []),
    ...(warnings.length > 0 ? warnings.map((w) => `Warning: ${w}`) : ['No warnings.']),
  ].join('\n');
