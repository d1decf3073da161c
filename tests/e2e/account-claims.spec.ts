import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { shot, uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { activateFromMail } from './support/mailbox';
import { placeOrderByApi } from './support/place-order';

longFlows();

test(
  'sign-up creates the account only from the mailed link, which brings the guest orders in; sign-out from the menu; no 401 on sign-in',
  PHONE_ONLY,
  async ({ page }) => {
    const email = uniqueEmail('mariana');
    await page.goto('/');
    // The top bar promises delivery days and the methods offered, not the free-shipping threshold.
    const promise = page.getByRole('banner').locator('p').first();
    await expect(promise).toContainText(/Envíos a toda Colombia en \d a \d días hábiles · Paga con /);
    await expect(promise).not.toContainText('Envío gratis');
    const { number } = await placeOrderByApi(page, {
      email,
      name: 'Mariana Cárdenas',
      paymentMethod: 'cash-on-delivery',
    });

    // Signing up with the guest's email creates nothing yet: the answer says to open the mailed link.
    await page.goto('/cuenta/registro/');
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
    await page.getByLabel('Nombre y apellido').fill('Mariana Cárdenas');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Creatina-2026');
    await page.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `Te enviamos un correo a ${email} con un enlace para activar tu cuenta.`,
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await audit(page, '/cuenta/registro/ enviado');

    // The mailed link proves the address: the account is created, signed in, and the guest order is now the account's.
    await activateFromMail(page, email);
    const link = page.url();
    await expect(page.getByRole('main')).toContainText(
      'El pedido que hiciste como invitado con este correo ya está en tu cuenta.',
    );
    await audit(page, '/cuenta/activar/');
    await shot(page, '1-activated');
    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page).toHaveURL(/\/micuenta\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Mariana');
    await expect(page.getByRole('region', { name: 'Confirma tu correo' })).toHaveCount(0);

    // The same link again: used, and the page says to sign in instead.
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'Activar mi cuenta' })).toBeEnabled();
    await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No pudimos activar tu cuenta');
    await expect(page.getByRole('alert')).toContainText('Este enlace ya se usó');
    await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

    // The guest order is in the account's list.
    await page.goto('/micuenta/pedidos/');
    await expect(page.getByRole('link', { name: new RegExp(number) })).toBeVisible();
    await audit(page, '/micuenta/pedidos/');

    // Sign out from the phone's menu: the header offers "Ingresar" again.
    await page.getByLabel('Menú de categorías y de tu cuenta').click();
    await page.getByRole('navigation', { name: 'Tu cuenta' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();

    // Opening the sign-in page asks nothing about an account this browser knows it does not have.
    const asked: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/account')) asked.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresa a tu cuenta');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  },
);
