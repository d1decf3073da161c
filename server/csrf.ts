import type { Request, RequestHandler, Response } from 'express';
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

/** Scheme, host and port of a URL, normalised as browsers write them (no default port); null when it is not one. */
const originOfUrl = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Cross-site request forgery guard for writes (POST, PUT, PATCH, DELETE):
 * - authenticated by the session cookie: the request must say it comes from the store itself (Origin, or Referer),
 *   that is the public URL's origin or the request's own (the scheme Express sees — X-Forwarded-Proto only from
 *   trusted proxies — and Host). Whole origins are compared, scheme and port included: a page served over plain
 *   http (where anyone on the network can rewrite it) must not write for the https store of the same host;
 * - not authenticated, but from a browser that names another origin: refused too (no signing a victim into an
 *   attacker's account from another site);
 * - authenticated by `Authorization: Bearer`: exempt, a browser never adds that header on its own.
 */
export const csrfGuard = (
  publicUrl: string,
  /** How the request proved its session: the shoppers' by default, the operators' for their API. */
  viaOf: (res: Response) => 'cookie' | 'bearer' | null = (res) => res.locals.sessionVia,
): RequestHandler => {
  const storeOrigin = originOfUrl(publicUrl);
  return (req, res, next) => {
    const via = viaOf(res);
    if (!WRITES.has(req.method) || via === 'bearer') return next();
    const origin = originOf(req);
    if (origin === null && via !== 'cookie') return next();
    const claimed = origin === null ? null : originOfUrl(origin);
    const own = req.headers.host ? originOfUrl(`${req.protocol}://${req.headers.host}`) : null;
    if (claimed !== null && (claimed === storeOrigin || claimed === own)) return next();
    throw new HttpError(
      'csrf',
      'Por seguridad no pudimos completar esta acción. Recarga la página e inténtalo de nuevo.',
    );
  };
};
