import express, { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { LeadKind } from '../../../core/leads/lead';
import { leadDraftOf } from '../../../core/leads/lead-fields';
import type { LeadError } from '../../../core/leads/submit-lead';
import { outcomeAddress, type LeadFormOutcome } from '../../../web/lib/lead-form-outcome';
import { HttpError } from '../../errors';
import { clientAddressKey } from './body';
import { refuseNulInBody } from '../../nul-guard';

/** A form sent by the browser itself (no JavaScript): its fields as `a=1&b=2`, a few KB at most. */
const plainForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 32 });

const outcomeOfError = (error: LeadError): LeadFormOutcome =>
  error.kind === 'rate-limited'
    ? { state: 'limited', minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) }
    : { state: 'invalid', fields: Object.keys(error.fields) };

/**
 * `POST /api/v1/leads/contact` and `/api/v1/leads/franchise`: the contact and franchise forms (web/lib/lead-api.ts).
 * JSON in → 201 { message, radicado } (a contact message's case number; null for a franchise enquiry), 400
 * `invalid-input` with each wrong field, 429 `rate-limited` with Retry-After. A plain HTML
 * form (sent before the page's JavaScript runs, or without it) is answered 303 back to its page, which says how it went.
 */
export const leadsRouter = (c: AppContainer): Router => {
  const submit = c.get(T.leads).submitLead;
  const r = Router();
  const handle = (kind: LeadKind) => async (req: Request, res: Response) => {
    const result = await submit({ kind, draft: leadDraftOf(req.body), ip: clientAddressKey(req) });
    res.set('Cache-Control', 'no-store');
    if (req.is('application/x-www-form-urlencoded')) {
      if (!result.ok && result.error.kind === 'rate-limited')
        res.setHeader('Retry-After', String(result.error.retryAfterSeconds));
      res.redirect(
        303,
        outcomeAddress(
          kind,
          result.ok ? { state: 'sent', radicado: result.value.radicado } : outcomeOfError(result.error),
        ),
      );
      return;
    }
    if (!result.ok) throw HttpError.from(result.error);
    res.status(201).json(result.value);
  };
  r.post('/leads/contact', plainForm, refuseNulInBody, handle('contact'));
  r.post('/leads/franchise', plainForm, refuseNulInBody, handle('franchise'));
  return r;
};
