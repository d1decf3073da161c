import { T, type AppContainer } from '../../../adapters/container';
import type { accountActionEndpoints } from '../../../contract/account-actions';
import type { authEndpoints } from '../../../contract/auth';
import type { SignedIn } from '../../../core/customers/sessions';
import { ok } from '../../../core/shared/result';
import { referralCodeOf } from '../../referral';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../session';
import type { Ctx, Handlers } from '../endpoints';
import { overHttp } from './account-edge';
import { clientAddressKey } from './body';

/** Sign-up and activation, sign-in, password reset (contract/auth.ts) and sign-out (contract/account-actions.ts): each
 * counted per client address where its use case limits it; activation and sign-in set the session cookie, sign-out
 * clears it. */
export const authHandlers = (
  c: AppContainer,
): Handlers<typeof authEndpoints & Pick<typeof accountActionEndpoints, 'signOut'>> => {
  const { publicUrl } = c.get(T.config);
  const { signUp, activateAccount, signIn, signOut, requestPasswordReset, resetPassword } = c.get(T.accounts);
  const opened = (ctx: Ctx, value: SignedIn) => {
    const { req, res } = overHttp(ctx);
    setSessionCookie(req, res, value.session.token, publicUrl);
    return { account: value.account, token: value.session.token };
  };
  return {
    signUp: (form, ctx) => {
      const { req } = overHttp(ctx);
      // The same answer and no session whether or not the email has an account: the mailbox's owner goes on from the
      // mail. A code typed in the form wins over the referral link the browser remembers.
      return signUp({
        ...form,
        referralCode: form.referralCode ?? referralCodeOf(req),
        marketingConsent: form.marketingConsent ?? false,
        ip: clientAddressKey(req),
      });
    },
    // The token proves the mailbox: the account is created only now, and signed in here (the link's device).
    activateAccount: async (form, ctx) => {
      const result = await activateAccount(form);
      return result.ok ? ok({ ...opened(ctx, result.value), claimedOrders: result.value.claimedOrders }) : result;
    },
    signIn: async (form, ctx) => {
      const result = await signIn({ ...form, ip: clientAddressKey(overHttp(ctx).req) });
      return result.ok ? ok(opened(ctx, result.value)) : result;
    },
    signOut: async (_input, ctx) => {
      const { req, res } = overHttp(ctx);
      const carried = sessionTokenOf(req);
      if (carried) await signOut(carried.token);
      clearSessionCookie(req, res, publicUrl);
    },
    requestPasswordReset: ({ email }, ctx) => requestPasswordReset({ email, ip: clientAddressKey(overHttp(ctx).req) }),
    confirmPasswordReset: (form, ctx) => resetPassword({ ...form, ip: clientAddressKey(overHttp(ctx).req) }),
  };
};
