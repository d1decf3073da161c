import { z } from 'zod/mini';

/** Any body at all: the core reads each field of a lead itself (leadDraftOf) and names every wrong one in Spanish, and a
 * form sent without JavaScript must come back to its page, never stop at a 400. */
const leadBody = z.record(z.string(), z.unknown());

/** How the contact and franchise forms are read (contract/leads.ts). */
export const leadInputs = { leadContact: leadBody, leadFranchise: leadBody };
