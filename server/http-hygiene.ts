import type { RequestHandler } from 'express';
import { contentSecurityPolicy, permissionsPolicy, type PolicyOptions } from './content-security';

// The API, pictures and built files, and the APIs a provider's sandbox serves (its people pages are pages).
const NOT_A_PAGE =
  /^\/(api|img|assets|sandbox\/(epayco\/(api|secure|apify|control)|mercadopago\/(api|control)|addi\/(auth|api|control)))\//;

/**
 * Page URLs end with a slash: `/proteinas` answers 301 to `/proteinas/`, keeping the query.
 * Paths with a file extension (favicon.svg) and API paths are left alone.
 */
export const trailingSlash: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.endsWith('/') || NOT_A_PAGE.test(req.path))
    return next();
  if (/\.[a-z0-9]+$/i.test(req.path)) return next();
  const query = req.originalUrl.slice(
    req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'),
  );
  // Collapse leading slashes so `//evil.example` can never become a redirect to another host.
  res.redirect(301, `/${req.path.replace(/^\/+/, '')}/${query}`);
};

// A year, subdomains included: every answer over HTTPS says so, renewing it at each visit.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries: no sniffing, no framing, a careful referrer, the content security and permissions
 * policies (server/content-security.ts), and HSTS when the request came over HTTPS — directly, or through the
 * proxies `TRUST_PROXY` trusts (Express then reads their X-Forwarded-Proto; an untrusted one is ignored). Over plain
 * http HSTS is never sent: browsers ignore it there, and a local or test store must stay reachable over http.
 * Handlers with stricter needs (product SVGs) replace the policy with their own.
 */
export const securityHeaders = (
  config: { readonly imageCdnUrl: string | null; readonly mapsApiKey?: string | null },
  options: Pick<PolicyOptions, 'viteDev' | 'tokenizers' | 'tagManager' | 'pusherCluster'> = {},
): RequestHandler => {
  const csp = contentSecurityPolicy({
    imageCdnUrl: config.imageCdnUrl,
    maps: Boolean(config.mapsApiKey),
    viteDev: options.viteDev,
    tokenizers: options.tokenizers,
    tagManager: options.tagManager,
    pusherCluster: options.pusherCluster,
  });
  const permissions = permissionsPolicy();
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Permissions-Policy', permissions);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
};
