import * as load from '../loaders/account';
import type { AccountPage, ActivatePage, ForgotPasswordPage, ResetPasswordPage } from '../loaders/account';
import type { SignInPage, SignUpPage, VerifyEmailPage } from '../loaders/account';
import { lazyView, pageRow as row, titled } from '../page-row';

/** The shopper's account and the ways into it: sign-in, sign-up and the pages of the links it mails. */
export const ACCOUNT_PAGES = [
  row<AccountPage>({
    kind: 'account',
    path: '/micuenta/',
    load: load.loadAccount,
    title: () => titled('Mi cuenta'),
    keeping: 'fresh',
    view: lazyView(
      'web/pages/account/account-page.tsx',
      () => import('../account/account-page'),
      (m) =>
        ({ page }) => <m.AccountPage account={page.account} referrals={page.referrals} />,
    ),
    head: 'personal',
  }),
  row<SignInPage>({
    kind: 'sign-in',
    path: '/cuenta/ingresar/',
    load: load.loadSignIn,
    title: () => titled('Ingresa a tu cuenta'),
    keeping: 'shared',
    view: lazyView(
      'web/pages/account/sign-in-page.tsx',
      () => import('../account/sign-in-page'),
      (m) =>
        ({ page }) => <m.SignInPage returnTo={page.returnTo} />,
    ),
    head: 'unlisted',
  }),
  row<SignUpPage>({
    kind: 'sign-up',
    path: '/cuenta/registro/',
    load: load.loadSignUp,
    title: () => titled('Crea tu cuenta'),
    keeping: 'shared',
    view: lazyView(
      'web/pages/account/sign-up-page.tsx',
      () => import('../account/sign-up-page'),
      (m) =>
        ({ page }) => <m.SignUpPage returnTo={page.returnTo} />,
    ),
    head: 'unlisted',
  }),
  row<ForgotPasswordPage>({
    kind: 'forgot-password',
    path: '/cuenta/recuperar/',
    title: () => titled('Recupera tu contraseña'),
    keeping: 'shared',
    view: lazyView(
      'web/pages/account/forgot-password-page.tsx',
      () => import('../account/forgot-password-page'),
      (m) => () => <m.ForgotPasswordPage />,
    ),
    head: 'unlisted',
  }),
  row<ResetPasswordPage>({
    kind: 'reset-password',
    path: '/reset/password/',
    load: load.withToken('reset-password'),
    title: () => titled('Crea una contraseña nueva'),
    keeping: 'private',
    view: lazyView(
      'web/pages/account/reset-password-page.tsx',
      () => import('../account/reset-password-page'),
      (m) =>
        ({ page }) => <m.ResetPasswordPage token={page.token} />,
    ),
    head: 'personal',
  }),
  row<ActivatePage>({
    kind: 'activate',
    path: '/cuenta/activar/',
    load: load.withToken('activate'),
    title: () => titled('Activa tu cuenta'),
    keeping: 'private',
    view: lazyView(
      'web/pages/account/activate-page.tsx',
      () => import('../account/activate-page'),
      (m) =>
        ({ page }) => <m.ActivatePage token={page.token} />,
    ),
    head: 'personal',
  }),
  row<VerifyEmailPage>({
    kind: 'verify-email',
    path: '/cuenta/verificar-correo/',
    load: load.loadVerifyEmail,
    title: (page) => titled(page.outcome.ok ? 'Correo confirmado' : 'No pudimos confirmar tu correo'),
    keeping: 'private',
    view: lazyView(
      'web/pages/account/verify-email-page.tsx',
      () => import('../account/verify-email-page'),
      (m) =>
        ({ page }) => <m.VerifyEmailPage outcome={page.outcome} account={page.account} />,
    ),
    head: 'personal',
  }),
];
