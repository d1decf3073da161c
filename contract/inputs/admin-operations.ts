import { z } from 'zod/mini';
import { text } from '../forms/text';
import { noFields } from './no-fields';

const limit = z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1000)));
const positiveId = (missing: string) =>
  z.coerce.number({ error: missing }).check(z.int(missing), z.positive(missing), z.maximum(2_147_483_647, missing));
/** An instant as Date.toJSON writes it. */
const instant = z.pipe(
  text('Falta la fecha.', 30),
  z.transform((raw: string, ctx) => {
    const at = new Date(raw);
    if (/^\d{4}-\d{2}-\d{2}T/.test(raw) && !Number.isNaN(at.getTime())) return at;
    ctx.issues.push({ code: 'custom', message: 'La fecha no es válida.', input: raw });
    return z.NEVER;
  }),
);

/** How the operators' endpoints of the store's machinery are read (contract/admin-operations.ts). */
export const adminOperationInputs = {
  listEvents: z.object({ stuck: z.optional(z.enum(['1', '0'])), limit }),
  retryEvents: z.object({
    ids: z.optional(z.array(positiveId('Ese evento no existe.')).check(z.maxLength(1000))),
    stuck: z.optional(z.boolean('Usa verdadero o falso.')),
  }),
  dispatchEvents: noFields,
  listMail: z.object({ to: z.optional(text('Escribe la dirección.', 254)), limit }),
  showMail: z.object({ id: positiveId('Ese correo no existe.') }),
  vitalsReport: z.object({
    from: z.optional(instant),
    sinceMs: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(90 * 86_400_000)))),
    page: z.optional(text('Escribe la ruta.', 300).check(z.startsWith('/', 'La ruta empieza por /.'))),
    device: z.optional(z.enum(['mobile', 'desktop'], { error: 'Elige móvil o escritorio.' })),
  }),
  reindexSearch: z.object({
    batchSize: z.int('Indica cuántos productos por envío.').check(z.minimum(1), z.maximum(10_000)),
  }),
};
