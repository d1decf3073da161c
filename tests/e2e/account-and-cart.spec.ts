import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { activateFromMail } from './support/mailbox';
import { formReady, signIn } from './support/sign-in';

longFlows();

const PRODUCT = '/creatinas/creatina-monohidratada-micronizada/';
const PRODUCT_NAME = 'Creatina Monohidratada Micronizada';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const cartButton = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: label, exact: true });

/** Adds the product shown to the cart with the page's button and waits for the drawer to confirm it. */
const addFromProductPage = async (page: Page, extraUnits = 0) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  const stepper = page.getByRole('group', { name: `Cantidad de ${PRODUCT_NAME}` });
  for (let i = 0; i < extraUnits; i++) await stepper.getByRole('button', { name: 'Agregar una unidad' }).click();
  await expect(stepper.getByRole('status')).toHaveText(String(1 + extraUnits));
  await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByText('Agregado al carrito')).toBeVisible();
  return drawer;
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingresar' })).toBeVisible();
};

test(
  'a guest keeps a cart, signs up, out and back in (merging carts) and resets the password by mail',
  PHONE_ONLY,
  async ({ page, browser, isMobile }) => {
    const email = `valentina.${Date.now().toString(36)}.${test.info().workerIndex}@example.co`;
    const password = 'Creatina-2026';
    const newPassword = 'Proteina-y-avena-2027';

    // A guest adds two units; the drawer shows the priced line, and the cart survives a reload.
    const drawer = await addFromProductPage(page, 1);
    await expect(drawer.getByRole('listitem').filter({ hasText: PRODUCT_NAME })).toContainText('$ 259.800');
    // $ 259.800 is far from free shipping: what shipping costs, not what is missing (cart-and-address.spec.ts).
    await expect(drawer).toContainText(/Envío desde \$ [\d.]+/);
    await shot(page, '1-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(cartButton(page, 'Carrito, 2 productos')).toBeVisible();
    await page.reload();
    await expect(cartButton(page, 'Carrito, 2 productos')).toBeVisible();

    // The cart review, in the checkout frame, with prices from the server.
    await cartButton(page, 'Carrito, 2 productos').click();
    // Phones go straight to the cart page; wide screens open the drawer, which leads there.
    if (!isMobile)
      await page.getByRole('dialog', { name: 'Tu carrito' }).getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu carrito');
    const summary = page.getByRole('complementary', { name: 'Resumen del carrito' });
    await expect(summary).toContainText('$ 259.800');
    await expect(summary).toContainText(/Envío desde \$ [\d.]+/);
    await shot(page, '2-cart');

    // Sign up, then the mailed link: the browser cart moves into the new account.
    await page.goto('/cuenta/registro/');
    await formReady(page, 'Crear cuenta');
    await page.getByLabel('Nombre y apellido').fill('Valentina Gómez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await expect(page.getByText(/^Seguridad: fuerte/)).toBeVisible();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Para crear tu cuenta debes aceptar')).toBeVisible();
    await page.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
    await activateFromMail(page, email);
    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page).toHaveURL(/\/micuenta\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Valentina');
    await expect(page.getByRole('banner').getByLabel('Mi cuenta, Valentina')).toBeVisible();
    await expect(cartButton(page, 'Carrito, 2 productos')).toBeVisible();
    await shot(page, '3-account');

    // Sign out: this browser starts an empty guest cart, then adds one unit.
    await signOut(page);
    await expect(cartButton(page, 'Carrito, vacío')).toBeVisible();
    await addFromProductPage(page);
    await page.keyboard.press('Escape');
    await expect(cartButton(page, 'Carrito, 1 producto')).toBeVisible();

    // Meanwhile, on another device, the same shopper adds one more unit to the account's cart (2 + 1).
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/cuenta/ingresar/');
    await signIn(phone, email, password);
    await expect(cartButton(phone, 'Carrito, 2 productos')).toBeVisible();
    const otherDrawer = await addFromProductPage(phone);
    await expect(
      otherDrawer.getByRole('group', { name: `Cantidad de ${PRODUCT_NAME}` }).getByRole('status'),
    ).toHaveText('3');
    await other.close();

    // Signing in here merges this browser's unit into the account's three, and says so.
    await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
    await signIn(page, email, password);
    await expect(page.getByRole('status').filter({ hasText: 'Sumamos' })).toContainText(
      'a lo que ya tenías en tu carrito',
    );
    await expect(cartButton(page, 'Carrito, 4 productos')).toBeVisible();
    await shot(page, '4-merged');
    await signOut(page);

    // Forgotten password: the same answer, then the mail in the sandbox mailbox, its link, a new password.
    await page.goto('/cuenta/ingresar/');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recupera tu contraseña');
    await formReady(page, 'Enviar enlace');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Si hay una cuenta con ese correo')).toBeVisible();
    const mail = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Cambia tu contraseña' }).first();
    await expect(async () => {
      await page.goto('/sandbox/correo/');
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // The mailbox's table is wider than a phone: follow its links from the keyboard, as a tap can land beside them.
    await mail.getByRole('link').press('Enter');
    await page
      .locator('pre')
      .getByRole('link', { name: /\/reset\/password\/\?token=/ })
      .press('Enter');
    await expect(page).toHaveURL(/\/reset\/password\/\?token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea una contraseña nueva');
    await formReady(page, 'Guardar contraseña');
    await page.getByLabel('Contraseña nueva').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Listo: tu contraseña cambió')).toBeVisible();
    await page.getByRole('link', { name: 'Ingresar con tu contraseña nueva' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresa a tu cuenta');

    // The old password no longer opens the account; the new one does.
    await formReady(page, 'Ingresar');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/cuenta\/ingresar\//);
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL(/\/micuenta\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Valentina');
    await shot(page, '5-new-password');
  },
);

test(
  '/micuenta/ sends a guest to sign in and back: a 302 from the server, a replaced navigation in the browser',
  PHONE_ONLY,
  async ({ page }) => {
    const response = await page.request.get('/micuenta/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/cuenta/ingresar/?volver=/micuenta/');

    // From a page the app runs (a form's), where a link moves without loading a page; its button is on once it does.
    await page.goto('/cuenta/registro/');
    await formReady(page, 'Crear cuenta');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'sin recargar'));
    // A client-side navigation, as a link inside the app would do it.
    await page.evaluate(() => history.pushState(null, '', '/micuenta/'));
    await expect(page).toHaveURL(/\/cuenta\/ingresar\/\?volver=\/micuenta\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresa a tu cuenta');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('sin recargar');
    await page.getByRole('link', { name: 'Crea tu cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea tu cuenta');
    await page.getByRole('link', { name: 'Ingresa', exact: true }).click();
    await expect(page).toHaveURL(/\/cuenta\/ingresar\/\?volver=\/micuenta\/$/);
  },
);

// The forms and the cart review are one column at every width: audited on the phone. The desktop drawer is audited in
// the quick-add test below.
test(
  'the account forms, the cart drawer and the cart review have no accessibility violations of any impact',
  PHONE_ONLY,
  async ({ page }) => {
    for (const path of ['/cuenta/registro/', '/cuenta/ingresar/', '/cuenta/recuperar/', '/reset/password/?token=abc']) {
      await page.goto(path);
      await audit(page, path);
    }
    // With every inline error showing.
    await page.goto('/cuenta/registro/');
    await formReady(page, 'Crear cuenta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByLabel('Nombre y apellido')).toBeFocused();
    await expect(page.getByLabel('Nombre y apellido')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'sign-up with errors');

    const drawer = await addFromProductPage(page);
    // One line (the summary lists the payment options too).
    await expect(drawer.getByRole('listitem').filter({ hasText: PRODUCT_NAME })).toHaveCount(1);
    await audit(page, 'cart drawer');
    await page.keyboard.press('Escape');
    await page.goto('/checkout/');
    await expect(page.getByRole('complementary', { name: 'Resumen del carrito' })).toBeVisible();
    await audit(page, 'cart review');

    const email = `auditoria.${Date.now().toString(36)}@example.co`;
    const signUp = await page.request.post('/api/v1/auth/sign-up', {
      data: {
        name: 'Valentina Gómez',
        email,
        password: 'Creatina-2026',
        privacyConsent: true,
        marketingConsent: false,
      },
    });
    expect(signUp.status()).toBe(202);
    await activateFromMail(page, email);
    await page.goto('/micuenta/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Valentina');
    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    await page.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await expect(page.getByLabel('Ciudad o municipio')).toBeEnabled();
    await audit(page, 'account page with the address form');
  },
);

test("wide screens add a card's default variant with its quick button and open the drawer from the header; phones go to the cart page", async ({
  page,
  isMobile,
}) => {
  await page.goto('/creatinas/');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: PRODUCT_NAME });
  const quick = card.getByRole('button', { name: `Agregar ${PRODUCT_NAME} al carrito` });
  if (isMobile) {
    // On a phone the whole card is the way in; the cart button leads to the cart review, here empty.
    await expect(quick).toBeHidden();
    await cartButton(page, 'Carrito, vacío').click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Creatinas' })).toBeVisible();
    return;
  }
  await quick.click();
  // It comes in two sizes: the quick button asks which one, the first in stock chosen (product-page.spec.ts covers it).
  await page.getByRole('dialog', { name: PRODUCT_NAME }).getByRole('button', { name: 'Agregar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByText('Agregado al carrito')).toBeVisible();
  const line = drawer.getByRole('listitem').filter({ hasText: PRODUCT_NAME });
  await expect(line).toContainText('300 g');
  await expect(line).toContainText('$ 129.900');
  await audit(page, 'cart drawer on a wide screen');
  // Tab and Shift+Tab stay inside the open drawer.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(quick).toBeFocused();
  await expect(cartButton(page, 'Carrito, 1 producto')).toBeVisible();

  await cartButton(page, 'Carrito, 1 producto').click();
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/creatinas\/$/);
  await drawer.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByRole('complementary', { name: 'Resumen del carrito' })).toContainText('$ 129.900');
});
