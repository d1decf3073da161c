import { z } from 'zod/mini';
import { text } from '../forms/text';
import { noFields } from './no-fields';

/** How the account pages' requests are read (contract/account.ts). */
export const accountPageInputs = {
  account: noFields,
  verifyEmail: z.object({
    token: text('El enlace para confirmar tu correo no es válido. Revisa que esté completo o pide uno nuevo.', 200),
  }),
};
