import { z } from 'zod/mini';
import { parseOrderNumber } from '../../core/orders/order';
import { parseReturnNumber } from '../../core/returns/return';
import { RETURN_STATES } from '../../core/returns/return-state';
import { text } from '../forms/text';
import { commaList } from './comma-list';
import { listLimit } from './list-limit';
import { noFields } from './no-fields';

/** A text of the form `parse` takes, read as it gives it back, else `wrong`. */
const shaped = (parse: (raw: string) => string | null, missing: string, wrong: string) =>
  z.pipe(
    text(missing, 60),
    z.transform((raw: string, ctx) => {
      const parsed = parse(raw);
      if (parsed) return parsed;
      ctx.issues.push({ code: 'custom', message: wrong, input: raw });
      return z.NEVER;
    }),
  );

const number = shaped(
  parseReturnNumber,
  'Falta el número de la devolución.',
  'Ese número de devolución no existe: tiene la forma FO-2026-000123-D1.',
);
const orderNumber = shaped(
  parseOrderNumber,
  'Falta el número del pedido.',
  'Ese número de pedido no existe: tiene la forma FO-2026-000123.',
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A request's own id, a UUID the operator's form made. */
const requestKey = shaped(
  (raw) => (UUID.test(raw) ? raw.toLowerCase() : null),
  'Falta la clave de la solicitud.',
  'La clave de la solicitud es un UUID.',
);
/** A picture's id as the store gives it one. */
const picture = shaped((raw) => (UUID.test(raw) ? raw.toLowerCase() : null), 'Falta la foto.', 'Esa foto no existe.');
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
    flagged: z.optional(z.enum(['1', '0'], { error: 'Usa flagged=1 para ver solo los reembolsos por revisar.' })),
    order: z.optional(orderNumber),
    limit: z.optional(listLimit),
  }),
  showReturn: z.object({ number }),
  returnPicture: z.object({ number, picture }),
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
  reconcileRefunds: noFields,
  goodwillRefund: z.object({
    orderNumber,
    amount: z.int(AMOUNT).check(z.positive(AMOUNT)),
    words: text('Escribe por qué se devuelve este valor.', 2000),
    manual: z.optional(manual),
    /** The form's own id for this refund: sent again, it answers the first. */
    requestKey: z.optional(requestKey),
  }),
};
