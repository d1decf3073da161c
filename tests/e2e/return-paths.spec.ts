import { expect, test } from '@playwright/test';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { activateFromMail } from './support/mailbox';
import { signIn } from './support/sign-in';

longFlows();

test(
  'a return path dressed up as another host (/.//evil.example/) lands on the account page, never off the store',
  PHONE_ONLY,
  async ({ page, browser, baseURL }) => {
    const email = `volver.${Date.now().toString(36)}@example.co`;
    const password = 'Creatina-2026';
    // The account, made in another browser: signed up, then activated from the mailed link.
    const other = await browser.newContext({ baseURL });
    const signUp = await other.request.post('/api/v1/auth/sign-up', {
      data: { name: 'Valentina Gómez', email, password, privacyConsent: true, marketingConsent: false },
    });
    expect(signUp.status()).toBe(202);
    await activateFromMail(await other.newPage(), email);
    await other.close();

    // Signing in on a page whose `volver` reads as another host: the shopper lands on their account, not an error.
    await page.goto('/cuenta/ingresar/?volver=/.//evil.example/');
    await signIn(page, email, password);
    expect(page.url()).toBe(`${baseURL}/micuenta/`);
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);

    // Signed in, the sign-up and sign-in pages send them on; the same dressed-up paths stay on the store.
    for (const path of [
      '/cuenta/registro/?volver=/%2e//evil.example/',
      '/cuenta/ingresar/?volver=/./%2F/evil.example/',
    ]) {
      await page.goto(path);
      expect(page.url(), path).toBe(`${baseURL}/micuenta/`);
    }
  },
);
