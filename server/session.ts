import type { Request, RequestHandler, Response } from 'express';
import { T, type AppContainer } from '../adapters/container';
import { SESSION_DAYS } from '../core/customers/account-rules';

/** The session cookie's name (contract/account.ts). */
export const SESSION_COOKIE = 'fornido_sesion';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The signed-in customer of this request, or null; set by `sessions` for the API and the pages. */
    customerId: string | null;
    /** How the request proved its session: the browser's cookie, an API client's Bearer token, or not at all. */
    sessionVia: 'cookie' | 'bearer' | null;
    /** The stored hash of this request's session token (the session that stays open after a password change). */
    sessionTokenHash: string | null;
  }
}

/** The session token a request carries and how: `Authorization: Bearer` wins over the cookie when both are present. */
/** The value of one of the request's cookies, or null. */
export const cookieOf = (req: Request, name: string): string | null => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
};

export const sessionTokenOf = (req: Request): { readonly token: string; readonly via: 'cookie' | 'bearer' } | null => {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match ? { token: match[1], via: 'bearer' } : null;
  }
  const token = cookieOf(req, SESSION_COOKIE);
  return token ? { token, via: 'cookie' } : null;
};

// Static files and pictures never depend on who is asking: no database round trip for them.
const NO_SESSION_NEEDED = /^\/(assets|img)\//;

/** Finds the signed-in customer of every request (API and pages) and records it in `res.locals`. */
export const sessions = (container: AppContainer): RequestHandler => {
  const resolveSession = container.get(T.accounts).resolveSession;
  return async (req, res, next) => {
    res.locals.customerId = null;
    res.locals.sessionVia = null;
    res.locals.sessionTokenHash = null;
    const carried = NO_SESSION_NEEDED.test(req.path) ? null : sessionTokenOf(req);
    const session = carried ? await resolveSession(carried.token) : null;
    if (carried && session) {
      res.locals.customerId = session.customerId;
      res.locals.sessionVia = carried.via;
      res.locals.sessionTokenHash = session.tokenHash;
    }
    next();
  };
};

export const cookieOptions = (req: Request, publicUrl: string) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure || publicUrl.startsWith('https:') }) as const;

/** Gives the browser its session: httpOnly (scripts never see it), SameSite=Lax, the whole site, SESSION_DAYS long,
 * Secure on HTTPS. */
export const setSessionCookie = (req: Request, res: Response, token: string, publicUrl: string): void => {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req, publicUrl), maxAge: SESSION_DAYS * 86_400_000 });
};

/** Makes the browser forget its session cookie. */
export const clearSessionCookie = (req: Request, res: Response, publicUrl: string): void => {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, publicUrl));
};
