import { z } from 'zod/mini';
import { text } from '../forms/text';
import { listLimit } from './list-limit';

/** How the operators' customer endpoints are read (contract/admin-customers.ts). */
export const adminCustomerInputs = {
  listCustomers: z.object({
    search: text('Escribe qué buscar: nombre, correo, documento o celular.', 120),
    limit: z.optional(listLimit),
  }),
  customerDetail: z.object({ key: text('Falta el cliente.', 254) }),
  adjustCredit: z.object({
    email: text('Falta el correo del cliente.', 254),
    amount: z.number({ error: 'Escribe el ajuste en pesos enteros, sin puntos (5000 o -5000).' }),
    reason: text('Escribe el motivo del ajuste.', 200),
  }),
};
