import { INVITED_COOKIE } from '../contract/invitation';
import type { Request, RequestHandler } from 'express';
import { T, type AppContainer } from '../adapters/container';
import { normalizeReferralCode } from '../core/customers/referral-code';
import { sameSitePath } from '../contract/return-path';
import { cookieOf, cookieOptions } from './session';

/** The referral link's code, remembered by the browser (httpOnly, REFERRAL_COOKIE_DAYS). */
export const REFERRAL_COOKIE = 'fornido_ref';

/** The referral code a request carries (its cookie), or null. */
export const referralCodeOf = (req: Request): string | null => {
  const raw = cookieOf(req, REFERRAL_COOKIE);
  return raw === null ? null : normalizeReferralCode(decodeURIComponent(raw));
};

/** Addresses that are not the store's pages: the API, the providers' sandboxes (a PSE bank page is `?ref=` its
 * payment), the realtime trigger API, built files and pictures. */
const NOT_PAGES = /^\/(api|sandbox|apps|assets|img)\//;

/**
 * The referral step of every page request: a `?ref=CODE` of an existing customer (not the signed-in one) is
 * remembered for REFERRAL_COOKIE_DAYS (with a readable flag for the invitation's banner) unless a referral is
 * remembered already (the first referrer wins); an unknown
 * or malformed code is ignored without a word. Either way the browser is sent on to the same address without `ref`
 * (302), so the code never stays in the address bar, the history, a shared link or a canonical URL.
 */
export const referralStep = (c: AppContainer): RequestHandler => {
  const customers = c.get(T.customers);
  const { publicUrl, policy } = c.get(T.config);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.query.ref === undefined || NOT_PAGES.test(req.path))
      return next();
    const code = typeof req.query.ref === 'string' ? normalizeReferralCode(req.query.ref) : null;
    if (code !== null && referralCodeOf(req) === null) {
      const referrer = await customers.findByReferralCode(code);
      if (referrer && referrer.id !== res.locals.customerId) {
        const remembered = { ...cookieOptions(req, publicUrl), maxAge: policy.referralCookieDays * 86_400_000 };
        res.cookie(REFERRAL_COOKIE, code, remembered);
        // Readable by the page, saying only "invited": it then asks who invited it, for the invitation's banner.
        res.cookie(INVITED_COOKIE, '1', { ...remembered, httpOnly: false });
      }
    }
    const clean = new URL(req.originalUrl, 'http://fornido.local');
    clean.searchParams.delete('ref');
    res.set('Cache-Control', 'no-store').redirect(302, sameSitePath(`${clean.pathname}${clean.search}`) ?? '/');
  };
};
