import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a browser says a request comes from: its Origin header, else its Referer's origin, else null. */
const originOf = (req: Request): string | null => {
  const origin = req.headers.origin;
  if (origin) return origin;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
};

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Cross-site request forgery guard for writes (POST, PUT, PATCH, DELETE):
 * - authenticated by the session cookie: the request must say it comes from the store itself (Origin, or Referer),
 *   that is the public URL's host or the request's own Host;
 * - not authenticated, but from a browser that names another origin: refused too (no signing a victim into an
 *   attacker's account from another site);
 * - authenticated by `Authorization: Bearer`: exempt, a browser never adds that header on its own.
 */
export const csrfGuard = (publicUrl: string): RequestHandler => {
  const storeHost = new URL(publicUrl).host;
  return (req, res, next) => {
    if (!WRITES.has(req.method) || res.locals.sessionVia === 'bearer') return next();
    const origin = originOf(req);
    if (origin === null && res.locals.sessionVia !== 'cookie') return next();
    const host = origin === null ? null : hostOf(origin);
    if (host !== null && (host === storeHost || host === req.headers.host)) return next();
    throw new HttpError('csrf', 'Por seguridad no pudimos completar esta acción. Recarga la página e inténtalo de nuevo.');
  };
};
