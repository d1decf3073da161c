import type { OrderState } from '../../core/orders/order-state';

/** An order's state as the console names it. */
export const STATE_LABELS: ReadonlyMap<OrderState, string> = new Map<OrderState, string>([
  ['pending_payment', 'Pendiente de pago'],
  ['paid', 'Pagado: por preparar'],
  ['confirmed', 'Contraentrega: por preparar'],
  ['preparing', 'En preparación'],
  ['shipped', 'Enviado'],
  ['delivered', 'Entregado'],
  ['cancelled', 'Cancelado'],
  ['reversed', 'Reversado'],
  ['partially_returned', 'Devuelto en parte'],
  ['returned', 'Devuelto'],
]);
