import { z } from 'zod/mini';
import { FULFIL_ACTIONS } from '../../core/orders/console-orders';
import { ORDER_STATES } from '../../core/orders/order-state';
import { parseCalendarDate } from '../../core/shared/calendar-date';
import { text } from '../forms/text';
import { commaList } from './comma-list';
import { noFields } from './no-fields';

const number = text('Falta el número del pedido.', 40);
const HOURS = 'Escribe las horas, un número entero de 1 a 8760.';
/** `1` when the provider already refunded by its own process (Addi): the refund is recorded, nobody is asked. */
const recordedFlag = z.optional(z.enum(['1', '0'], { error: 'Usa 1 o 0.' }));

/** A Bogotá calendar day in a query, YYYY-MM-DD. */
const day = z.pipe(
  text('Falta la fecha.', 10),
  z.transform((raw: string, ctx) => {
    const parsed = parseCalendarDate(raw);
    if (parsed.ok) return parsed.value;
    ctx.issues.push({ code: 'custom', message: parsed.error.message, input: raw });
    return z.NEVER;
  }),
);

/** How the operators' order endpoints are read (contract/admin-orders.ts). */
export const adminOrderInputs = {
  listOrders: z.object({
    search: z.optional(text('Escribe qué buscar.', 120)),
    state: z.optional(z.enum(ORDER_STATES, { error: 'Ese estado de pedido no existe.' })),
    method: z.optional(text('Elige un medio de pago.', 40)),
    from: z.optional(text('Escribe el primer día.', 10)),
    to: z.optional(text('Escribe el último día.', 10)),
    city: z.optional(text('Escribe el municipio.', 80)),
  }),
  orderDetail: z.object({ number }),
  fulfilOrder: z.object({
    number,
    action: z.enum(FULFIL_ACTIONS, { error: 'Esa acción no existe: preparar, enviar o entregar.' }),
    tracking: z.optional(text('Escribe el número de guía.', 60)),
  }),
  orderRecords: z.object({
    search: z.optional(text('Escribe qué buscar.', 120)),
    states: z.optional(commaList(z.enum(ORDER_STATES))),
    methods: z.optional(commaList(text('Falta el medio de pago.', 40))),
    from: z.optional(day),
    to: z.optional(day),
    city: z.optional(text('Falta el municipio.', 80)),
    limit: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1000))),
  }),
  orderRecord: z.object({ number }),
  cancelOrder: z.object({ number, reason: text('Escribe por qué se cancela.', 300) }),
  cancelStaleOrders: z.object({
    olderThanHours: z.number({ error: HOURS }).check(z.int(HOURS), z.minimum(1, HOURS), z.maximum(8760, HOURS)),
    reason: text('Escribe por qué se cancelan.', 300),
    dryRun: z.boolean({ error: 'Indica si es una prueba.' }),
  }),
  expireOrders: noFields,
  refundPreview: z.object({ number, recorded: recordedFlag }),
  refundOrder: z.object({ number, recorded: recordedFlag }),
  noteOrder: z.object({ number, text: text('Escribe la nota.', 1000) }),
  resendMail: z.object({
    number,
    eventId: z.coerce
      .number({ error: 'Ese correo no existe.' })
      .check(z.int('Ese correo no existe.'), z.positive('Ese correo no existe.')),
  }),
};
