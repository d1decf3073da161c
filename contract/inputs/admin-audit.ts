import { z } from 'zod/mini';
import { text } from '../forms/text';

/** How the operators' Registro endpoint is read (contract/admin-audit.ts); the use case checks each filter again. */
export const adminAuditInputs = {
  auditLog: z.object({
    operator: z.optional(text('Elige un operador de la lista.', 254)),
    kind: z.optional(text('Elige una clase de acción de la lista.', 60)),
    from: z.optional(text('Escribe el primer día.', 10)),
    to: z.optional(text('Escribe el último día.', 10)),
    subject: z.optional(text('Escribe el pedido, la referencia o el correo.', 254)),
    after: z.optional(text('Esa página del registro no existe: vuelve a la primera.', 60)),
  }),
};
