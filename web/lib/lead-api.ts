import type { LeadKind } from '../../core/leads/lead';
import type { LeadDraft } from '../../core/leads/lead-fields';
import type { LeadError, LeadReceived } from '../../core/leads/submit-lead';
import type { Result } from '../../core/shared/result';
import type { Failure } from '../../contract/errors';
import { askApi } from './json-api';

/** Where each form is sent, with JavaScript (JSON) or without it (the browser's own POST). */
export const leadEndpoint = (kind: LeadKind): string => `/api/v1/leads/${kind}`;

/**
 * The contact and franchise forms over `/api/v1`:
 *   POST /api/v1/leads/contact | /api/v1/leads/franchise { …fields, consent } → 201 { message, radicado }
 * Refusals: 400 `invalid-input` (fields by name), 429 `rate-limited` (retryAfterSeconds).
 */
export const sendLead = (kind: LeadKind, draft: LeadDraft): Promise<Result<LeadReceived, Failure<LeadError>>> =>
  askApi<LeadReceived, LeadError>('POST', leadEndpoint(kind), draft);
