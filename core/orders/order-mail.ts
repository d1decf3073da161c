import { orderConfirmationMail, orderShippedMail, paymentApprovedMail } from '../mail/order-mails';
import type { Mailer, MailMessage } from '../mail/ports';
import { sendQuietly } from '../mail/send-quietly';
import type { Logger } from '../shared/ports';
import type { Order } from './order';
import type { OrderLinks } from './ports';

/** The path of an order's page, signed so it opens without signing in (the link of its mails). */
export const orderPath = async (links: OrderLinks, number: string): Promise<string> =>
  `/pedido/${number}/?firma=${encodeURIComponent(await links.sign(number))}`;

export type OrderMailDeps = { readonly mailer: Mailer; readonly logger: Logger; readonly links: OrderLinks; readonly storeUrl: string };

/** The mails an order sends as it moves (placed, paid, shipped); a mail that cannot be sent is logged and never
 * undoes what happened to the order. */
export const orderMails = (deps: OrderMailDeps) => {
  const send = (compose: (ctx: { storeUrl: string; orderLink: string }, order: Order) => MailMessage) => async (order: Order) => {
    const orderLink = `${deps.storeUrl}${await orderPath(deps.links, order.number)}`;
    await sendQuietly(deps, compose({ storeUrl: deps.storeUrl, orderLink }, order));
  };
  return { placed: send(orderConfirmationMail), approved: send(paymentApprovedMail), shipped: send(orderShippedMail) };
};
