import { z } from 'zod/mini';
import { changePasswordForm, profileForm } from '../forms/account-forms';
import { addressForm } from '../forms/address-form';

/** How the account page's forms are read (contract/account-edits.ts). */
export const accountEditInputs = {
  updateProfile: profileForm,
  changePassword: changePasswordForm,
  addAddress: addressForm,
  updateAddress: z.safeExtend(addressForm, { id: z.string() }),
  deleteAddress: z.object({ id: z.string() }),
};
