import type { RefundReconciliation } from '../core/returns/reconcile-refunds';
import { RETURN_REASON_LABELS } from '../core/returns/return-reasons';
import { unitsOf, type Return } from '../core/returns/return';
import { formatCalendarDate } from '../core/shared/calendar-date';
import { formatPesos } from '../core/shared/format';
import { bogota, count, table } from './format';

export const reasonOf = (r: Return) => RETURN_REASON_LABELS.get(r.reason) ?? r.reason;
export const whatOf = (r: Return) =>
  r.goodwill !== null ? `goodwill ${formatPesos(r.goodwill)}` : count(unitsOf(r), 'unit');

const refundToOf = (r: Return) => {
  if (r.refundTo === 'original') return 'the original payment';
  if (r.refundTo === 'gift-credit') return 'gift credit';
  const a = r.bankAccount;
  return a
    ? `bank transfer to ${a.bank} ${a.accountType} ${a.number}, ${a.holderName} (${a.documentType} ${a.documentNumber})`
    : 'bank transfer';
};

/** A return whole, as an operator reads it before deciding. */
export const returnText = (r: Return) => {
  const exchange = r.reason === 'cambio';
  const lines = r.lines.map((l) => [
    l.sku,
    l.name,
    String(l.quantity),
    formatPesos(l.unitPrice),
    l.back ?? '-',
    ...(exchange ? [l.exchangeSku ?? '-'] : []),
  ]);
  const refunds = r.refunds.map((f) => [
    bogota(f.at),
    formatPesos(f.shares.money),
    formatPesos(f.shares.credit),
    f.how,
    f.reference ?? '-',
    f.state,
  ]);
  return [
    `Return ${r.number} (${r.state}) of order ${r.orderNumber}`,
    `Reason:       ${reasonOf(r)}${r.reversalCause ? ` (${r.reversalCause})` : ''}`,
    `Requested:    ${bogota(r.steps.requestedAt)} Bogotá; answer by ${formatCalendarDate(r.answerBy)}`,
    `Refund to:    ${refundToOf(r)}`,
    `Shopper says: ${r.words || '-'}`,
    ...(r.instructions ? [`Instructions: ${r.instructions}`] : []),
    ...(r.rejection ? [`Rejected:     ${r.rejection}`] : []),
    `Pictures:     ${r.evidence.length === 0 ? 'none' : r.evidence.map((e) => `${e.id} (${e.contentType})`).join(', ')}`,
    ...(r.goodwill !== null ? [`Goodwill:     ${formatPesos(r.goodwill)}`] : []),
    ...(exchange ? [`Replacement:  ${r.replacementOrderNumber ?? 'made when the units are received'}`] : []),
    ...(lines.length > 0
      ? [
          '',
          table([['SKU', 'PRODUCT', 'UNITS', 'UNIT PRICE', 'BACK', ...(exchange ? ['EXCHANGE FOR'] : [])], ...lines]),
        ]
      : []),
    ...(refunds.length > 0
      ? ['', table([['TIME (BOGOTA)', 'MONEY', 'GIFT CREDIT', 'HOW', 'REFERENCE', 'STATE'], ...refunds])]
      : []),
  ].join('\n');
};

const backText = (r: Return) =>
  r.lines
    .map((l) => `${l.quantity} × ${l.sku} ${l.back === 'damaged' ? 'to the damaged count' : 'back on sale'}`)
    .join(', ');

/** What a step did, in a sentence. */
export const doneText = (r: Return) => {
  const refund = r.refunds.at(-1);
  switch (r.state) {
    case 'approved':
      return `Return ${r.number} is approved: the shopper is mailed the return instructions${r.reason === 'cambio' ? '; the units to exchange for are reserved' : ''}.`;
    case 'rejected':
      return `Return ${r.number} is rejected: the shopper is mailed the reason.`;
    case 'received':
      return `Return ${r.number} is received: ${backText(r)}.`;
    case 'exchanged':
      return `Return ${r.number} is exchanged: ${backText(r)}; replacement order ${r.replacementOrderNumber} is ready to prepare.`;
    default:
      return refund
        ? `Return ${r.number} is ${r.state}: ${formatPesos(refund.shares.money)} back by ${refund.how}${refund.reference ? ` (${refund.reference})` : ''}` +
            `${refund.shares.credit > 0 ? ` and ${formatPesos(refund.shares.credit)} of gift credit` : ''}, ${refund.state}.`
        : `Return ${r.number} is ${r.state}.`;
  }
};

/** What `fornido returns reconcile` did: each refund the providers were asked about, what it is now and why. */
export const reconciliationText = (run: RefundReconciliation): string => {
  if (run.checked === 0) return 'No refund was waiting for its provider.';
  const rows = run.refunds.map((f) => [f.returnNumber, formatPesos(f.money), f.provider ?? '-', f.state, f.why]);
  const flagged = run.refunds.some((f) => f.state === 'flagged')
    ? '\nFlagged refunds wait for an operator: "fornido returns list --flagged" lists them.'
    : '';
  return `${table([['RETURN', 'MONEY', 'PROVIDER', 'NOW', 'WHY'], ...rows])}\n\n${count(run.checked, 'pending refund')} checked.${flagged}`;
};
