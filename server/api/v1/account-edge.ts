import { Router, type RequestHandler } from 'express';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { cartEndpoints } from '../../../contract/cart';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import { HttpError } from '../../errors';
import type { Ctx } from '../endpoints';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

const refuseGuest: RequestHandler = (_req, res, next) => {
  if (!res.locals.customerId) throw HttpError.from(UNAUTHENTICATED);
  next();
};

// The endpoints of one shopper's own things that read a body: the account page's forms, and the saved cart's writes.
const { replaceCart, mergeCart } = cartEndpoints;
const SIGNED_IN_ONLY = [...Object.values(accountEditEndpoints), replaceCart, mergeCart];

/**
 * What the account, session and cart endpoints ask of HTTP before their handlers run (mounted before the endpoint
 * routes): every answer under `/auth`, `/account` and `/cart`, a refusal included, is `Cache-Control: no-store` (it is
 * one shopper's, or a session's); and a guest is refused 401 by the endpoints of one shopper's own things before their
 * body is read, as the routers they replace did.
 */
export const accountEdge = (): Router => {
  const r = Router();
  r.use(['/auth', '/account', '/cart'], noStore);
  for (const e of SIGNED_IN_ONLY) {
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    r[method](e.path.slice('/api/v1'.length), refuseGuest);
  }
  return r;
};

/** The HTTP exchange of a call to an endpoint that sets the session cookie or counts its client's address: those are
 * only ever called over HTTP (no page the server renders calls them), so a call in process is a bug. */
export const overHttp = (ctx: Ctx): NonNullable<Ctx['http']> => {
  if (ctx.http === null) throw new Error('This endpoint answers over HTTP only: it reads the client and its cookies.');
  return ctx.http;
};
