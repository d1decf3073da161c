import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import {
  addToCart,
  consent,
  EPAYCO_CARDS,
  expectPaid,
  fillBuyer,
  formatted,
  payByCard,
  pesos,
  shot,
  summary,
  throughBuyer,
  throughShipping,
  uniqueEmail,
} from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

test('a guest buys with cash on delivery in Medellín and gets the confirmation mail', async ({ page }) => {
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
  await expect(cart).toContainText('El pago contraentrega solo está disponible para pedidos de menos de $ 500.000.');
  await throughBuyer(page, { name: 'Andrés Pérez', email: uniqueEmail('andres') });
  await throughShipping(page);
  const cod = page.getByRole('radio', { name: /^Pago contraentrega/ });
  await expect(cod).toBeDisabled();
  await expect(page.getByRole('group', { name: '¿Cómo quieres pagar?' })).toContainText(
    'solo está disponible para pedidos de menos de $ 500.000',
  );
  await expect(page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
  await shot(page, 'sin-contraentrega');
});

test(
  'a guest pays by card (ePayco’s sandbox, tokenized in the browser): a rejected card keeps the order pending, another pays it',
  PHONE_ONLY,
  async ({ page }) => {
    const sentToStore: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sentToStore.push(request.postData() ?? '');
    });
    const email = uniqueEmail('camila');
    await addToCart(page);
    await throughBuyer(page, { name: 'Camila Rojas', email });
    await throughShipping(page);
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await expect(summary(page)).not.toContainText('Recargo contraentrega');
    // A double tap places one order.
    await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
    await expect(page).toHaveURL(/\/checkout\/confirmacion\/\?pedido=FO-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu pedido está reservado');
    await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
    // The deadline relative to now in Bogotá, never a bare date and time that could read as this morning.
    await expect(
      page.getByText(/^Paga \$ [\d.]+ a más tardar (hoy|mañana) a las \d{1,2}:\d{2} [ap]\. m\. \(en \d+ minutos\)\./),
    ).toBeVisible();
    // The step bar: the payment is pending and the confirmation not done while the order waits for it.
    const steps = page.getByRole('list', { name: 'Pasos de la compra' });
    await expect(steps.getByRole('listitem').nth(3)).toHaveText('Pago pendiente');
    await expect(steps.getByRole('listitem').nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByRole('listitem').nth(4)).toHaveAttribute('data-paso', 'por-hacer');

    // A declined card ends that attempt: the page says why and offers to try again, with the card form empty.
    const card = page.getByLabel('Número de la tarjeta');
    await card.fill(EPAYCO_CARDS.rejected.replaceAll(' ', ''));
    await expect(card).toHaveValue(EPAYCO_CARDS.rejected);
    await payByCard(page, EPAYCO_CARDS.rejected);
    // The card goes through the sandbox's tokenizer, then to ePayco's sandbox: an answer within a few seconds.
    await expect(page.getByRole('alert')).toContainText('El banco rechazó la tarjeta', { timeout: 15_000 });
    await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
    // The other methods are offered right there, each a direct choice.
    const others = page.getByRole('group', { name: 'O paga con otro medio' });
    for (const method of ['Nequi', 'PSE (débito desde tu banco)'])
      await expect(others.getByRole('button', { name: method, exact: true })).toBeVisible();
    await audit(page, 'a rejected ePayco card');
    await shot(page, 'tarjeta-rechazada');

    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(card).toHaveValue('');
    await payByCard(page, EPAYCO_CARDS.approved, '3');
    await expectPaid(page);
    // The card's number, expiry and code went to ePayco's tokenizer only; the store got the token and the instalments.
    for (const body of sentToStore) {
      expect(body).not.toContain('4575623182290326');
      expect(body).not.toContain('4151611527583283');
    }
    expect(sentToStore.some((body) => body.includes('"installments":3'))).toBe(true);
    await expect(card).toBeHidden();
    await expect(steps.getByRole('listitem').nth(4)).toHaveAttribute('data-paso', 'hecho');
    await shot(page, 'pagado');

    // The order's own page, as the mail links it, says the same after a reload.
    const url = new URL(page.url());
    await page.goto(`/pedido/${url.searchParams.get('pedido')}/?firma=${url.searchParams.get('firma')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${url.searchParams.get('pedido')}`);
    await expect(page.getByText('pagado', { exact: true })).toBeVisible();
    // The declined card and the approved one read as a history, newest first.
    await expect(page.getByRole('region', { name: 'Pago' }).getByRole('listitem')).toHaveText([
      /^Aprobado — Tarjeta de crédito o débito — \$ [\d.]+ — (hoy|ayer) a las /,
      /^Rechazado — Tarjeta de crédito o débito — \$ [\d.]+ — (hoy|ayer) a las /,
    ]);
    await audit(page, 'order page with its payment history');
    await page.goto(`/pedido/${url.searchParams.get('pedido')}/?firma=AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByText('No encontramos ese pedido')).toBeVisible();

    // One order for the double tap: one confirmation mail, and the approval's.
    await expect(async () => {
      await page.goto('/sandbox/correo/');
      await expect(
        page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Confirmamos el pago' }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(
      page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Recibimos tu pedido' }),
    ).toHaveCount(1);
  },
);

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
