import { T, type AppContainer } from '../../../adapters/container';
import type { accountPageEndpoints } from '../../../contract/account';
import type { accountActionEndpoints } from '../../../contract/account-actions';
import type { accountEditEndpoints } from '../../../contract/account-edits';
import { addressInputOf } from '../../../contract/forms/address-form';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import type { AccountView } from '../../../core/customers/account-view';
import { err, ok, type Result } from '../../../core/shared/result';
import type { Handlers } from '../endpoints';
import { overHttp } from './account-edge';
import { clientAddressKey } from './body';

/** The account page's forms (contract/account-edits.ts) and the verification mail (contract/account-actions.ts), for the
 * signed-in customer (a guest is refused before the body is read: account-edge.ts). */
export const accountHandlers = (
  c: AppContainer,
): Handlers<typeof accountEditEndpoints & Pick<typeof accountActionEndpoints, 'sendVerification'>> => {
  const { updateProfile, changePassword, addAddress, updateAddress, deleteAddress, sendEmailVerification } = c.get(
    T.accounts,
  );
  const withAccount = <E>(result: Result<AccountView, E>) => (result.ok ? ok({ account: result.value }) : result);
  return {
    updateProfile: async (form, { customerId }) => {
      if (customerId === null) return err(UNAUTHENTICATED);
      return withAccount(await updateProfile(customerId, form));
    },
    changePassword: async (form, ctx) => {
      if (ctx.customerId === null) return err(UNAUTHENTICATED);
      const { req, res } = overHttp(ctx);
      return changePassword({
        customerId: ctx.customerId,
        currentTokenHash: res.locals.sessionTokenHash,
        ...form,
        ip: clientAddressKey(req),
      });
    },
    sendVerification: async (_input, { customerId, http }) => {
      if (customerId === null) return err(UNAUTHENTICATED);
      const result = await sendEmailVerification(customerId);
      // 202: a link is on its way; 200: nothing to send, the email is verified already.
      if (result.ok) http?.res.status(result.value.alreadyVerified ? 200 : 202);
      return result;
    },
    addAddress: async (form, { customerId }) =>
      customerId === null ? err(UNAUTHENTICATED) : withAccount(await addAddress(customerId, addressInputOf(form))),
    updateAddress: async ({ id, ...form }, { customerId }) =>
      customerId === null
        ? err(UNAUTHENTICATED)
        : withAccount(await updateAddress(customerId, id, addressInputOf(form))),
    deleteAddress: async ({ id }, { customerId }) =>
      customerId === null ? err(UNAUTHENTICATED) : withAccount(await deleteAddress(customerId, id)),
  };
};

/** The account endpoints a page loads from (contract/account.ts): the signed-in shopper's account, and an
 * email-verification link's use. */
export const accountPageHandlers = (c: AppContainer): Handlers<typeof accountPageEndpoints> => {
  const { getAccount, verifyEmail } = c.get(T.accounts);
  return {
    account: async (_input, { customerId }) => {
      const account = customerId === null ? null : await getAccount(customerId);
      return account ? ok({ account }) : err(UNAUTHENTICATED);
    },
    verifyEmail: async (form) => {
      const result = await verifyEmail(form);
      return result.ok ? ok({ message: result.value.message, claimedOrders: result.value.claimedOrders }) : result;
    },
  };
};
