import { z } from 'zod/mini';
import { FULFIL_ACTIONS } from '../../core/orders/console-orders';
import { ORDER_STATES } from '../../core/orders/order-state';
import { text } from '../forms/text';

const number = text('Falta el número del pedido.', 40);

/** How the operators' order endpoints are read (contract/admin-orders.ts). */
export const adminOrderInputs = {
  listOrders: z.object({
    search: z.optional(text('Escribe qué buscar.', 120)),
    state: z.optional(z.enum(ORDER_STATES, { error: 'Ese estado de pedido no existe.' })),
  }),
  orderDetail: z.object({ number }),
  fulfilOrder: z.object({
    number,
    action: z.enum(FULFIL_ACTIONS, { error: 'Esa acción no existe: preparar, enviar o entregar.' }),
    tracking: z.optional(text('Escribe el número de guía.', 60)),
  }),
};
