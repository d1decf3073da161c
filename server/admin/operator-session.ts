import type { Request, RequestHandler, Response } from 'express';
import type { Actor } from '../../core/operators/operator';
import { HttpError } from '../errors';
import { cookieOf } from '../session';

/** The console's session cookie. It goes only to the console's pages and the operators' API (two paths, the same
 * token), never to a shopper's page; SameSite=Strict: no other site's link or form carries it. */
export const OPERATOR_COOKIE = 'fornido_operador';
const COOKIE_PATHS = ['/admin/', '/api/admin/'] as const;
/** The cookie outlives a browser restart on the warehouse's phone; the session itself ends after 12 idle hours. */
const COOKIE_DAYS = 7;

declare module 'express-serve-static-core' {
  interface Locals {
    /** The operator of a request to the console or the operators' API, or null; set by `operatorSessions`. */
    actor: Actor | null;
    /** How that request proved it: the console's cookie or `Authorization: Bearer` (an access token). */
    actorVia: 'cookie' | 'bearer' | null;
  }
}

const carriedToken = (req: Request): { readonly token: string; readonly via: 'cookie' | 'bearer' } | null => {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match ? { token: match[1], via: 'bearer' } : null;
  }
  const token = cookieOf(req, OPERATOR_COOKIE);
  return token ? { token, via: 'cookie' } : null;
};

/** Finds the operator of each request (console session or access token) and records it in `res.locals`. A browser's
 * request that says it comes from another site is refused first, reads included: nothing of the console is for other
 * sites. */
export const operatorSessions =
  (resolveActor: (token: string) => Promise<Actor | null>): RequestHandler =>
  async (req, res, next) => {
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site')
      throw new HttpError('csrf', 'La consola no acepta solicitudes de otros sitios.');
    res.locals.actor = null;
    res.locals.actorVia = null;
    const carried = carriedToken(req);
    const actor = carried ? await resolveActor(carried.token) : null;
    if (carried && actor) {
      res.locals.actor = actor;
      res.locals.actorVia = carried.via;
    }
    next();
  };

/** The operator a handler acts for: a request without a live session or token is answered 401. */
export const actorOf = (actor: Actor | null): Actor => {
  if (actor) return actor;
  throw HttpError.from({ kind: 'unauthenticated', message: 'Inicia sesión en la consola para continuar.' });
};

const cookieOptions = (req: Request, publicUrl: string, path: string) =>
  ({ httpOnly: true, sameSite: 'strict', path, secure: req.secure || publicUrl.startsWith('https:') }) as const;

export const setOperatorCookie = (req: Request, res: Response, token: string, publicUrl: string): void => {
  for (const path of COOKIE_PATHS)
    res.cookie(OPERATOR_COOKIE, token, { ...cookieOptions(req, publicUrl, path), maxAge: COOKIE_DAYS * 86_400_000 });
};

export const clearOperatorCookie = (req: Request, res: Response, publicUrl: string): void => {
  for (const path of COOKIE_PATHS) res.clearCookie(OPERATOR_COOKIE, cookieOptions(req, publicUrl, path));
};
