import type { LeadKind } from '../core/leads/lead';
import type { LeadDraft } from '../core/leads/lead-fields';
import type { LeadReceived } from '../core/leads/submit-lead';
import { endpoint } from './endpoint';
import type { leadInputs } from './inputs/leads';

const asFields = (draft: LeadDraft) => draft;

/** One form's endpoint: its fields in, 201 with the case number out, refused field by field or past its limits. */
const leadForm = (kind: LeadKind) =>
  endpoint<LeadReceived, typeof leadInputs.leadContact>()({
    method: 'POST',
    path: `/api/v1/leads/${kind}`,
    encode: asFields,
    status: 201,
    errors: ['invalid-input', 'rate-limited'],
  });

/**
 * The contact and franchise forms: JSON → 201 { message, radicado } (a contact message's case number; null for a
 * franchise enquiry); 400 `invalid-input` naming each wrong field, 429 `rate-limited` with Retry-After. The browser's
 * own POST of the form (`a=1&b=2`, before or without JavaScript) is answered 303 back to its page (lead-form-outcome.ts).
 */
export const leadEndpoints = { leadContact: leadForm('contact'), leadFranchise: leadForm('franchise') };

/** Each form's endpoint by the kind of lead it sends. */
export const LEAD_ENDPOINT = {
  contact: 'leadContact',
  franchise: 'leadFranchise',
} as const satisfies Record<LeadKind, keyof typeof leadEndpoints>;
