import { z } from 'zod/mini';
import { RETURN_STATES } from '../../core/returns/return-state';
import { text } from '../forms/text';
import { commaList } from './comma-list';
import { listLimit } from './list-limit';

const number = text('Falta el número de la devolución.', 40);
const answer = (required: string) => z.object({ number, text: text(required, 2000) });
const BACK = 'Indica a dónde va cada producto: on-sale (a la venta) o damaged (averiado).';
const AMOUNT = 'Escribe el valor en pesos enteros, mayor que 0.';

/** How the money went back when no provider is asked: a transfer the store made or a refund the provider made by its
 * own process, each with its reference; null to let the store ask the provider. */
const manual = z.nullable(
  z.object({
    how: z.enum(['transfer', 'recorded'], { error: 'Elige transferencia (transfer) o registrado (recorded).' }),
    reference: text('Escribe la referencia del reembolso.', 120).check(
      z.minLength(1, 'Escribe la referencia del reembolso.'),
    ),
  }),
);

/** How the operators' returns endpoints are read (contract/admin-returns.ts). */
export const adminReturnInputs = {
  listReturns: z.object({
    states: z.optional(commaList(z.enum(RETURN_STATES, { error: 'Ese estado de devolución no existe.' }))),
    limit: z.optional(listLimit),
  }),
  showReturn: z.object({ number }),
  returnPicture: z.object({ number, picture: text('Falta la foto.', 80) }),
  approveReturn: answer('Escribe las instrucciones para devolver los productos.'),
  rejectReturn: answer('Escribe el motivo del rechazo.'),
  receiveReturn: z.object({
    number,
    lines: z
      .array(
        z.object({
          sku: text('Falta la referencia del producto.', 60),
          back: z.enum(['on-sale', 'damaged'], { error: BACK }),
        }),
        { error: BACK },
      )
      .check(z.maxLength(100, BACK)),
  }),
  refundReturn: z.object({ number, manual: z.optional(manual) }),
  goodwillRefund: z.object({
    orderNumber: text('Falta el número del pedido.', 40),
    amount: z.int(AMOUNT).check(z.positive(AMOUNT)),
    words: text('Escribe por qué se devuelve este valor.', 2000),
    manual: z.optional(manual),
  }),
};
