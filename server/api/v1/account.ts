import { Router, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import type { AccountView } from '../../../contract/account';
import { changePasswordForm, profileForm } from '../../../contract/forms/account-forms';
import { addressForm, addressInputOf } from '../../../contract/forms/address-form';
import type { accountPageEndpoints } from '../../../contract/account';
import { err, ok } from '../../../core/shared/result';
import { HttpError } from '../../errors';
import type { Handlers } from '../endpoints';
import { clientAddressKey, parseBody } from './body';

/** The signed-in customer of a request, or a 401 `unauthenticated`. */
export const signedInCustomer = (res: Response): string => {
  if (!res.locals.customerId) throw HttpError.from(UNAUTHENTICATED);
  return res.locals.customerId;
};

/** `/api/v1/account*`: the signed-in customer's profile, password and addresses (contract/account.ts). */
export const accountRouter = (c: AppContainer): Router => {
  const {
    updateProfile,
    changePassword,
    addAddress,
    updateAddress,
    deleteAddress,
    sendEmailVerification: sendVerification,
  } = c.get(T.accounts);
  const r = Router();
  r.use('/account', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  r.patch('/account', async (req, res) => {
    const customerId = signedInCustomer(res);
    const result = await updateProfile(customerId, parseBody(profileForm, req.body));
    if (!result.ok) throw HttpError.from(result.error);
    res.json({ account: result.value satisfies AccountView });
  });

  r.post('/account/password', async (req, res) => {
    const customerId = signedInCustomer(res);
    const form = parseBody(changePasswordForm, req.body);
    const result = await changePassword({
      customerId,
      currentTokenHash: res.locals.sessionTokenHash,
      ...form,
      ip: clientAddressKey(req),
    });
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value);
  });

  r.post('/account/verification', async (_req, res) => {
    const result = await sendVerification(signedInCustomer(res));
    if (!result.ok) throw HttpError.from(result.error);
    res.status(result.value.alreadyVerified ? 200 : 202).json(result.value);
  });

  r.post('/account/addresses', async (req, res) => {
    const customerId = signedInCustomer(res);
    const result = await addAddress(customerId, addressInputOf(parseBody(addressForm, req.body)));
    if (!result.ok) throw HttpError.from(result.error);
    res.status(201).json({ account: result.value satisfies AccountView });
  });

  r.put('/account/addresses/:id', async (req, res) => {
    const customerId = signedInCustomer(res);
    const result = await updateAddress(customerId, req.params.id, addressInputOf(parseBody(addressForm, req.body)));
    if (!result.ok) throw HttpError.from(result.error);
    res.json({ account: result.value satisfies AccountView });
  });

  r.delete('/account/addresses/:id', async (req, res) => {
    const result = await deleteAddress(signedInCustomer(res), req.params.id);
    if (!result.ok) throw HttpError.from(result.error);
    res.json({ account: result.value satisfies AccountView });
  });
  return r;
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
