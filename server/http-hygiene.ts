import type { RequestHandler } from 'express';
import { sameSitePath } from '../contract/return-path';
import { contentSecurityPolicy, permissionsPolicy, type PolicyOptions } from './content-security';

// The API, pictures and built files (the APIs a provider's sandbox serves are its own to declare).
const NOT_A_PAGE = /^\/(api|img|assets)\//;

// Paths whose case is not the store's to change: order numbers (/pedido/FO-2026-000123/), the sandboxes' pages (their
// payment references) and the realtime endpoint's app keys.
const CASE_KEPT = /^\/(pedido|sandbox|apps?)\//;

/** A path segment in lower case, re-escaped only when it had upper-case letters (escapes stay as the browser sent them);
 * null when it cannot be read (a broken escape). */
const lowerSegment = (segment: string): string | null => {
  try {
    const text = decodeURIComponent(segment);
    const lower = text.toLowerCase();
    return lower === text ? segment : encodeURIComponent(lower);
  } catch {
    return null;
  }
};

/**
 * The canonical address of a page path, or null when it already is one or is not a page: page paths end with a slash
 * (`/proteinas` → `/proteinas/`) and are written in lower case (`/PROTEINAS/` → `/proteinas/`: every slug is). Paths
 * with a file extension (favicon.svg, whose names are case-sensitive), the API, pictures and built files are left alone;
 * order numbers, sandbox pages and realtime keys keep their case. Leading slashes collapse when the final slash is
 * added (`//evil.example/x` → `/evil.example/x/`, never another host); a slashed path starting `//` stays a 404; no
 * target ever leaves this site.
 */
export const canonicalPagePath = (path: string, sandboxApis: readonly string[] = []): string | null => {
  if (
    NOT_A_PAGE.test(path) ||
    sandboxApis.some((api) => path.startsWith(`${api}/`)) ||
    /\.[a-z0-9]+$/i.test(path) ||
    /^\/\/.*\/$/.test(path)
  )
    return null;
  const segments = path.replace(/^\/+/, '').split('/');
  const lowered = CASE_KEPT.test(path) ? segments : segments.map(lowerSegment);
  if (lowered.some((s) => s === null)) return null;
  const joined = `/${lowered.join('/')}`;
  const target = joined.endsWith('/') ? joined : `${joined}/`;
  // A back slash reads as a slash to a browser: `/\\evil/` must never become a redirect to another host.
  return target === path || sameSitePath(target) !== target ? null : target;
};

/** Sends a GET or HEAD of a page to its canonical address (canonicalPagePath) with a 301, keeping the query; the
 * payment providers' sandbox APIs (each provider declares its own) are not pages. */
export const canonicalPages =
  (sandboxApis: readonly string[]): RequestHandler =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = canonicalPagePath(req.path, sandboxApis);
    if (target === null) return next();
    const q = req.originalUrl.indexOf('?');
    res.redirect(301, `${target}${q === -1 ? '' : req.originalUrl.slice(q)}`);
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
  options: Pick<PolicyOptions, 'viteDev' | 'providers' | 'tokenizers' | 'tagManager' | 'pusherCluster'> = {},
): RequestHandler => {
  const csp = contentSecurityPolicy({
    imageCdnUrl: config.imageCdnUrl,
    providers: options.providers,
    maps: Boolean(config.mapsApiKey),
    viteDev: options.viteDev,
    tokenizers: options.tokenizers,
    tagManager: options.tagManager,
    pusherCluster: options.pusherCluster,
  });
  const permissions = permissionsPolicy(options.providers);
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
