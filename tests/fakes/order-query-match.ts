import type { Order } from '../../core/orders/order';
import type { OrderQuery } from '../../core/orders/ports';

/** Whether an order passes an order list's filters, as the SQL store's WHERE (adapters/persistence/order-filters.ts). */
export const matchesOrderQuery = (o: Order, q: OrderQuery): boolean => {
  const s = q.search;
  const found =
    !s ||
    o.number === s.number ||
    (s.email !== null && o.buyer.email.toLowerCase().startsWith(s.email)) ||
    s.documents.includes(o.buyer.documentNumber) ||
    o.buyer.phone === s.phone;
  return (
    found &&
    (!q.states || q.states.includes(o.state)) &&
    (!q.since || o.placedAt >= q.since) &&
    (!q.before || o.placedAt < q.before) &&
    (!q.paymentMethods || q.paymentMethods.includes(o.paymentMethod)) &&
    (!q.municipalityCodes || q.municipalityCodes.includes(o.buyer.municipalityCode))
  );
};
