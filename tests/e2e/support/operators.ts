import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { fromBase32, hotp } from '../../../adapters/security/totp';

/** The operators `fornido operators create` made before the first store started (playwright.config.ts), each with the file its enrolment link was printed to. */
export const E2E_OPERATORS = {
  owner: { email: 'duena@fornido.co', name: 'Laura Dueña', file: 'first-owner.txt' },
  manager: { email: 'gerente@fornido.co', name: 'Mario Gerente', file: 'manager.txt' },
  support: { email: 'soporte@fornido.co', name: 'Sara Soporte', file: 'support.txt' },
  accountant: { email: 'contable@fornido.co', name: 'Carla Contable', file: 'accountant.txt' },
  payments: { email: 'pagos@fornido.co', name: 'Paula Pagos', file: 'payments.txt' },
  /** The owner of the third store, the returns journey's (tests/e2e/support/stores.ts's RETURNS_STORE). */
  returns: { email: 'devoluciones@fornido.co', name: 'Diana Devoluciones', file: 'returns/owner.txt' },
} as const;

/** The enrolment link printed for `role`'s operator, as a URL. */
export const enrolmentLink = (role: keyof typeof E2E_OPERATORS) => {
  const printed = readFileSync(join(process.env.FORNIDO_E2E_DATA_DIR ?? '', E2E_OPERATORS[role].file), 'utf8');
  const link = /https?:\/\/\S+\/admin\/alta\/\?token=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`No enrolment link in: ${printed}`);
  return new URL(link);
};

/** The code an authenticator app shows for the secret the page wrote, `ahead` steps of 30 s from now (`now`: the
 * store's time, when its test clock runs ahead of the real one). */
export const appCode = (secret: string, ahead = 0, now = Date.now()) =>
  hotp(fromBase32(secret.replace(/\s/g, '')), Math.floor(now / 30_000) + ahead);

/** Enrols from an invitation link as a person would: the QR code and its key, a password, the app's first code; gives
 * back the key (for the next codes) once the recovery codes are shown. `onForm` runs once the form is on screen,
 * `onCodes` with the recovery codes as the page shows them. */
export const enrol = async (
  page: Page,
  link: URL,
  password: string,
  onForm: (secret: string) => Promise<void> = async () => undefined,
  onCodes: (codes: readonly string[]) => void = () => undefined,
) => {
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alta de operador' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Contraseña').fill(password);
  await onForm(secret);
  await page.getByLabel('Código de tu aplicación').fill(appCode(secret));
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  onCodes(await codes.allInnerTexts());
  await page.getByRole('link', { name: 'Ya los guardé, ir a la consola' }).click();
  return secret;
};
