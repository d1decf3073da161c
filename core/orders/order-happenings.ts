import type { OrderEvent } from './order-state';
import type { OrderChange, PaymentChange } from './ports';
import type { OrderHappeningType } from '../events/ports';

const OF_ORDER_EVENT: Readonly<Partial<Record<OrderEvent, OrderHappeningType>>> = {
  'approve-payment': 'payment-approved',
  'start-preparing': 'preparing',
  'ship': 'shipped',
  'deliver': 'delivered',
  'cancel': 'cancelled',
  'expire': 'expired',
  'reverse': 'reversed',
};

/** What an order's move tells the subscribers, if anything: a move that leaves the state as it was (a failed attempt)
 * tells nobody; preparing goes out live only (no mail has it). Order stores write it with the move, so no use case
 * can forget it. */
export const happeningOfChange = (change: OrderChange): OrderHappeningType | null =>
  change.to === change.from ? null : (OF_ORDER_EVENT[change.event] ?? null);

/** What a payment attempt's own move tells the subscribers: a rejection, an expiry (the order page waiting for it
 * hears it live), and a cash voucher issued (the shopper gets it by mail too, to pay at the counter later). An approval
 * is told by the order's move, so a late approval that leaves the order alone mails nobody. */
export const happeningOfPayment = (change: PaymentChange): OrderHappeningType | null => {
  if (change.to === 'rejected' && change.from !== 'rejected') return 'payment-rejected';
  if (change.to === 'expired' && change.from !== 'expired') return 'payment-expired';
  if (change.to === 'pending' && change.from === 'created' && change.details?.action?.kind === 'voucher')
    return 'voucher-issued';
  return null;
};
