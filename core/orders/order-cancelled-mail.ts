import type { Order } from './order';
import { formatMoment } from '../shared/deadline-text';
import { button, escapeHtml, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { OrderMailContext } from './order-mail-templates';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';

/** Why the order ended: its payment did not arrive in time, or the store cancelled it (an operator's reason is for the
 * audit log, never mailed). */
export type CancelCause = 'expired' | 'cancelled';

const whatHappened = (order: Order, cause: CancelCause): string => {
  if (cause === 'expired') {
    const until = order.expiresAt
      ? ` a tiempo (el plazo vencía ${formatMoment(order.expiresAt)}, hora de Colombia)`
      : ' a tiempo';
    return `Tu pedido ${order.number} se canceló porque no recibimos su pago${until}. No se hizo ningún cobro y los productos volvieron a la venta.`;
  }
  return `Cancelamos tu pedido ${order.number}. No se hizo ningún cobro y los productos volvieron a la venta.`;
};

/** Notice that an order will not be sent — unpaid past its reservation, or cancelled by the store — with what it held,
 * that nothing was charged, what to do if a payment was made anyway, and the way back to the store. */
export const orderCancelledMail = (ctx: OrderMailContext, order: Order, cause: CancelCause): MailMessage => {
  const hello = `¡Hola, ${firstName(order.buyer.name)}!`;
  const happened = whatHappened(order, cause);
  const items = order.lines.map(
    (line) => `${line.quantity} × ${line.name} (${[line.size, line.flavour].filter(Boolean).join(', ')})`,
  );
  const paid =
    'Si hiciste un pago por este pedido, escríbenos desde la página de contacto con el número del pedido: lo revisamos y te lo devolvemos o completamos tu compra.';
  const again = 'Si aún quieres estos productos, puedes hacer un pedido nuevo cuando quieras.';
  const html =
    paragraph(`${hello} ${happened}`) +
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` +
    paragraph(paid) +
    paragraph(again) +
    button(`${ctx.storeUrl}/`, 'Volver a la tienda');
  const text = [
    `${hello} ${happened}`,
    items.map((item) => `- ${item}`).join('\n'),
    paid,
    again,
    `Ver tu pedido: ${ctx.orderLink}`,
  ].join('\n\n');
  return {
    to: order.buyer.email,
    template: 'order-cancelled',
    subject: `Tu pedido ${order.number} fue cancelado`,
    html: mailHtml({ title: 'Tu pedido fue cancelado', storeUrl: ctx.storeUrl, body: html }),
    text: `${text}${textFooter(ctx.storeUrl)}`,
  };
};
