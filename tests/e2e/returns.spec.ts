import { expect, test, type Browser, type Page } from '@playwright/test';
import { addToCart, expectPaid, throughBuyer, throughShipping, uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { appCode, E2E_OPERATORS, enrol, enrolmentLink } from './support/operators';
import { storeToday } from './support/store-clock';
import { RETURNS_STORE } from './support/stores';

// Returns after delivery (issue 34), on a store of their own: the journey moves the store's test clock days forward.
longFlows();
test.use({ baseURL: RETURNS_STORE });
test.describe.configure({ mode: 'serial' });

const diana = E2E_OPERATORS.returns;
const PASSWORD = 'Retracto2026seguro';
let secret = '';

/** The operator's console in a browser of its own (its own cookies), signed in: enrolled the first time, then by
 * password and the app's code at the store's time (its test clock runs days ahead, past the session's idle end). */
const signedInConsole = async (browser: Browser, now: Date | null): Promise<Page> => {
  const page = await (
    await browser.newContext({ baseURL: RETURNS_STORE, viewport: { width: 390, height: 844 } })
  ).newPage();
  if (!secret) {
    secret = await enrol(page, enrolmentLink('returns'), PASSWORD);
    return page;
  }
  await page.goto('/admin/');
  await page.getByLabel('Correo').fill(diana.email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByLabel('Código de verificación').fill(appCode(secret, 0, now?.getTime()));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  return page;
};

/** The warehouse prepares, ships and marks delivered the order, from the console's order page. */
const deliver = async (operator: Page, number: string) => {
  await operator.goto(`/admin/pedidos/${number}/`);
  await expect(operator.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await operator.getByRole('button', { name: 'Empezar a preparar' }).click();
  await expect(operator.getByText('En preparación', { exact: false }).first()).toBeVisible();
  await operator.getByLabel('Número de guía').fill(`SERV-${number.slice(-6)}`);
  await operator.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(operator.getByText('Enviado', { exact: false }).first()).toBeVisible();
  await operator.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(operator.getByText('Entregado', { exact: false }).first()).toBeVisible();
};

test(
  'a retracto of one unit of three: asked on the 4th business day after delivery, approved, received and refunded through MercadoPago; refused on the 6th',
  PHONE_ONLY,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    // Three units paid by card through MercadoPago Checkout Pro's sandbox.
    await addToCart(page, 3);
    await throughBuyer(page, { name: 'Valentina Ortiz', email: uniqueEmail('retracto') });
    await throughShipping(page);
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\/v1\/redirect\/\?pref_id=/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(/\/pedido\/FO-\d{4}-\d{6}\/\?.*status=approved/);
    await expectPaid(page);
    const number = /FO-\d{4}-\d{6}/.exec(page.url())![0];

    const operator = await signedInConsole(browser, null);
    await deliver(operator, number);
    const deliveredOn = await storeToday(page);
    expect(deliveredOn.year).toBeGreaterThan(2000);
  },
);
