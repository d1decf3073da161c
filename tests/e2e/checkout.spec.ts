import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import {
  addToCart,
  consent,
  fillBuyer,
  formatted,
  pesos,
  shot,
  summary,
  throughBuyer,
  throughShipping,
  uniqueEmail,
} from './support/checkout';
import { activateFromMail } from './support/mailbox';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

// On the phone only, like the payment journeys: the steps and the mail are the same on a wide screen.
test('a guest buys with cash on delivery in Medellín and gets the confirmation mail', PHONE_ONLY, async ({ page }) => {
  const email = uniqueEmail('laura');
  await addToCart(page);
  // Before checking out, the cart says how it can be paid: the online methods, and cash on delivery with its surcharge.
  const cart = page.getByRole('complementary', { name: 'Resumen del carrito' });
  const subtotal = pesos(
    await cart
      .getByText(/^\$ [\d.]+$/)
      .first()
      .innerText(),
  );
  await expect(cart).toContainText(/En línea: Nequi, tarjeta, PSE/);
  await expect(cart).toContainText(
    `Contraentrega disponible: recargo de 5 % (desde ${formatted(Math.round(subtotal * 0.05))})`,
  );
  await audit(page, 'cart review');
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
  await audit(page, 'shipping step');
  await shot(page, '2-envio');
  await throughShipping(page);

  // Cash on delivery adds its surcharge (5 % of the total before it) to the summary.
  const cod = page.getByRole('radio', { name: /^Pago contraentrega/ });
  await expect(cod).toBeEnabled();
  await expect(summary(page)).not.toContainText('Recargo contraentrega');
  const before = pesos(
    await summary(page)
      .getByText(/^\$ [\d.]+$/)
      .last()
      .innerText(),
  );
  const surcharge = Math.round(before * 0.05);
  // The summary says the surcharge before cash on delivery is chosen, and the option shows it too.
  await expect(summary(page)).toContainText(`Contraentrega disponible: recargo de 5 % (${formatted(surcharge)})`);
  await expect(cod).toHaveAccessibleName(`Pago contraentrega + ${formatted(surcharge)}`);
  await cod.check();
  await expect(summary(page)).toContainText('Recargo contraentrega');
  await expect(summary(page)).toContainText(/IVA incluido: \$ [\d.]+/);
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

test('a cart of $ 600.000 or more does not offer cash on delivery, and says why', PHONE_ONLY, async ({ page }) => {
  await addToCart(page, 5);
  const cart = page.getByRole('complementary', { name: 'Resumen del carrito' });
  await expect(cart).toContainText('$ 649.500');
  // The cart already says it, before any step of the checkout.
  await expect(cart).toContainText('Contraentrega no disponible');
  await expect(cart).toContainText(
    'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.',
  );
  await throughBuyer(page, { name: 'Andrés Pérez', email: uniqueEmail('andres') });
  await throughShipping(page);
  const cod = page.getByRole('radio', { name: /^Pago contraentrega/ });
  await expect(cod).toBeDisabled();
  await expect(page.getByRole('group', { name: '¿Cómo quieres pagar?' })).toContainText(
    'solo está disponible cuando el total con envío es menor de $ 500.000',
  );
  await expect(page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ })).toBeEnabled();
  // Nothing is placed until a method is chosen: the tap says so (tests/e2e/silent-taps.spec.ts).
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('Elige un medio de pago.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/metodo-pago\/$/);
  await shot(page, 'sin-contraentrega');
});

test(
  'going back from the shipping step keeps what was typed, after a reload too; steps cannot be skipped',
  PHONE_ONLY,
  async ({ page }) => {
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
    await page.getByRole('radio', { name: /^Envío exprés/ }).check();
    await page.reload();
    await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
    await expect(page.getByRole('radio', { name: /^Envío exprés/ })).toBeChecked();

    // A wrong field is named in Spanish under it, and focused.
    await page.getByRole('link', { name: 'Cambiar la dirección' }).click();
    await page.getByLabel('Celular').fill('1234');
    await page.getByRole('button', { name: 'Continuar al envío' }).click();
    await expect(page.getByLabel('Celular')).toBeFocused();
    await expect(page.getByText(/^Escribe un celular colombiano de 10 dígitos/)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
  },
);

test(
  'a signed-in shopper checks out with their details filled in and finds the order in their account',
  PHONE_ONLY,
  async ({ page }) => {
    const email = uniqueEmail('andres');
    await page.goto('/cuenta/registro/');
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
    await page.getByLabel('Nombre y apellido').fill('Andrés Restrepo');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Creatina-2026');
    await page.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revisa tu correo');
    await activateFromMail(page, email);

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
    await page.getByRole('radio', { name: /^Pago contraentrega/ }).check();
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
  },
);
