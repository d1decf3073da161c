import { Router, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import type { AccountView } from '../../../web/lib/account-api';
import { changePasswordForm, profileForm } from '../../../web/lib/forms/account-forms';
import { addressForm, addressInputOf } from '../../../web/lib/forms/address-form';
import { HttpError } from '../../errors';
import { clientAddressKey, parseBody } from './body';

/** The signed-in customer of a request, or a 401 `unauthenticated`. */
export const signedInCustomer = (res: Response): string => {
  if (!res.locals.customerId) throw HttpError.from(UNAUTHENTICATED);
  return res.locals.customerId;
};

/** `/api/v1/account*`: the signed-in customer's profile, password and addresses (web/lib/account-api.ts). */
export const accountRouter = (c: AppContainer): Router => {
  const {
    getAccount,
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

  r.get('/account', async (_req, res) => {
    const account = await getAccount(signedInCustomer(res));
    if (!account) throw HttpError.from(UNAUTHENTICATED);
    res.json({ account: account satisfies AccountView });
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
