import type { Order } from '../core/orders/order';
import type { AuditEntry } from '../core/orders/ports';
import { formatCalendarDate } from '../core/shared/calendar-date';
import { formatPesos } from '../core/shared/format';
import { negate } from '../core/shared/money';
import { bogota, table } from './format';

/** The latest attempt's method and state ("sandbox-card/approved"), with FLAGGED when any attempt needs an operator. */
export const paymentSummary = (order: Order): string => {
  const latest = order.payments.at(-1);
  const text = latest ? `${latest.method}/${latest.state}` : `${order.paymentMethod}/none`;
  return order.payments.some((p) => p.flagged) ? `${text} FLAGGED` : text;
};

/** One row per order, newest first as given. */
export const ordersTable = (orders: readonly Order[]): string =>
  table([
    ['NUMBER', 'PLACED (BOGOTA)', 'STATE', 'PAYMENT', 'TOTAL', 'BUYER', 'CITY'],
    ...orders.map((o) => [
      o.number,
      bogota(o.placedAt),
      o.state,
      paymentSummary(o),
      formatPesos(o.totals.total),
      `${o.buyer.name} <${o.buyer.email}>`,
      o.buyer.municipalityName,
    ]),
  ]);

const fields = (pairs: readonly (readonly [string, string])[]): string => {
  const width = Math.max(...pairs.map(([label]) => label.length)) + 2;
  return pairs.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
};

/** Amounts right-aligned under their labels, so the figures of the total can be added by eye. */
const amounts = (pairs: readonly (readonly [string, string])[]): string => {
  const labelWidth = Math.max(...pairs.map(([label]) => label.length)) + 2;
  const valueWidth = Math.max(...pairs.map(([, value]) => value.length));
  return pairs.map(([label, value]) => `${label.padEnd(labelWidth)}${value.padStart(valueWidth)}`).join('\n');
};

const expiry = (order: Order): string => {
  if (order.expiresAt)
    return `${bogota(order.expiresAt)} (Bogota)${order.state === 'pending_payment' ? '' : ', no longer applies'}`;
  return order.paymentMethod === 'cash-on-delivery' ? 'never (cash on delivery)' : 'never (paid)';
};

const header = (order: Order): string => {
  const b = order.buyer;
  const s = order.shipping;
  return fields([
    ['Order', `${order.number} (${order.state})`],
    ['Placed', `${bogota(order.placedAt)} (Bogota)`],
    ['Expires', expiry(order)],
    ['Buyer', `${b.name} <${b.email}>`],
    ['Document', `${b.documentType} ${b.documentNumber}`],
    ['Phone', b.phone],
    ['Address', [b.line1, b.line2].filter(Boolean).join(', ')],
    ['City', `${b.municipalityName} (${b.municipalityCode}), ${b.departmentName} (${b.departmentCode})`],
    ...(b.notes ? [['Notes', b.notes] as const] : []),
    ['Shipping', `${s.method}, charged ${formatPesos(s.charged)} (carrier quote ${formatPesos(s.quote)})`],
    ['Tracking', s.tracking ?? 'none yet'],
    ['Estimate', `${formatCalendarDate(s.earliest)} to ${formatCalendarDate(s.latest)}`],
    ['Payment', order.paymentMethod],
  ]);
};

const lines = (order: Order): string =>
  table([
    ['QTY', 'PRODUCT', 'SKU', 'SIZE / FLAVOUR', 'UNIT PRICE', 'LINE TOTAL'],
    ...order.lines.map((l) => [
      String(l.quantity),
      `${l.name} (${l.brand})`,
      l.sku,
      [l.size, l.flavour].filter(Boolean).join(' / '),
      formatPesos(l.unitPrice),
      formatPesos(l.gross),
    ]),
  ]);

const totals = (order: Order): string => {
  const t = order.totals;
  return amounts([
    ['Subtotal', formatPesos(t.subtotal)],
    ['Gift credit', formatPesos(negate(t.giftCredit))],
    ['Shipping', formatPesos(t.shipping)],
    ['COD surcharge', formatPesos(t.codSurcharge)],
    ['Total', formatPesos(t.total)],
    ['IVA included', formatPesos(t.tax)],
    ['Base (no IVA)', formatPesos(t.taxBase)],
  ]);
};

const payments = (order: Order): string =>
  order.payments.length === 0
    ? 'No payment attempts.'
    : table([
        ['ID', 'CREATED (BOGOTA)', 'METHOD', 'STATE', 'AMOUNT', 'REFERENCE', 'FLAGGED'],
        ...order.payments.map((p) => [
          p.id,
          bogota(p.createdAt),
          p.method,
          p.state,
          formatPesos(p.amount),
          p.reference ?? '-',
          p.flagged ? 'FLAGGED' : 'no',
        ]),
      ]);

const audit = (history: readonly AuditEntry[]): string =>
  history.length === 0
    ? 'No entries.'
    : table([
        ['TIME (BOGOTA)', 'ACTOR', 'ACTION', 'BEFORE → AFTER', 'DETAIL'],
        ...history.map((h) => [bogota(h.at), h.actor, h.action, `${h.before} → ${h.after}`, h.detail ?? '']),
      ]);

/** Everything an operator needs about one order: who, where, what, how it was paid and who did what to it. */
export const orderDetails = (order: Order, history: readonly AuditEntry[]): string =>
  [
    header(order),
    `Lines\n${lines(order)}`,
    `Totals\n${totals(order)}`,
    `Payment attempts\n${payments(order)}`,
    `Audit log\n${audit(history)}`,
  ].join('\n\n');
