import type { RequestHandler } from 'express';

const NOT_A_PAGE = /^\/(api|img|assets)\//;

/**
 * Page URLs end with a slash: `/proteinas` answers 301 to `/proteinas/`, keeping the query.
 * Paths with a file extension (favicon.svg) and API paths are left alone.
 */
export const trailingSlash: RequestHandler = (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.endsWith('/') || NOT_A_PAGE.test(req.path)) return next();
  if (/\.[a-z0-9]+$/i.test(req.path)) return next();
  const query = req.originalUrl.slice(req.originalUrl.indexOf('?') === -1 ? req.originalUrl.length : req.originalUrl.indexOf('?'));
  // Collapse leading slashes so `//evil.example` can never become a redirect to another host.
  res.redirect(301, `/${req.path.replace(/^\/+/, '')}/${query}`);
};

/** Headers every answer carries: no sniffing, no framing, a careful referrer. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
};
