import { z } from 'zod/mini';
import { parseCalendarDate } from '../../core/shared/calendar-date';
import { text } from '../forms/text';

const LINES = 'Elige cuántas unidades de cada producto devuelves.';
const DAY = 'Escribe el día en que te enteraste (AAAA-MM-DD).';

/** A text that may be left empty: absent or blank is null. */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(text('Los datos enviados no son válidos.', max))),
    z.transform((raw) => (raw && raw.trim() ? raw.trim() : null)),
  );

/** The day the shopper learned a reversal's cause, when they give one. */
const learnedOn = z.pipe(
  optionalText(10),
  z.transform((raw, ctx) => {
    if (raw === null) return null;
    const day = parseCalendarDate(raw);
    if (day.ok) return day.value;
    ctx.issues.push({ code: 'custom', message: DAY, input: raw });
    return z.NEVER;
  }),
);

const field = (required: string, max: number) => text(required, max);

/** How the shopper's return request is read (contract/returns.ts): from the form's multipart body (server/api/v1/returns.ts
 * gathers its lines, bank account and pictures) or from JSON. The core checks what each field means. */
export const returnInputs = {
  askReturn: z.object({
    number: text('Falta el número del pedido.', 40),
    firma: z.catch(z.optional(z.string()), undefined),
    reason: text('Elige el motivo de la devolución.', 40),
    reversalCause: optionalText(40),
    learnedOn,
    words: z._default(text('Cuéntanos lo que pasó.', 4000), ''),
    lines: z
      .array(
        z.object({
          sku: text(LINES, 60),
          quantity: z.int(LINES).check(z.minimum(0, LINES), z.maximum(1000, LINES)),
          sealed: z.boolean(LINES),
          exchangeSku: optionalText(60),
        }),
        { error: LINES },
      )
      .check(z.maxLength(50, LINES)),
    // Absent for a cambio, which gives no money back (the core asks it of every other reason).
    refundTo: z._default(text('Elige cómo quieres recibir el dinero.', 40), ''),
    bankAccount: z.optional(
      z.nullable(
        z.object({
          bank: field('Indica el banco de la cuenta.', 80),
          accountType: field('Indica si la cuenta es de ahorros o corriente.', 20),
          number: field('Indica el número de la cuenta.', 40),
          holderName: field('Indica el nombre del titular de la cuenta.', 120),
          documentType: field('Indica el tipo de documento del titular.', 10),
          documentNumber: field('Indica el número de documento del titular.', 30),
        }),
      ),
    ),
    pictures: z._default(
      z.array(z.object({ bytes: z.instanceof(Uint8Array) }), { error: 'Adjunta las fotos como archivos.' }),
      [],
    ),
  }),
};
