import {
  activateForm,
  passwordResetConfirmForm,
  passwordResetRequestForm,
  signInForm,
  signUpForm,
} from '../forms/account-forms';

/** How the sign-up, sign-in and password-reset forms are read (contract/auth.ts). */
export const authInputs = {
  signUp: signUpForm,
  activateAccount: activateForm,
  signIn: signInForm,
  requestPasswordReset: passwordResetRequestForm,
  confirmPasswordReset: passwordResetConfirmForm,
};
