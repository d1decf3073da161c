import { z } from 'zod/mini';
import { LEAD_STATES } from '../../core/leads/lead-inbox';
import { text } from '../forms/text';
import { listLimit } from './list-limit';

const id = z.coerce
  .number({ error: 'Ese mensaje no existe.' })
  .check(z.int('Ese mensaje no existe.'), z.positive('Ese mensaje no existe.'));
const state = z.enum(LEAD_STATES, { error: 'Elige un estado: nuevo, respondido o cerrado.' });

/** How the operators' leads endpoints are read (contract/admin-leads.ts). */
export const adminLeadInputs = {
  listLeads: z.object({ state: z.optional(state), limit: z.optional(listLimit) }),
  replyToLead: z.object({ id, body: text('Escribe la respuesta.', 5000) }),
  setLeadState: z.object({ id, state }),
};
