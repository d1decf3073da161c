import express, { Router } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import { outcomeAddress, type LeadFormOutcome } from '../../../contract/lead-form-outcome';
import { LEAD_ENDPOINT, leadEndpoints } from '../../../contract/leads';
import type { LeadKind } from '../../../core/leads/lead';
import { leadDraftOf } from '../../../core/leads/lead-fields';
import type { LeadError } from '../../../core/leads/submit-lead';
import { refuseNulInBody } from '../../nul-guard';
import type { Ctx, Handlers } from '../endpoints';
import { clientAddressKey } from './body';

/** A form sent by the browser itself (no JavaScript): its fields as `a=1&b=2`, a few KB at most. */
const plainForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 32 });

const outcomeOfError = (error: LeadError): LeadFormOutcome =>
  error.kind === 'rate-limited'
    ? { state: 'limited', minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) }
    : { state: 'invalid', fields: Object.keys(error.fields) };

/**
 * The contact and franchise forms as the browser itself posts them (`a=1&b=2`, before the page's JavaScript runs or
 * without it), mounted before the endpoints (server/app.ts): answered 303 back to the form's page, which says how it
 * went (with Retry-After when limited). Any other body goes on to the JSON endpoints of contract/leads.ts.
 */
export const leadFormPosts = (c: AppContainer): Router => {
  const submit = c.get(T.leads).submitLead;
  const r = Router();
  for (const kind of ['contact', 'franchise'] as const satisfies readonly LeadKind[]) {
    const path = leadEndpoints[LEAD_ENDPOINT[kind]].path.slice('/api/v1'.length);
    r.post(path, plainForm, refuseNulInBody, async (req, res, next) => {
      if (!req.is('application/x-www-form-urlencoded')) return next();
      const result = await submit({ kind, draft: leadDraftOf(req.body), ip: clientAddressKey(req) });
      res.set('Cache-Control', 'no-store');
      if (!result.ok && result.error.kind === 'rate-limited')
        res.setHeader('Retry-After', String(result.error.retryAfterSeconds));
      const outcome = result.ok
        ? { state: 'sent' as const, radicado: result.value.radicado }
        : outcomeOfError(result.error);
      res.redirect(303, outcomeAddress(kind, outcome));
    });
  }
  return r;
};

/** The contact and franchise forms sent as JSON (contract/leads.ts): each lead counted under its sender's address, and
 * never cached. */
export const leadHandlers = (c: AppContainer): Handlers<typeof leadEndpoints> => {
  const submit = c.get(T.leads).submitLead;
  const handle =
    (kind: LeadKind) =>
    async (body: Readonly<Record<string, unknown>>, { http }: Ctx) => {
      // Only a browser sends these forms; a call in process (none today) would count under one shared key.
      const result = await submit({
        kind,
        draft: leadDraftOf(body),
        ip: http ? clientAddressKey(http.req) : 'in-process',
      });
      http?.res.set('Cache-Control', 'no-store');
      return result;
    };
  return { leadContact: handle('contact'), leadFranchise: handle('franchise') };
};
