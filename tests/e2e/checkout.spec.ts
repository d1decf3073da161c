import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';

const PRODUCT = '/creatinas/creatina-monohidratada-micronizada/';
const PRODUCT_NAME = 'Creatina Monohidratada Micronizada';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${test.info().workerIndex}@example.co`;

/** Adds units of the product shown with the page's button, closes the drawer and opens the cart review. */
const addToCart = async (page: Page, units = 1) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  const stepper = page.getByRole('group', { name: `Cantidad de ${PRODUCT_NAME}` });
  for (let i = 1; i < units; i++) await stepper.getByRole('button', { name: 'Agregar una unidad' }).click();
  await expect(stepper.getByRole('status')).toHaveText(String(units));
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByText('Agregado al carrito')).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Carrito, ${units} ${units === 1 ? 'producto' : 'productos'}`, exact: true })
    .click();
  if (await drawer.isVisible()) await drawer.getByRole('link', { name: 'Ver carrito' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByRole('complementary', { name: 'Resumen del carrito' })).toBeVisible();
};

type Buyer = { name: string; email: string };

/** Fills the buyer's step as a guest in Medellín (Antioquia 05, Medellín 05001), choosing by DANE codes. */
const fillBuyer = async (page: Page, buyer: Buyer) => {
  await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus datos');
  await expect(page.getByRole('button', { name: 'Continuar al envío' })).toBeEnabled();
  await page.getByLabel('Nombre y apellido').fill(buyer.name);
  await page.getByLabel('Correo electrónico').fill(buyer.email);
  await page.getByLabel('Tipo de documento').selectOption('CC');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByLabel('Celular').fill('3001234567');
  await expect(page.getByLabel('Celular')).toHaveValue('300 123 4567');
  await page.getByLabel('Dirección', { exact: true }).fill('Calle 10 # 43-20');
  await page.getByLabel('Apartamento, torre, oficina').fill('Apto 501');
  await page.getByLabel('Departamento').selectOption('05');
  await page.getByLabel('Ciudad o municipio').selectOption('05001');
  await page.getByLabel('Indicaciones para la entrega').fill('Dejar en portería');
};

const consent = (page: Page) =>
  page.getByRole('checkbox', { name: /Acepto los términos y condiciones y la política de tratamiento de datos/ });

/** From the cart review through the buyer's step to the shipping step. */
const throughBuyer = async (page: Page, buyer: Buyer) => {
  await page.getByRole('link', { name: 'Continuar', exact: true }).click();
  await fillBuyer(page, buyer);
  await consent(page).check();
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
};

/** The shipping step: standard shipping to Medellín, chosen for the shopper, with its Spanish estimate. */
const throughShipping = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Método de envío');
  const options = page.getByRole('group', { name: '¿Cómo quieres recibir tu pedido?' });
  await expect(options.getByRole('radio', { name: /^Envío estándar \$ [\d.]+$/ })).toBeChecked();
  await expect(options.getByRole('radio', { name: /^Envío express/ })).toBeVisible();
  await expect(options).toContainText('Llega entre el');
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/checkout\/metodo-pago\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Método de pago');
};

const summary = (page: Page) => page.getByRole('complementary', { name: 'Resumen del pedido' });
const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));
const formatted = (amount: number) => `$ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

test('a guest buys with cash on delivery in Medellín and gets the confirmation mail', async ({ page }) => {
  const email = uniqueEmail('laura');
  await addToCart(page);
  await page.getByRole('link', { name: 'Continuar', exact: true }).click();
  await fillBuyer(page, { name: 'Laura Gómez', email });
  await shot(page, '1-datos');

  // The consent box starts unticked: the step refuses to go on, says why, and focuses it.
  await expect(consent(page)).not.toBeChecked();
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await expect(
    page.getByText('Para comprar debes aceptar los términos y la política de tratamiento de datos.'),
  ).toBeVisible();
  await expect(consent(page)).toBeFocused();
  await expect(consent(page)).toHaveAttribute('aria-invalid', 'true');
  await audit(page, 'buyer step with an error');
  await consent(page).check();
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
  await shot(page, '2-envio');
  await throughShipping(page);

  // Cash on delivery adds its surcharge (5 % of the total before it) to the summary.
  const cod = page.getByRole('radio', { name: 'Pago contraentrega' });
  await expect(cod).toBeEnabled();
  await expect(summary(page)).not.toContainText('Recargo contraentrega');
  const before = pesos(
    await summary(page)
      .getByText(/^\$ [\d.]+$/)
      .last()
      .innerText(),
  );
  await cod.check();
  await expect(summary(page)).toContainText('Recargo contraentrega');
  await expect(summary(page)).toContainText(/IVA incluido: \$ [\d.]+/);
  const surcharge = Math.round(before * 0.05);
  await expect(summary(page)).toContainText(`Recargo contraentrega${formatted(surcharge)}`);
  await expect(summary(page)).toContainText(`Total${formatted(before + surcharge)}`);
  await audit(page, 'payment step');
  await shot(page, '3-pago');

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmacion\/\?pedido=FO-\d{4}-\d{6}&firma=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias! Recibimos tu pedido');
  const number = (await page.getByText(/^FO-\d{4}-\d{6}$/).innerText()).trim();
  await expect(page.getByText('confirmado para pago contraentrega')).toBeVisible();
  await expect(
    page.getByText(
      /^Paga \$ [\d.]+ en efectivo cuando recibas tu pedido \(incluye \$ [\d.]+ de recargo contraentrega\)/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Recargo contraentrega');
  await audit(page, 'confirmation');
  await shot(page, '4-confirmacion');

  // The cart and the draft are gone; the order's mail is in the sandbox mailbox.
  const mail = page
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: `Recibimos tu pedido ${number}` });
  await expect(async () => {
    await page.goto('/sandbox/correo/');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.goto('/checkout/metodo-pago/');
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
});

test('a cart of $ 600.000 or more does not offer cash on delivery, and says why', async ({ page }) => {
  await addToCart(page, 5);
  await expect(page.getByRole('complementary', { name: 'Resumen del carrito' })).toContainText('$ 649.500');
  await throughBuyer(page, { name: 'Andrés Pérez', email: uniqueEmail('andres') });
  await throughShipping(page);
  const cod = page.getByRole('radio', { name: /^Pago contraentrega/ });
  await expect(cod).toBeDisabled();
  await expect(page.getByRole('group', { name: '¿Cómo quieres pagar?' })).toContainText(
    'solo está disponible para pedidos de menos de $ 500.000',
  );
  await expect(page.getByRole('radio', { name: 'Tarjeta de prueba (modo sandbox)' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
  await shot(page, 'sin-contraentrega');
});

test('a guest pays with the sandbox card: a rejected card keeps the order pending, 4242… pays it', async ({ page }) => {
  const email = uniqueEmail('camila');
  await addToCart(page);
  await throughBuyer(page, { name: 'Camila Rojas', email });
  await throughShipping(page);
  await page.getByRole('radio', { name: 'Tarjeta de prueba (modo sandbox)' }).check();
  await expect(summary(page)).not.toContainText('Recargo contraentrega');
  // A double tap places one order.
  await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/confirmacion\/\?pedido=FO-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu pedido está reservado');
  await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
  await expect(page.getByText(/antes del \d+ de \p{L}+ de \d{4}, \d+:\d{2} [ap]\. m\./u)).toBeVisible();

  const card = page.getByLabel('Número de la tarjeta');
  await card.fill('4000000000000002');
  await expect(card).toHaveValue('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pagar \$ [\d.]+$/ }).click();
  await expect(page.getByRole('alert')).toContainText('El banco rechazó la tarjeta');
  await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
  await shot(page, 'tarjeta-rechazada');

  await card.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pagar \$ [\d.]+$/ }).click();
  await expect(page.getByText('¡Pago aprobado!')).toBeVisible();
  await expect(page.getByText('pagado', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await shot(page, 'pagado');

  // The order's own page, as the mail links it, says the same after a reload.
  const url = new URL(page.url());
  await page.goto(`/pedido/${url.searchParams.get('pedido')}/?firma=${url.searchParams.get('firma')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${url.searchParams.get('pedido')}`);
  await expect(page.getByText('pagado', { exact: true })).toBeVisible();
  await page.goto(`/pedido/${url.searchParams.get('pedido')}/?firma=AAAAAAAAAAAAAAAAAAAAAA`);
  await expect(page.getByText('No encontramos ese pedido')).toBeVisible();

  // One order for the double tap: one confirmation mail, and the approval's.
  await expect(async () => {
    await page.goto('/sandbox/correo/');
    await expect(
      page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Confirmamos el pago' }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Recibimos tu pedido' })).toHaveCount(
    1,
  );
});

test('going back from the shipping step keeps what was typed, after a reload too; steps cannot be skipped', async ({
  page,
}) => {
  await page.goto('/checkout/metodo-envio/');
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();

  await addToCart(page);
  await page.goto('/checkout/metodo-pago/');
  await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
  const email = uniqueEmail('sofia');
  await fillBuyer(page, { name: 'Sofía Martínez', email });
  await consent(page).check();
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
  await expect(page.getByRole('radio', { name: /^Envío estándar/ })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
  const kept = async () => {
    await expect(page.getByLabel('Nombre y apellido')).toHaveValue('Sofía Martínez');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await expect(page.getByLabel('Tipo de documento')).toHaveValue('CC');
    await expect(page.getByLabel('Número de documento')).toHaveValue('1020304050');
    await expect(page.getByLabel('Celular')).toHaveValue('300 123 4567');
    await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('Calle 10 # 43-20');
    await expect(page.getByLabel('Departamento')).toHaveValue('05');
    await expect(page.getByLabel('Ciudad o municipio')).toHaveValue('05001');
    await expect(page.getByLabel('Indicaciones para la entrega')).toHaveValue('Dejar en portería');
    await expect(consent(page)).toBeChecked();
  };
  await kept();
  await page.reload();
  await kept();
  await shot(page, 'datos-guardados');

  // A reload of a later step stays there, with the choice made.
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await page.getByRole('radio', { name: /^Envío express/ }).check();
  await page.reload();
  await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
  await expect(page.getByRole('radio', { name: /^Envío express/ })).toBeChecked();

  // A wrong field is named in Spanish under it, and focused.
  await page.getByRole('link', { name: 'Cambiar la dirección' }).click();
  await page.getByLabel('Celular').fill('1234');
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await expect(page.getByLabel('Celular')).toBeFocused();
  await expect(page.getByText(/^Escribe un celular colombiano de 10 dígitos/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
});

test('a signed-in shopper checks out with their details filled in and finds the order in their account', async ({
  page,
}) => {
  const email = uniqueEmail('andres');
  await page.goto('/cuenta/registro/');
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  await page.getByLabel('Nombre y apellido').fill('Andrés Restrepo');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Creatina-2026');
  await page.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/micuenta\/$/);

  await addToCart(page);
  await page.getByRole('link', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
  // The account's name and email are already there; the consent is still the shopper's to give.
  await expect(page.getByLabel('Nombre y apellido')).toHaveValue('Andrés Restrepo');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(consent(page)).not.toBeChecked();
  await fillBuyer(page, { name: 'Andrés Restrepo', email });
  await consent(page).check();
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await throughShipping(page);
  await page.getByRole('radio', { name: 'Pago contraentrega' }).check();
  await expect(summary(page)).toContainText('Recargo contraentrega');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Gracias! Recibimos tu pedido');
  const number = (await page.getByText(/^FO-\d{4}-\d{6}$/).innerText()).trim();

  // The cart is empty on this device and in the account; the order is listed and opens without a signed link.
  await page.goto('/micuenta/pedidos/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis pedidos');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito, vacío', exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(number) }).click();
  await expect(page).toHaveURL(new RegExp(`/pedido/${number}/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${number}`);
  await page.goto(`/pedido/${number}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${number}`);
  await expect(page.getByRole('region', { name: 'Productos' }).locator('img[src*="/img/productos/"]')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Carrito, vacío', exact: true })).toBeVisible();
});
