import * as load from '../loaders/account';
import type { AccountPage, ActivatePage, ForgotPasswordPage, ResetPasswordPage } from '../loaders/account';
import type { SignInPage, SignUpPage, VerifyEmailPage } from '../loaders/account';
import { pageRow as row, titled } from '../page-row';

/** The shopper's account and the ways into it: sign-in, sign-up and the pages of the links it mails. */
export const ACCOUNT_PAGES = [
  row<AccountPage>({
    kind: 'account',
    path: '/micuenta/',
    load: load.loadAccount,
    title: () => titled('Mi cuenta'),
    keeping: 'fresh',
  }),
  row<SignInPage>({
    kind: 'sign-in',
    path: '/cuenta/ingresar/',
    load: load.loadSignIn,
    title: () => titled('Ingresa a tu cuenta'),
    keeping: 'shared',
  }),
  row<SignUpPage>({
    kind: 'sign-up',
    path: '/cuenta/registro/',
    load: load.loadSignUp,
    title: () => titled('Crea tu cuenta'),
    keeping: 'shared',
  }),
  row<ForgotPasswordPage>({
    kind: 'forgot-password',
    path: '/cuenta/recuperar/',
    title: () => titled('Recupera tu contraseña'),
    keeping: 'shared',
  }),
  row<ResetPasswordPage>({
    kind: 'reset-password',
    path: '/reset/password/',
    load: load.withToken('reset-password'),
    title: () => titled('Crea una contraseña nueva'),
    keeping: 'private',
  }),
  row<ActivatePage>({
    kind: 'activate',
    path: '/cuenta/activar/',
    load: load.withToken('activate'),
    title: () => titled('Activa tu cuenta'),
    keeping: 'private',
  }),
  row<VerifyEmailPage>({
    kind: 'verify-email',
    path: '/cuenta/verificar-correo/',
    load: load.loadVerifyEmail,
    title: (page) => titled(page.outcome.ok ? 'Correo confirmado' : 'No pudimos confirmar tu correo'),
    keeping: 'private',
  }),
];
