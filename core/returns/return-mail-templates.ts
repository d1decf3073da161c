import { button, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage, MailTemplate } from '../mail/ports';
import { firstName } from '../mail/templates';
import type { Order } from '../orders/order';
import { bogotaDateOf } from '../shared/bogota-time';
import { formatDayText, formatLongDate } from '../shared/bogota-time-text';
import { formatPesos } from '../shared/format';
import type { Return, ReturnRefund } from './return';
import { withdrawalRefundDeadline } from './return-windows';

/** What a return's mail needs besides the return: the store, and the order's signed link. */
export type ReturnMailContext = { readonly storeUrl: string; readonly orderLink: string };

/** The steps of a return that mail the shopper. */
export type ReturnMailStep = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded' | 'exchanged';

type Content = { readonly title: string; readonly subject: string; readonly paragraphs: readonly string[] };

const units = (r: Return) =>
  r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') || `un reembolso de ${formatPesos(r.goodwill ?? 0)}`;

/** How the money of a refund reaches the shopper, and by when. */
const howItArrives = (refund: ReturnRefund): string => {
  const by = formatLongDate(withdrawalRefundDeadline(bogotaDateOf(refund.at)));
  const credit = refund.shares.credit > 0 ? ` y ${formatPesos(refund.shares.credit)} vuelven a tu saldo de regalo` : '';
  const money = formatPesos(refund.shares.money);
  switch (refund.how) {
    case 'gift-credit':
      return `Te devolvimos ${formatPesos(refund.shares.money + refund.shares.credit)} como saldo de regalo: ya puedes usarlo en tu próxima compra.`;
    case 'transfer':
      return `Te transferimos ${money} a tu cuenta bancaria${credit} (referencia ${refund.reference}). Según tu banco, lo verás a más tardar el ${by}.`;
    case 'provider':
    case 'recorded':
      return refund.state === 'pending'
        ? `Pedimos el reembolso de ${money} a tu medio de pago original${credit}. Está en proceso: lo verás a más tardar el ${by}.`
        : `Reembolsamos ${money} a tu medio de pago original${credit}. Según tu banco, lo verás a más tardar el ${by}.`;
  }
};

/** "$ 43.300 de $ 129.900": what a refund gave back (money and spent gift credit) of what the order charged, so a
 * partial refund reads as one. */
const ofTheOrder = (refund: ReturnRefund, order: Pick<Order, 'totals'>) =>
  `${formatPesos(refund.shares.money + refund.shares.credit)} de ${formatPesos(order.totals.total + order.totals.giftCredit)}`;

const contentOf = (step: ReturnMailStep, r: Return, order: Pick<Order, 'totals'>): Content => {
  const n = r.number;
  switch (step) {
    case 'requested':
      return {
        title: 'Recibimos tu solicitud de devolución',
        subject: `Recibimos tu solicitud de devolución ${n}`,
        paragraphs: [
          `Recibimos tu solicitud de devolución ${n} (${units(r)}) del pedido ${r.orderNumber}.`,
          `Te respondemos a más tardar el ${formatDayText(r.answerBy)}, como lo manda la ley.`,
        ],
      };
    case 'approved':
      return {
        title: 'Aprobamos tu devolución',
        subject: `Aprobamos tu devolución ${n}`,
        paragraphs: [
          `Aprobamos tu devolución ${n} (${units(r)}).`,
          `Cómo enviarnos los productos: ${r.instructions ?? ''}`,
          'Marca el paquete con el número de la devolución. Cuando lo recibamos te escribimos.',
        ],
      };
    case 'rejected':
      return {
        title: 'No pudimos aprobar tu devolución',
        subject: `Tu devolución ${n} no fue aprobada`,
        paragraphs: [
          `Revisamos tu devolución ${n} (${units(r)}) y no pudimos aprobarla.`,
          `El motivo: ${r.rejection ?? ''}`,
          'Si no estás de acuerdo, respóndenos desde la página de contacto con el número de la devolución.',
        ],
      };
    case 'received':
      return {
        title: 'Recibimos los productos de tu devolución',
        subject: `Recibimos los productos de tu devolución ${n}`,
        paragraphs: [`Recibimos ${units(r)} de tu devolución ${n}. Ahora preparamos tu reembolso y te escribimos.`],
      };
    case 'exchanged':
      return {
        title: 'Tu cambio va en camino',
        subject: `Tu cambio ${n}: pedido ${r.replacementOrderNumber ?? ''}`,
        paragraphs: [
          `Recibimos ${units(r)} de tu cambio ${n}.`,
          `Lo que elegiste va en el pedido ${r.replacementOrderNumber ?? ''}, sin costo: lo preparamos y te avisamos cuando salga.`,
        ],
      };
    case 'refunded': {
      const refund = r.refunds.at(-1);
      return {
        title: 'Te reembolsamos',
        subject: `Reembolso de tu devolución ${n}`,
        paragraphs: [
          refund
            ? `Reembolsamos ${ofTheOrder(refund, order)} de tu pedido ${r.orderNumber}, por tu devolución ${n}.`
            : `Reembolsamos tu devolución ${n} del pedido ${r.orderNumber}.`,
          refund ? howItArrives(refund) : '',
        ],
      };
    }
  }
};

/** The shopper's mail of a step of their return, in Spanish, with the return's number and the order's link. */
export const returnMail = (ctx: ReturnMailContext, order: Order, r: Return, step: ReturnMailStep): MailMessage => {
  const c = contentOf(step, r, order);
  const hello = `¡Hola, ${firstName(order.buyer.name)}!`;
  const [first, ...rest] = c.paragraphs;
  const html =
    paragraph(`${hello} ${first}`) + rest.map((p) => paragraph(p)).join('') + button(ctx.orderLink, 'Ver tu pedido');
  const text = [`${hello} ${first}`, ...rest, `Ver tu pedido: ${ctx.orderLink}`].join('\n\n');
  return {
    to: order.buyer.email,
    template: `return-${step}` satisfies MailTemplate,
    subject: c.subject,
    html: mailHtml({ title: c.title, storeUrl: ctx.storeUrl, body: html }),
    text: `${text}${textFooter(ctx.storeUrl)}`,
  };
};
