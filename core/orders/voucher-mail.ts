import { CASH_NETWORK_NAME, parseCashNetwork } from '../payments/cash-networks';
import { formatPesos } from '../shared/format';
import { formatDueBy } from '../shared/deadline-text';
import { button, escapeHtml, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';
import type { Order } from './order';
import type { OrderMailContext } from './order-mail-templates';

/** The voucher the shopper pays at the counter: the last attempt still waiting with one. */
const voucherOf = (order: Order) => {
  const attempt = [...order.payments]
    .reverse()
    .find((p) => p.action?.kind === 'voucher' && (p.state === 'pending' || p.state === 'created'));
  return attempt?.action?.kind === 'voucher' ? { attempt, voucher: attempt.action } : null;
};

/** The voucher of a cash payment, mailed when it is issued so the shopper has it at the counter: the network, the
 * agreement code and PIN the cashier asks for, the exact amount and the deadline (Bogotá time). Nothing is mailed once
 * the voucher was paid or replaced by another method before the event is handled. */
export const voucherIssuedMail = (ctx: OrderMailContext, order: Order): MailMessage | null => {
  const found = voucherOf(order);
  if (!found || order.state !== 'pending_payment') return null;
  const { attempt, voucher } = found;
  const network = parseCashNetwork(voucher.network);
  const where = network ? CASH_NETWORK_NAME[network] : voucher.network;
  const hello = `¡Hola, ${firstName(order.buyer.name)}! Este es el código para pagar en efectivo tu pedido ${order.number} en cualquier punto ${where}.`;
  const facts: readonly (readonly [string, string])[] = [
    ['Punto de pago', where],
    ...(voucher.projectCode ? [['Convenio', voucher.projectCode] as const] : []),
    ['Código de pago (PIN)', voucher.pin],
    ['Referencia', voucher.reference],
    ['Valor a pagar', formatPesos(attempt.amount)],
    ...(attempt.expiresAt
      ? [['Paga a más tardar', `${formatDueBy(attempt.expiresAt, ctx.now)} (hora de Colombia)`] as const]
      : []),
  ];
  const how = `En el punto di que vas a hacer un pago a ePayco${voucher.projectCode ? ` con el convenio ${voucher.projectCode}` : ''}, da el código de pago y paga el valor exacto. Cuando el punto confirme el pago te escribimos y preparamos tu pedido.`;
  const late = 'Si no pagas antes de la fecha límite, el pedido se cancela y los productos vuelven a la venta.';
  const sandbox = ctx.sandbox
    ? ['Este es un código de prueba (modo sandbox) de la tienda de pruebas: no se paga en un punto real.']
    : [];
  const html =
    paragraph(hello) +
    `<table style="border-collapse:collapse;margin:0 0 16px">${facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;color:#52525b">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:18px"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('')}</table>` +
    paragraph(how) +
    paragraph(late) +
    sandbox.map(paragraph).join('') +
    button(ctx.orderLink, 'Ver el código en mi pedido');
  const text = [
    hello,
    facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    how,
    late,
    ...sandbox,
    `Ver tu pedido: ${ctx.orderLink}`,
  ].join('\n\n');
  return {
    to: order.buyer.email,
    template: 'voucher-issued',
    subject: `Tu código para pagar en ${where} el pedido ${order.number}`,
    html: mailHtml({ title: 'Tu código de pago en efectivo', storeUrl: ctx.storeUrl, body: html }),
    text: `${text}${textFooter(ctx.storeUrl)}`,
  };
};
