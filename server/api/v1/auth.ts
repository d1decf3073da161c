import { Router, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { SignedIn } from '../../../core/customers/sessions';
import type { AccountView } from '../../../contract/account';
import {
  passwordResetConfirmForm,
  passwordResetRequestForm,
  signInForm,
  signUpForm,
  activateForm,
} from '../../../contract/forms/account-forms';
import { HttpError } from '../../errors';
import { referralCodeOf } from '../../referral';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../session';
import { clientAddressKey, parseBody } from './body';

/** `/api/v1/auth/*`: sign-up and activation, sign-in, sign-out, password reset and email verification (contract/account.ts). */
export const authRouter = (c: AppContainer): Router => {
  const { publicUrl } = c.get(T.config);
  const {
    signUp,
    activateAccount: activate,
    signIn,
    signOut,
    requestPasswordReset: requestReset,
    resetPassword,
  } = c.get(T.accounts);
  const r = Router();
  r.use('/auth', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const signedIn = (
    req: Parameters<typeof setSessionCookie>[0],
    res: Response,
    status: number,
    value: SignedIn,
    more: Readonly<Record<string, unknown>> = {},
  ) => {
    setSessionCookie(req, res, value.session.token, publicUrl);
    res.status(status).json({ account: value.account satisfies AccountView, token: value.session.token, ...more });
  };

  r.post('/auth/sign-up', async (req, res) => {
    const form = parseBody(signUpForm, req.body);
    const result = await signUp({
      ...form,
      // A code typed in the form, else the referral link the browser remembers.
      referralCode: form.referralCode ?? referralCodeOf(req),
      marketingConsent: form.marketingConsent ?? false,
      ip: clientAddressKey(req),
    });
    if (!result.ok) throw HttpError.from(result.error);
    // The same answer and no session whether or not the email has an account: the mailbox's owner goes on from the mail.
    res.status(202).json(result.value);
  });

  // The token proves the mailbox: the account is created only now, and signed in here (the link's device).
  r.post('/auth/activate', async (req, res) => {
    const result = await activate(parseBody(activateForm, req.body));
    if (!result.ok) throw HttpError.from(result.error);
    signedIn(req, res, 201, result.value, { claimedOrders: result.value.claimedOrders });
  });

  r.post('/auth/sign-in', async (req, res) => {
    const form = parseBody(signInForm, req.body);
    const result = await signIn({ ...form, ip: clientAddressKey(req) });
    if (!result.ok) throw HttpError.from(result.error);
    signedIn(req, res, 200, result.value);
  });

  r.post('/auth/sign-out', async (req, res) => {
    const carried = sessionTokenOf(req);
    if (carried) await signOut(carried.token);
    clearSessionCookie(req, res, publicUrl);
    res.status(204).end();
  });

  r.post('/auth/password-reset', async (req, res) => {
    const form = parseBody(passwordResetRequestForm, req.body);
    const result = await requestReset({ email: form.email, ip: clientAddressKey(req) });
    if (!result.ok) throw HttpError.from(result.error);
    res.status(202).json(result.value);
  });

  r.post('/auth/password-reset/confirm', async (req, res) => {
    const form = parseBody(passwordResetConfirmForm, req.body);
    const result = await resetPassword({ ...form, ip: clientAddressKey(req) });
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value);
  });
  return r;
};
