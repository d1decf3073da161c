import { SHIPPING_METHOD_LABEL } from '../cart/shipping-cost';
import { formatDocument, parseDocument } from '../people/documents';
import { formatMobilePhone, parseMobilePhone } from '../people/phone';
import type { Order, OrderBuyer, OrderLine } from './order';
import { orderStateLabel, type OrderState } from './order-state';
import { PAYMENT_METHOD_TEXT } from '../payments/methods';
import { formatBogotaDateTime, formatDeliveryEstimate } from '../shared/bogota-time-text';
import { formatDueBy } from '../shared/deadline-text';
import { orderDeadline } from './order-deadline';
import { formatPesos } from '../shared/format';
import { negate } from '../shared/money';
import { button, escapeHtml, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName, type MailContext } from '../mail/templates';

/** Where order mails point: besides the store, the order's signed link, which opens it without signing in. */
export type OrderMailContext = MailContext & {
  readonly orderLink: string;
  /** The order was paid (or is to be paid) at a provider's sandbox: the mail says no real money moves. */
  readonly sandbox: boolean;
  /** When the mail is written: its deadline says "hoy" or names the day against it. */
  readonly now: Date;
};

type Figure = readonly [label: string, value: string];

const PAID_STATES: readonly OrderState[] = ['paid', 'preparing', 'shipped', 'delivered'];

const CELL = 'padding:8px 4px;border-bottom:1px solid #e4e4e7;vertical-align:top';
const NUMBER = `${CELL};text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums`;

const heading = (text: string): string => `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(text)}</h2>`;

const variantText = (line: OrderLine): string =>
  [line.brand, line.size, line.flavour ?? ''].filter((part) => part.trim() !== '').join(' · ');

const linesHtml = (lines: readonly OrderLine[]): string =>
  `<table width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px;margin:0 0 8px"><thead><tr>` +
  `<th scope="col" style="${CELL};text-align:left">Producto</th><th scope="col" style="${CELL};text-align:center">Cant.</th>` +
  `<th scope="col" style="${NUMBER}">Precio</th><th scope="col" style="${NUMBER}">Total</th></tr></thead><tbody>` +
  lines
    .map(
      (line) =>
        `<tr><td style="${CELL}"><strong>${escapeHtml(line.name)}</strong><br><span style="font-size:13px;color:#52525b">${escapeHtml(variantText(line))}</span></td>` +
        `<td style="${CELL};text-align:center">${line.quantity}</td><td style="${NUMBER}">${formatPesos(line.unitPrice)}</td>` +
        `<td style="${NUMBER}">${formatPesos(line.gross)}</td></tr>`,
    )
    .join('') +
  `</tbody></table>`;

const linesText = (lines: readonly OrderLine[]): string =>
  lines
    .map(
      (line) =>
        `- ${line.quantity} × ${line.name} (${variantText(line)}): ${formatPesos(line.unitPrice)} c/u = ${formatPesos(line.gross)}`,
    )
    .join('\n');

/** Label/value rows; the last one in bold when it is the total. */
const figuresHtml = (rows: readonly Figure[], boldLast = false): string =>
  `<table width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px;margin:0 0 16px">` +
  rows
    .map(([label, value], i) => {
      const weight = boldLast && i === rows.length - 1 ? ';font-weight:bold;font-size:16px' : '';
      return (
        `<tr><td style="padding:4px${weight}">${escapeHtml(label)}</td>` +
        `<td style="padding:4px;text-align:right;font-variant-numeric:tabular-nums${weight}">${escapeHtml(value)}</td></tr>`
      );
    })
    .join('') +
  `</table>`;

const figuresText = (rows: readonly Figure[]): string => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const totalFigures = (order: Order): readonly Figure[] => {
  const t = order.totals;
  return [
    ['Subtotal', formatPesos(t.subtotal)],
    ...(t.giftCredit > 0 ? [['Crédito de regalo', formatPesos(negate(t.giftCredit))] as const] : []),
    [SHIPPING_METHOD_LABEL[order.shipping.method], t.shipping === 0 ? 'Gratis' : formatPesos(t.shipping)],
    ...(t.codSurcharge > 0 ? [['Recargo por pago contraentrega', formatPesos(t.codSurcharge)] as const] : []),
    ['Total', formatPesos(t.total)],
  ];
};

const taxText = (order: Order): string =>
  `Los precios incluyen IVA. Base gravable ${formatPesos(order.totals.taxBase)} · IVA ${formatPesos(order.totals.tax)}`;

const savingsText = (order: Order): string | null =>
  order.totals.savings > 0 ? `Ahorraste ${formatPesos(order.totals.savings)} frente a los precios de antes.` : null;

// The buyer's document and phone were checked at checkout; an old or odd record is shown as stored rather than hidden.
const documentText = (buyer: OrderBuyer): string => {
  const parsed = parseDocument(buyer.documentType, buyer.documentNumber);
  return parsed.ok ? formatDocument(parsed.value) : `${buyer.documentType} ${buyer.documentNumber}`;
};

const phoneText = (phone: string): string => {
  const parsed = parseMobilePhone(phone);
  return parsed.ok ? formatMobilePhone(parsed.value) : phone;
};

const addressLines = (buyer: OrderBuyer): readonly string[] =>
  [
    buyer.name,
    buyer.line1,
    buyer.line2,
    `${buyer.municipalityName}, ${buyer.departmentName}`,
    `Celular: ${phoneText(buyer.phone)}`,
    buyer.notes.trim() === '' ? '' : `Indicaciones: ${buyer.notes}`,
  ].filter((line) => line.trim() !== '');

const addressHtml = (buyer: OrderBuyer): string =>
  `<p style="margin:0 0 16px">${addressLines(buyer).map(escapeHtml).join('<br>')}</p>`;

const estimateText = (order: Order): string =>
  `${formatDeliveryEstimate(order.shipping.earliest, order.shipping.latest)} (${SHIPPING_METHOD_LABEL[order.shipping.method].toLowerCase()}).`;

const codReminder = (order: Order): string => {
  const surcharge =
    order.totals.codSurcharge > 0
      ? ` Este valor incluye el recargo por pago contraentrega de ${formatPesos(order.totals.codSurcharge)}.`
      : '';
  return `Paga ${formatPesos(order.totals.total)} en efectivo al recibir tu pedido.${surcharge} Ten el valor exacto a mano para que la entrega sea rápida.`;
};

const SANDBOX_NOTE = 'Este es un pago de prueba (modo sandbox) de la tienda de pruebas: no se cobra dinero real.';

/** What the shopper must do to pay, by method and state, and whether to offer the pay button. */
const paymentNotes = (
  order: Order,
  ctx: OrderMailContext,
): { readonly notes: readonly string[]; readonly pay: boolean } => {
  if (order.paymentMethod === 'cash-on-delivery') return { notes: [codReminder(order)], pay: false };
  if (order.totals.total === 0)
    return { notes: ['Pagaste todo tu pedido con tu saldo de regalo: no tienes nada más que pagar.'], pay: false };
  const method = `Medio de pago: ${PAYMENT_METHOD_TEXT[order.paymentMethod].label}.`;
  const sandbox = ctx.sandbox ? [SANDBOX_NOTE] : [];
  if (order.state === 'pending_payment') {
    const deadline = orderDeadline(order);
    const until = deadline === null ? '' : `hasta ${formatDueBy(deadline, ctx.now)} (hora de Colombia) `;
    return {
      notes: [
        method,
        `Tu pedido queda reservado ${until}mientras se confirma el pago.`,
        ...sandbox,
        'Si aún no pagaste o el pago no pasó, abre tu pedido para pagar o probar con otro medio.',
      ],
      pay: true,
    };
  }
  if (PAID_STATES.includes(order.state)) return { notes: [`${method} Pago confirmado.`, ...sandbox], pay: false };
  return { notes: [method, `Tu pedido está ${orderStateLabel(order.state)}.`, ...sandbox], pay: false };
};

const nextSteps = (order: Order): string | null => {
  const shipping = 'preparamos tu pedido y te escribimos con el número de guía cuando salga.';
  if (order.paymentMethod === 'cash-on-delivery') return `Qué sigue: ${shipping} Pagas cuando lo recibas.`;
  if (order.state === 'pending_payment') {
    return `Qué sigue: cuando se confirme el pago te avisamos por correo, ${shipping} Si el pago no se confirma a tiempo, el pedido se cancela.`;
  }
  return PAID_STATES.includes(order.state) ? `Qué sigue: ${shipping}` : null;
};

const linkFallbackHtml = (link: string): string =>
  `<p style="margin:16px 0;font-size:13px">Si el botón no funciona, copia este enlace en tu navegador (abre tu pedido sin iniciar sesión, no lo compartas):<br>` +
  `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;

const linkText = (link: string): string =>
  `Ver mi pedido (abre tu pedido sin iniciar sesión, no lo compartas):\n${link}`;

/** Confirmation sent when an order is placed: what was bought and what it costs (with its IVA), where it goes and when
 * it should arrive, and how to pay — in cash at the door, or before the reservation of an online payment expires. */
export const orderConfirmationMail = (ctx: OrderMailContext, order: Order): MailMessage => {
  const { buyer } = order;
  const hello = `¡Hola, ${firstName(buyer.name)}! Gracias por comprar en Fornido. Recibimos tu pedido ${order.number} el ${formatBogotaDateTime(order.placedAt)} (hora de Colombia).`;
  const payment = paymentNotes(order, ctx);
  const totals = totalFigures(order);
  const savings = savingsText(order);
  const next = nextSteps(order);
  const buyerText = `Comprador: ${buyer.name} · ${documentText(buyer)} · ${buyer.email}`;
  const estimate = estimateText(order);
  const html =
    paragraph(hello) +
    heading('Pago') +
    payment.notes.map(paragraph).join('') +
    (payment.pay ? button(ctx.orderLink, 'Pagar o ver el estado del pago') : '') +
    heading('Tu pedido') +
    linesHtml(order.lines) +
    figuresHtml(totals, true) +
    `<p style="margin:0 0 16px;font-size:13px;color:#52525b">${escapeHtml(taxText(order))}</p>` +
    (savings ? paragraph(savings) : '') +
    heading('Entrega') +
    paragraph(estimate) +
    addressHtml(buyer) +
    paragraph(buyerText) +
    (next ? paragraph(next) : '') +
    button(ctx.orderLink, 'Ver mi pedido') +
    linkFallbackHtml(ctx.orderLink);
  const text = [
    hello,
    `PAGO\n${payment.notes.join('\n')}`,
    `TU PEDIDO\n${linesText(order.lines)}\n\n${figuresText(totals)}\n${taxText(order)}${savings ? `\n${savings}` : ''}`,
    `ENTREGA\n${estimate}\n${addressLines(buyer).join('\n')}\n${buyerText}`,
    ...(next ? [next] : []),
    linkText(ctx.orderLink),
  ].join('\n\n');
  return {
    to: buyer.email,
    template: 'order-confirmation',
    subject: `Recibimos tu pedido ${order.number}`,
    html: mailHtml({ title: 'Recibimos tu pedido', storeUrl: ctx.storeUrl, body: html }),
    text: `${text}${textFooter(ctx.storeUrl)}`,
  };
};

/** Notice that an online payment was approved: how much, with which method, and that the order is now being prepared. */
export const paymentApprovedMail = (ctx: OrderMailContext, order: Order): MailMessage => {
  const approved = [...order.payments].reverse().find((attempt) => attempt.state === 'approved') ?? null;
  const method = approved?.method ?? order.paymentMethod;
  const hello = `¡Hola, ${firstName(order.buyer.name)}! Confirmamos el pago de tu pedido ${order.number}.`;
  const facts: readonly Figure[] = [
    ['Valor pagado', formatPesos(approved?.amount ?? order.totals.total)],
    ['Medio de pago', PAYMENT_METHOD_TEXT[method].label],
    ...(approved?.reference ? [['Referencia del pago', approved.reference] as const] : []),
  ];
  const sandbox = ctx.sandbox ? SANDBOX_NOTE : null;
  const left = PAYMENT_METHOD_TEXT[method].afterPaid;
  const next = `${left ? `${left} ` : ''}Ahora preparamos tu pedido y te escribimos con el número de guía cuando salga.`;
  const estimate = estimateText(order);
  const html =
    paragraph(hello) +
    figuresHtml(facts) +
    (sandbox ? paragraph(sandbox) : '') +
    paragraph(next) +
    heading('Entrega') +
    paragraph(estimate) +
    addressHtml(order.buyer) +
    button(ctx.orderLink, 'Ver mi pedido') +
    linkFallbackHtml(ctx.orderLink);
  const text = [
    hello,
    figuresText(facts),
    ...(sandbox ? [sandbox] : []),
    next,
    `ENTREGA\n${estimate}\n${addressLines(order.buyer).join('\n')}`,
    linkText(ctx.orderLink),
  ].join('\n\n');
  return {
    to: order.buyer.email,
    template: 'payment-approved',
    subject: `Confirmamos el pago de tu pedido ${order.number}`,
    html: mailHtml({ title: 'Confirmamos tu pago', storeUrl: ctx.storeUrl, body: html }),
    text: `${text}${textFooter(ctx.storeUrl)}`,
  };
};

/** Notice that the order left with the carrier: its tracking number, when it should arrive and where, and for cash on
 * delivery how much to have ready at the door. */
export const orderShippedMail = (ctx: OrderMailContext, order: Order): MailMessage => {
  const hello = `¡Hola, ${firstName(order.buyer.name)}! Tu pedido ${order.number} salió de nuestra bodega y va en camino.`;
  const tracking =
    order.shipping.tracking === null
      ? 'Te enviaremos el número de guía apenas la transportadora lo asigne; también lo verás en tu pedido.'
      : `Número de guía: ${order.shipping.tracking}`;
  const estimate = estimateText(order);
  const cod = order.paymentMethod === 'cash-on-delivery' ? codReminder(order) : null;
  const html =
    paragraph(hello) +
    `<p style="margin:0 0 16px;font-size:18px"><strong>${escapeHtml(tracking)}</strong></p>` +
    paragraph(estimate) +
    (cod ? paragraph(cod) : '') +
    heading('Dirección de entrega') +
    addressHtml(order.buyer) +
    button(ctx.orderLink, 'Ver mi pedido') +
    linkFallbackHtml(ctx.orderLink);
  const text = [
    hello,
    tracking,
    estimate,
    ...(cod ? [cod] : []),
    `DIRECCIÓN DE ENTREGA\n${addressLines(order.buyer).join('\n')}`,
    linkText(ctx.orderLink),
  ].join('\n\n');
  return {
    to: order.buyer.email,
    template: 'order-shipped',
    subject: `Tu pedido ${order.number} va en camino`,
    html: mailHtml({ title: 'Tu pedido va en camino', storeUrl: ctx.storeUrl, body: html }),
    text: `${text}${textFooter(ctx.storeUrl)}`,
  };
};
