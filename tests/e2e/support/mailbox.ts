import { expect, type Page } from '@playwright/test';

/** Opens the newest mail to `email` with `subject` in the sandbox mailbox, once it has arrived. */
export const openMail = async (page: Page, email: string, subject: string) => {
  const mail = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/sandbox/correo/');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The mailbox's table is wider than a phone: follow its links from the keyboard, as a tap can land beside them.
  await mail.getByRole('link').press('Enter');
};

/** Opens the newest mail to `email` with `subject` in the sandbox mailbox and follows its link to `linkPattern`, on the
 * origin this browser is signed in at (the mail's links carry the store's PUBLIC_URL, localhost here). */
export const followMailLink = async (page: Page, email: string, subject: string, linkPattern: RegExp) => {
  await openMail(page, email, subject);
  const href = await page.locator('pre').getByRole('link', { name: linkPattern }).getAttribute('href');
  const { pathname, search } = new URL(href!);
  await page.goto(pathname + search);
};

/** Finishes a sign-up as the shopper does: opens the activation mail in the sandbox mailbox, follows its link and
 * presses "Activar mi cuenta"; the browser is then signed in. */
export const activateFromMail = async (page: Page, email: string) => {
  await followMailLink(page, email, 'Activa tu cuenta', /\/cuenta\/activar\/\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activa tu cuenta');
  const activate = page.getByRole('button', { name: 'Activar mi cuenta' });
  // Enabled once the page's JavaScript runs.
  await expect(activate).toBeEnabled();
  await activate.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu cuenta está activa');
};

/** Signs `name` up through the API with `email`, then activates the account from its mailed link in `page`, which is
 * then signed in (the quick way to a customer when the sign-up form is not what a test is about). */
export const signUpAndActivate = async (page: Page, name: string, email: string) => {
  const signUp = await page.request.post('/api/v1/auth/sign-up', {
    data: { name, email, password: 'Creatina-2026', privacyConsent: true, marketingConsent: false },
  });
  expect(signUp.status()).toBe(202);
  await activateFromMail(page, email);
};
