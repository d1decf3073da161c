import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import {
  addToCart,
  confirmOrder,
  expectPaid,
  formatted,
  payByCard,
  shot,
  throughBuyer,
  throughShipping,
  uniqueEmail,
} from './support/checkout';
import { activateFromMail, signUpAndActivate } from './support/mailbox';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

// Five units of the checkout specs' product at $ 129.900: the subtotal the referrer earns 7 % of (POLICY.md).
const SUBTOTAL = 5 * 129_900;
const CREDIT = Math.floor(SUBTOTAL * 0.07);
const POINTS = Math.floor(CREDIT / 1_000);

test(
  'a friend who comes by the link, signs up and pays earns the referrer gift credit, points and a place in the ranking',
  PHONE_ONLY,
  async ({ page, browser, context }) => {
    // The referrer signs up and finds their link, which copies.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const referrer = uniqueEmail('sofia');
    await signUpAndActivate(page, 'Sofía Martínez Herrera', referrer);
    await page.goto('/sistema-referidos/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sistema de referidos');
    const field = page.getByLabel('Tu enlace de referido');
    const link = await field.inputValue();
    expect(link).toMatch(/\/\?ref=[A-Z0-9]+$/);
    await page.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: '¡Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=.*%3Fref%3D[A-Z0-9]+$/,
    );

    // The referrer keeps this month's ranking open in another tab: it is live (Pusher protocol, the store's own endpoint).
    const table = await context.newPage();
    await table.goto('/tabla-clasificacion/');
    await expect(table.locator('[data-en-vivo]')).toHaveAttribute('data-en-vivo', 'connected', { timeout: 15_000 });
    let reloaded = false;
    table.on('framenavigated', (frame) => {
      if (frame === table.mainFrame()) reloaded = true;
    });

    // A friend opens it on their phone: the address keeps no ?ref=; they sign up and pay by card.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    const { pathname, search } = new URL(link);
    await friend.goto(`${pathname}${search}`);
    await expect(friend).toHaveURL(/\/$/);
    await friend.goto('/cuenta/registro/');
    await expect(friend.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
    await friend.getByLabel('Nombre y apellido').fill('Mateo Álvarez');
    const mateo = uniqueEmail('mateo');
    await friend.getByLabel('Correo electrónico').fill(mateo);
    await friend.getByLabel('Contraseña', { exact: true }).fill('Proteina-y-avena-2027');
    await friend.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await friend.getByRole('button', { name: 'Crear cuenta' }).click();
    // The referral link travelled with the form; the account the mailed link creates keeps it.
    await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
    await activateFromMail(friend, mateo);
    await addToCart(friend, 5);
    await throughBuyer(friend, { name: 'Mateo Álvarez', email: uniqueEmail('mateo-pedido') });
    await throughShipping(friend);
    await friend.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await confirmOrder(friend);
    await payByCard(friend);
    await expectPaid(friend);
    await friendContext.close();

    // The referrer sees the credit (written by the outbox's subscriber within a few seconds), the friend by alias.
    const balance = `Tu saldo de regalo: ${formatted(CREDIT)}`;
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(balance)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Tus referidos' })).toContainText('Mateo Á.');
    await expect(page.getByRole('listitem').filter({ hasText: 'Ganaste por el pedido de un referido' })).toContainText(
      `+${formatted(CREDIT)}`,
    );
    await audit(page, 'referral page signed in, with credit');
    await shot(page, 'referidos-con-saldo');

    await page.goto('/micuenta/');
    await expect(page.getByText(balance)).toBeVisible();
    await expect(page.getByText(`Tienes ${POINTS} puntos acumulados.`)).toBeVisible();
    await expect(page.getByLabel('Tu enlace de referido')).toHaveValue(link);

    // The open ranking moved by itself when the friend's order was paid: the referrer's alias (first name and the
    // initial of the last surname) with the points of the credit earned, without a reload.
    const mine = table.locator('tr[data-mia]');
    await expect(mine).toContainText('Sofía H.');
    await expect(mine).toContainText(String(POINTS));
    expect(reloaded).toBe(false);
  },
);
