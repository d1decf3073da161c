/**
 * The checkout's request bodies, shared by the browser and the server (which answers a wrong shape with 400 and
 * `fields`). They check shapes and lengths only: the buyer's data is checked by the core's `parseBuyer` — in the
 * browser before each step, and again by `placeOrder` on the server, which also prices everything again.
 */
import { cartForm } from './cart-form';
import { text } from './text';
import { z } from 'zod/mini';

const destination = z.object({
  departmentCode: text('Elige el departamento de entrega.', 2),
  municipalityCode: text('Elige una ciudad o municipio.', 5),
});

export const checkoutPriceForm = z.object({
  lines: cartForm.shape.lines,
  destination: z.optional(destination),
  shippingMethod: z.optional(text('Elige cómo quieres recibir tu pedido.', 20)),
  paymentMethod: z.optional(text('Elige un medio de pago.', 30)),
  useGiftCredit: z.optional(z.boolean({ error: 'No pudimos leer si quieres usar tu saldo de regalo.' })),
  /** The buyer's document type once the buyer's step is done: some methods take some documents only. */
  documentType: z.optional(text('Elige un tipo de documento.', 3)),
});

export const buyerForm = z.object({
  name: text('Escribe tu nombre completo.', 60),
  email: text('Escribe tu correo electrónico.', 254),
  documentType: text('Elige un tipo de documento.', 3),
  documentNumber: text('Escribe el número de documento.', 20),
  phone: text('Escribe tu celular.', 20),
  line1: text('Escribe la dirección de entrega.', 120),
  line2: text('El complemento de la dirección no es válido.', 120),
  departmentCode: text('Elige el departamento de entrega.', 2),
  municipalityCode: text('Elige una ciudad o municipio.', 5),
  notes: text('Las indicaciones no son válidas.', 200),
  consent: z.boolean({ error: 'Para comprar debes aceptar los términos y la política de tratamiento de datos.' }),
});

export const placeOrderForm = z.object({
  idempotencyKey: text('No pudimos leer tu pedido; recarga la página.', 100),
  lines: cartForm.shape.lines,
  buyer: buyerForm,
  shippingMethod: text('Elige cómo quieres recibir tu pedido.', 20),
  paymentMethod: text('Elige un medio de pago.', 30),
  expectedTotal: z.number({ error: 'No pudimos leer el total de tu pedido; recarga la página.' }).check(z.int()),
  useGiftCredit: z.optional(z.boolean({ error: 'No pudimos leer si quieres usar tu saldo de regalo.' })),
});

export const payOrderForm = z.object({
  method: text('Elige un medio de pago.', 30),
  /** The signature of the order's link, for a guest. */
  signature: z.optional(text('El enlace del pedido no es válido.', 100)),
  /** How the shopper pays within the method: read field by field by core/payments/instrument.ts. */
  instrument: z.record(z.string(), z.union([z.string().check(z.maxLength(200)), z.number()]), {
    error: 'Elige cómo quieres pagar.',
  }),
});
