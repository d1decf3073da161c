import { expect, type Page } from '@playwright/test';

/** Waits until the page has hydrated: its form's button is enabled only then (typing earlier could be lost). */
export const formReady = (page: Page, button: string) =>
  expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled();

/** Signs Valentina in on the sign-in page shown, and waits for her account page. */
export const signIn = async (page: Page, email: string, password: string) => {
  await formReady(page, 'Ingresar');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/micuenta\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Valentina');
};
