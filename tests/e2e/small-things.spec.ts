import { expect, test } from '@playwright/test';
import {
  addToCart,
  confirmOrder,
  expectPaid,
  payByCard,
  throughBuyer,
  throughShipping,
  uniqueEmail,
} from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';

// The smaller things a careful shopper notices (issue 31, item 11): an address typed in capitals, the copy, the card
// form's test cards, the contact form's radicado and the sandbox mailbox on a phone.
longFlows();

test('an address typed in capitals lands on its page', PHONE_ONLY, async ({ page }) => {
  await page.goto('/PROTEINAS/?utm_source=volante');
  await expect(page).toHaveURL(/\/proteinas\/\?utm_source=volante$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proteínas');
});

test('the terms page writes the address with one final dot', PHONE_ONLY, async ({ page }) => {
  await page.goto('/terminos-condiciones/');
  await expect(page.getByText(/con domicilio en .*Bogotá D\.C\. Estos términos/)).toBeVisible();
  await expect(page.getByText('D.C..')).toHaveCount(0);
});

test(
  'with ePayco in sandbox mode the card form names the sandbox’s own test card, and it pays',
  PHONE_ONLY,
  async ({ page }) => {
    await addToCart(page, 5);
    await throughBuyer(page, { name: 'Valentina Ortiz', email: uniqueEmail('tarjeta') });
    await expect(page.getByRole('radio', { name: /^Envío exprés \$ [\d.]+$/ })).toBeVisible();
    await throughShipping(page);
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await confirmOrder(page);
    const hint = page.getByText(/^Tienda de pruebas: la tarjeta \d{4} \d{4} \d{4} \d{4} aprueba el pago/);
    await expect(hint).toBeVisible();
    const approved = /\d{4} \d{4} \d{4} \d{4}/.exec(await hint.innerText())![0];
    await payByCard(page, approved);
    await expectPaid(page);
  },
);

test(
  'a contact message gets a radicado, shown on the page and in the mail opened by tapping its subject',
  PHONE_ONLY,
  async ({ page }) => {
    const email = uniqueEmail('radicado');
    await page.goto('/contactenos/');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    // Typed before the form came alive (the focus wakes it): what was typed is kept and sent.
    await form.getByLabel('Nombre y apellido').fill('Mariana Quintero');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Tema').selectOption({ label: 'Estado de mi pedido' });
    await form.getByLabel('Tu mensaje').fill('Quiero saber cuándo llega mi pedido, por favor.');
    await form.getByRole('checkbox', { name: /Autorizo a Fornido/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText(/Tu número de radicado es RAD-\d{4}-\d{6}\./);
    const radicado = /RAD-\d{4}-\d{6}/.exec(await status.innerText())![0];

    const subject = page.getByRole('link', { name: `Recibimos tu mensaje (radicado ${radicado})` });
    await expect(async () => {
      await page.goto('/sandbox/correo/');
      await expect(subject).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The subject is the tap target, whole on the phone's screen.
    await expect(subject).toBeInViewport({ ratio: 1 });
    await subject.tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recibimos tu mensaje (radicado ${radicado})`);
    await expect(page.locator('pre')).toContainText(`Tu número de radicado es ${radicado}.`);
  },
);

test('the sandbox mailbox opens a mail by tapping its subject on a phone', PHONE_ONLY, async ({ page, request }) => {
  const email = uniqueEmail('buzon');
  const sent = await request.post('/api/v1/leads/contact', {
    data: {
      name: 'Tomás Arango',
      email,
      subject: 'producto',
      message: '¿Tienen proteína vegana sin sabor?',
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.goto('/sandbox/correo/');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const subject = row.getByRole('link');
  await expect(subject).toBeInViewport({ ratio: 1 });
  await subject.tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Recibimos tu mensaje/);
  await expect(page.getByText(`Para: ${email}`)).toBeVisible();
});
