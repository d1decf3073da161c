import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addToCart,
  expectPaid,
  formatted,
  pesos,
  throughBuyer,
  throughShipping,
  uniqueEmail,
} from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { openMail } from './support/mailbox';
import { appCode, E2E_OPERATORS, enrol, enrolmentLink } from './support/operators';
import { placeOrderByApi } from './support/place-order';
import { moveStoreTo, storeNow, storeToday } from './support/store-clock';
import { RETURNS_STORE } from './support/stores';

// Returns after delivery (issue 34), on a store of their own (playwright.config.ts): the journeys move its test clock
// (/sandbox/reloj/) business days forward, as the law's windows count them.
longFlows();
test.use({ baseURL: RETURNS_STORE });
test.describe.configure({ mode: 'serial' });

const diana = E2E_OPERATORS.returns;
const PASSWORD = 'Retracto2026seguro';
/** The operator's app key, kept beside the store's data once enrolled: a retried test signs in with it (an enrolment
 * link works once). */
const KEY_FILE = join(process.env.FORNIDO_E2E_DATA_DIR ?? '', 'returns', 'owner-key.txt');
let operator: Page | null = null;

/** The operator's console in a browser of its own, signed in: enrolled the first time, then by password and the app's
 * code at the store's time whenever the session ended (the test clock runs days past its idle end). */
const theConsole = async (browser: Browser, shopper: Page): Promise<Page> => {
  if (!operator) {
    const context = await browser.newContext({ baseURL: RETURNS_STORE, viewport: { width: 390, height: 844 } });
    operator = await context.newPage();
    if (!existsSync(KEY_FILE)) {
      writeFileSync(KEY_FILE, await enrol(operator, enrolmentLink('returns'), PASSWORD));
      return operator;
    }
  }
  await operator.goto('/admin/');
  const signIn = operator.getByRole('heading', { level: 1, name: 'Iniciar sesión' });
  const home = operator.getByRole('heading', { level: 1, name: 'Inicio' });
  await expect(signIn.or(home)).toBeVisible();
  if (await signIn.isVisible()) {
    await operator.getByLabel('Correo').fill(diana.email);
    await operator.getByLabel('Contraseña').fill(PASSWORD);
    const now = (await storeNow(shopper)).getTime();
    await operator.getByLabel('Código de verificación').fill(appCode(readFileSync(KEY_FILE, 'utf8'), 0, now));
    await operator.getByRole('button', { name: 'Entrar' }).click();
    await expect(home).toBeVisible();
  }
  return operator;
};

/** The order prepared, shipped and marked delivered from the console's order page. */
const deliver = async (console: Page, number: string) => {
  await console.goto(`/admin/pedidos/${number}/`);
  await expect(console.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await console.getByRole('button', { name: 'Empezar a preparar' }).click();
  await expect(console.getByText('En preparación', { exact: false }).first()).toBeVisible();
  await console.getByLabel('Número de guía').fill(`SERV-${number.slice(-6)}`);
  await console.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(console.getByText('Enviado', { exact: false }).first()).toBeVisible();
  await console.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(console.getByText('Entregado', { exact: false }).first()).toBeVisible();
};

/** The return's page in the console, from Devoluciones. */
const openReturn = async (console: Page, number: string) => {
  await console.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Devoluciones' }).click();
  await console.getByRole('link', { name: new RegExp(`^${number}`) }).click();
  await expect(console.getByRole('heading', { level: 1 })).toContainText(number);
};

/** Approves the return with its shipping instructions, then records its units received, back where `back` says. */
const approveAndReceive = async (console: Page, number: string, back: 'Vuelve a la venta' | 'Averiado') => {
  await console.getByLabel('Instrucciones para devolver los productos').fill('Envíalo por Servientrega a la bodega.');
  await console.getByRole('button', { name: 'Aprobar devolución' }).click();
  await expect(console.getByRole('status').filter({ hasText: `Devolución ${number} aprobada.` })).toBeVisible();
  await console.getByRole('radio', { name: back }).check();
  await console.getByRole('button', { name: 'Registrar recepción' }).click();
  await expect(console.getByRole('status').filter({ hasText: `Devolución ${number} recibida.` })).toBeVisible();
};

const returnsOf = (page: Page) => page.getByRole('region', { name: 'Devoluciones' });

/** Opens the order page's return form once its code runs: the reversal's cause, shown for every reason while the form
 * is plain HTML, hides then (what is typed before would be lost to hydration). */
const openReturnForm = async (page: Page) => {
  await returnsOf(page).getByText('Pedir una devolución').click();
  await expect(page.getByLabel('Causa de la reversión')).toBeHidden();
};

test(
  'a retracto of one unit of three: asked on the 4th business day after delivery, approved, received and refunded through MercadoPago; refused on the 6th',
  PHONE_ONLY,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('retracto');
    // Three units paid by card through MercadoPago Checkout Pro's sandbox.
    await addToCart(page, 3);
    await throughBuyer(page, { name: 'Valentina Ortiz', email });
    await throughShipping(page);
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\/v1\/redirect\/\?pref_id=/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(/\/pedido\/FO-\d{4}-\d{6}\/\?.*status=approved/);
    await expectPaid(page);
    const number = /FO-\d{4}-\d{6}/.exec(page.url())![0];
    const orderPage = page.url();

    await deliver(await theConsole(browser, page), number);
    const deliveredOn = await storeToday(page);

    // The 4th business day after delivery: the right of withdrawal is open, for sealed units.
    await moveStoreTo(page, deliveredOn, 4);
    await page.goto(orderPage);
    await openReturnForm(page);
    await expect(returnsOf(page)).toContainText('Derecho de retracto: puedes retractarte de la compra hasta el');
    const units = page.getByLabel(/^Unidades de Creatina Monohidratada Micronizada/);
    const sku = (await units.getAttribute('name'))!.replace(/^units\./, '');
    await units.fill('1');
    await page
      .getByRole('checkbox', { name: /^Las unidades de Creatina Monohidratada Micronizada están selladas/ })
      .check();
    await page.getByLabel('Motivo').selectOption({ label: 'Derecho de retracto' });
    await page.getByLabel('Cuéntanos qué pasó').fill('Compré una de más; sigue sellada.');
    await expect(page.getByLabel('¿Cómo quieres recibir el dinero?')).toHaveValue('original');
    await page.getByRole('button', { name: 'Enviar solicitud de devolución' }).click();
    const asked = returnsOf(page).getByText(/^Recibimos tu solicitud de devolución FO-\d{4}-\d{6}-D1\./);
    await expect(asked).toBeVisible();
    const returnNumber = `${number}-D1`;
    await expect(returnsOf(page)).toContainText(`Devolución ${returnNumber}`);
    await expect(returnsOf(page)).toContainText('solicitada');

    // The owner approves, receives the sealed unit back on sale and refunds it through MercadoPago's API.
    const console = await theConsole(browser, page);
    await openReturn(console, returnNumber);
    await approveAndReceive(console, returnNumber, 'Vuelve a la venta');
    await console.getByRole('button', { name: 'Reembolsar…' }).click();
    const confirm = console.getByRole('button', { name: /^Sí, reembolsar \$ [\d.]+$/ });
    const refunded = pesos((await confirm.innerText()).replace('Sí, reembolsar', ''));
    await confirm.click();
    await expect(
      console.getByRole('status').filter({ hasText: `Devolución ${returnNumber} reembolsada.` }),
    ).toBeVisible();
    await expect(console.getByText('Hecho', { exact: false }).first()).toBeVisible();

    // The shopper's open page follows, live: one unit of three given back, a part of what was paid.
    const part = returnsOf(page).getByText(/^Reembolsamos \$ [\d.]+ de \$ [\d.]+$/);
    await expect(part).toBeVisible({ timeout: 15_000 });
    const [back, total] = (await part.innerText()).replace('Reembolsamos ', '').split(' de ').map(pesos);
    // One unit of three given back: a part of what was paid, what the operator confirmed.
    expect(back).toBe(refunded);
    expect(refunded).toBeLessThan(total);
    await expect(returnsOf(page)).toContainText('reembolsada');
    await openMail(page, email, `Reembolso de tu devolución ${returnNumber}`);
    await expect(page.locator('pre')).toContainText(
      `Reembolsamos ${formatted(refunded)} de ${formatted(total)} de tu pedido ${number}, por tu devolución ${returnNumber}.`,
    );

    // The 6th business day: the right of withdrawal is over. The page says so and no longer offers it; the store
    // refuses it too, with the reason.
    await moveStoreTo(page, deliveredOn, 6);
    await page.goto(orderPage);
    await expect(returnsOf(page)).toContainText('ese plazo ya terminó');
    await returnsOf(page).getByText('Pedir una devolución').click();
    await expect(page.getByLabel('Motivo').getByRole('option', { name: 'Derecho de retracto' })).toHaveCount(0);
    const late = await page.request.post(`/api/v1/orders/${number}/returns`, {
      headers: { Origin: RETURNS_STORE, Accept: 'application/json' },
      data: {
        firma: new URL(orderPage).searchParams.get('firma'),
        reason: 'retracto',
        words: '',
        lines: [{ sku, quantity: 1, sealed: true }],
        refundTo: 'original',
      },
    });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toMatch(
      /^El plazo para el derecho de retracto \(5 días hábiles después de la entrega\) terminó el /,
    );
  },
);

test(
  'a cash-on-delivery order invoiced on delivery (mail and PDF), returned as defective with a picture, refunded by a transfer with its credit note',
  PHONE_ONLY,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const email = uniqueEmail('contraentrega');
    const placed = await placeOrderByApi(page, { email, name: 'Camila Rodríguez', paymentMethod: 'cash-on-delivery' });
    await deliver(await theConsole(browser, page), placed.number);

    // Paid on delivery: its electronic invoice, accepted by the DIAN's sandbox, comes by mail with its XML and PDF, and
    // its PDF downloads from the order page.
    await openMail(page, email, 'Tu factura electrónica SETP');
    await expect(page.getByRole('link', { name: /^SETP\d+\.xml$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^SETP\d+\.pdf$/ })).toBeVisible();
    await page.goto(placed.address);
    const invoicing = page.getByRole('region', { name: 'Facturación electrónica' });
    const invoiceLink = invoicing.getByRole('link', { name: /^Descargar factura electrónica SETP\d+ \(PDF\)$/ });
    const [invoicePdf] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
    expect(invoicePdf.suggestedFilename()).toMatch(/^SETP\d+\.pdf$/);
    expect(
      readFileSync(await invoicePdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await openReturnForm(page);
    await page
      .getByLabel(/^Unidades de /)
      .first()
      .fill('1');
    await page.getByLabel('Motivo').selectOption({ label: 'Producto defectuoso' });
    await page.getByLabel('Cuéntanos qué pasó').fill('El frasco llegó roto y las tabletas sueltas.');
    await page.getByLabel('Fotos (opcional)').setInputFiles({ name: 'frasco.png', mimeType: 'image/png', buffer: PNG });
    await page
      .getByLabel('¿Cómo quieres recibir el dinero?')
      .selectOption({ label: 'Transferencia a mi cuenta bancaria' });
    await page.getByLabel('Banco').fill('Bancolombia');
    await page.getByLabel('Tipo de cuenta').selectOption({ label: 'Ahorros' });
    await page.getByLabel('Número de cuenta').fill('04512345678');
    await page.getByLabel('Nombre del titular').fill('Camila Rodríguez');
    await page.getByLabel('Número de documento del titular').fill('1035123456');
    await page.getByRole('button', { name: 'Enviar solicitud de devolución' }).click();
    const returnNumber = `${placed.number}-D1`;
    await expect(returnsOf(page).getByText(`Recibimos tu solicitud de devolución ${returnNumber}.`)).toBeVisible();

    // The operator sees the picture and the account, receives the broken unit as damaged and records the transfer.
    const console = await theConsole(browser, page);
    await openReturn(console, returnNumber);
    await expect(console.getByText('04512345678')).toBeVisible();
    await expect(console.getByRole('img').first()).toBeVisible();
    await approveAndReceive(console, returnNumber, 'Averiado');
    // The shopper asked for a transfer: the console asks only its reference.
    await expect(console.getByText('El cliente pidió una transferencia: hazla y regístrala aquí.')).toBeVisible();
    await console.getByLabel('Referencia del reembolso').fill('TRF-2026-0042');
    await console.getByRole('button', { name: 'Registrar reembolso' }).click();
    await expect(
      console.getByRole('status').filter({ hasText: `Devolución ${returnNumber} reembolsada.` }),
    ).toBeVisible();
    await expect(console.getByText('TRF-2026-0042')).toBeVisible();

    await expect(returnsOf(page)).toContainText('reembolsada', { timeout: 15_000 });
    await expect(returnsOf(page)).toContainText('por transferencia bancaria');
    // The refund's credit note, once the DIAN's sandbox accepted it, is linked beside the invoice.
    await expect(async () => {
      await page.reload();
      await expect(invoicing.getByRole('link', { name: /^Descargar nota crédito NC\d+ \(PDF\)$/ })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
  },
);

/** A picture as a phone's camera would send it: a real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
