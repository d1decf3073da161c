import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { addToCart, consent, fillBuyer, throughShipping, uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { followMailLink, signUpAndActivate } from './support/mailbox';
import { placeOrderByApi } from './support/place-order';

longFlows();

// Every kind of page in the page table (web/pages/table/*.tsx), each loaded once, as a shopper's phone shows it (what
// Lighthouse measures). Pages with a layout of their own on wide screens are audited on both layouts: a category (the
// header's navigation and the filter sidebar) and a product (its columns). The home has the same header around one
// column of cards, and the search results the category's sidebar: phone only, like the text pages.
const pages: readonly (readonly [string, { tag?: string }])[] = [
  ['/', PHONE_ONLY],
  ['/proteinas/', {}],
  ['/proteinas/gold-standard-100-whey/', {}],
  ['/buscar/?q=creatina', PHONE_ONLY],
  ['/buscar/?q=zzzz', PHONE_ONLY], // nothing found: another try and the categories
  ['/terminos-condiciones/', PHONE_ONLY],
  ['/contactenos/', PHONE_ONLY],
  ['/franquicias/', PHONE_ONLY],
  ['/calculadora-de-calorias/?sexo=hombre&edad=25&peso=85&estatura=180&actividad=alta&objetivo=subir', PHONE_ONLY],
  ['/niveles/', PHONE_ONLY],
  ['/tabla-clasificacion/', PHONE_ONLY],
  ['/sistema-referidos/', PHONE_ONLY],
  ['/no-existe/', PHONE_ONLY],
  ['/error/?codigo=500', PHONE_ONLY],
  ['/checkout/', PHONE_ONLY], // the empty cart (with a product: the checkout's test below)
  ['/cuenta/ingresar/', PHONE_ONLY],
  ['/cuenta/registro/', PHONE_ONLY],
  ['/cuenta/recuperar/', PHONE_ONLY],
];

for (const [path, details] of pages) {
  test(`${path} scores 100 in Lighthouse's accessibility terms`, details, async ({ page }) => {
    await page.goto(path);
    await audit(page, path);
  });
}

test(
  "each checkout step, with a product in the cart, scores 100 in Lighthouse's accessibility terms",
  PHONE_ONLY,
  async ({ page }) => {
    await addToCart(page);
    await audit(page, 'cart');
    await page.getByRole('link', { name: 'Continuar', exact: true }).click();
    await fillBuyer(page, { name: 'Laura Gómez', email: uniqueEmail('auditoria') });
    await consent(page).check();
    await audit(page, 'buyer step');
    await page.getByRole('button', { name: 'Continuar al envío' }).click();
    await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
    await audit(page, 'shipping step');
    await throughShipping(page);
    await page.getByRole('radio', { name: /^Pago contraentrega/ }).check();
    await audit(page, 'payment step');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmacion\/\?pedido=/);
    await audit(page, 'order confirmation');
  },
);

test(
  "the account's pages, from its activation to a mailed reset link, score 100 in Lighthouse's accessibility terms",
  PHONE_ONLY,
  async ({ page }) => {
    const email = uniqueEmail('auditoria');
    await signUpAndActivate(page, 'Valentina Gómez', email);
    await audit(page, 'account activated');
    await page.goto('/micuenta/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Valentina');
    await audit(page, '/micuenta/');
    await page.goto('/micuenta/pedidos/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis pedidos');
    await audit(page, '/micuenta/pedidos/');
    const reset = await page.request.post('/api/v1/auth/password-reset', {
      data: { email },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(reset.status()).toBe(202);
    await followMailLink(page, email, 'Cambia tu contraseña', /\/reset\/password\/\?token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crea una contraseña nueva');
    await audit(page, 'reset password');
  },
);

test("an order's page scores 100 in Lighthouse's accessibility terms", PHONE_ONLY, async ({ page }) => {
  await page.goto('/');
  const order = await placeOrderByApi(page, {
    email: uniqueEmail('auditoria'),
    name: 'Laura Gómez',
    paymentMethod: 'cash-on-delivery',
  });
  await page.goto(order.address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${order.number}`);
  await audit(page, 'order page');
});
