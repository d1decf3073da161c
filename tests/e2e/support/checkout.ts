import { expect, test, type Page } from '@playwright/test';

/** The product every checkout spec buys: $ 129.900 a unit, so five make an order over the cash-on-delivery limit. */
export const PRODUCT = '/creatinas/creatina-monohidratada-micronizada/';
export const PRODUCT_NAME = 'Creatina Monohidratada Micronizada';

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

export const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${test.info().workerIndex}@example.co`;

/** Whole pesos from a figure as the store prints it ("$ 649.500" → 649500). */
export const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Pesos as the store prints them: "$ 649.500". */
export const formatted = (amount: number) => `$ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** Adds units of the product shown with the page's button, closes the drawer and opens the cart review. */
export const addToCart = async (page: Page, units = 1) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
  const stepper = page.getByRole('group', { name: `Cantidad de ${PRODUCT_NAME}` });
  for (let i = 1; i < units; i++) await stepper.getByRole('button', { name: 'Agregar una unidad' }).click();
  await expect(stepper.getByRole('status')).toHaveText(String(units));
  await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).click();
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

export type Buyer = { name: string; email: string };

/** The buyer's mobile, as the buyer step shows it once typed. */
export const BUYER_PHONE = '300 123 4567';

/** Fills the buyer's step as a guest in Medellín (Antioquia 05, Medellín 05001), choosing by DANE codes. */
export const fillBuyer = async (page: Page, buyer: Buyer) => {
  await expect(page).toHaveURL(/\/checkout\/datos-personales\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus datos');
  await expect(page.getByRole('button', { name: 'Continuar al envío' })).toBeEnabled();
  await page.getByLabel('Nombre y apellido').fill(buyer.name);
  await page.getByLabel('Correo electrónico').fill(buyer.email);
  await page.getByLabel('Tipo de documento').selectOption('CC');
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByLabel('Celular').fill('3001234567');
  await expect(page.getByLabel('Celular')).toHaveValue(BUYER_PHONE);
  await page.getByLabel('Dirección', { exact: true }).fill('Calle 10 # 43-20');
  await page.getByLabel('Apartamento, torre, oficina').fill('Apto 501');
  await page.getByLabel('Departamento').selectOption('05');
  await page.getByLabel('Ciudad o municipio').selectOption('05001');
  await page.getByLabel('Indicaciones para la entrega').fill('Dejar en portería');
};

export const consent = (page: Page) =>
  page.getByRole('checkbox', { name: /Acepto los términos y condiciones y la política de tratamiento de datos/ });

/** From the cart review through the buyer's step to the shipping step. */
export const throughBuyer = async (page: Page, buyer: Buyer) => {
  await page.getByRole('link', { name: 'Continuar', exact: true }).click();
  await fillBuyer(page, buyer);
  await consent(page).check();
  await page.getByRole('button', { name: 'Continuar al envío' }).click();
  await expect(page).toHaveURL(/\/checkout\/metodo-envio\/$/);
};

/** The shipping step: standard shipping to Medellín, chosen for the shopper, with its Spanish estimate. */
export const throughShipping = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Método de envío');
  const options = page.getByRole('group', { name: '¿Cómo quieres recibir tu pedido?' });
  await expect(options.getByRole('radio', { name: /^Envío estándar \$ [\d.]+$/ })).toBeChecked();
  await expect(options.getByRole('radio', { name: /^Envío exprés/ })).toBeVisible();
  await expect(options).toContainText('Llega entre el');
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page).toHaveURL(/\/checkout\/metodo-pago\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Método de pago');
};

export const summary = (page: Page) => page.getByRole('complementary', { name: 'Resumen del pedido' });

/** ePayco's test cards, which its sandbox rejects or approves (adapters/epayco/sandbox/constants.ts). */
export const EPAYCO_CARDS = { approved: '4575 6231 8229 0326', rejected: '4151 6115 2758 3283' } as const;

/** On an order's page: types a card into the ePayco card form shown and presses its "Pagar $ …"; the sandbox's
 * ePayco.js tokenizes it in the browser. */
export const payByCard = async (page: Page, number: string = EPAYCO_CARDS.approved, installments = '1') => {
  await page.getByLabel('Número de la tarjeta').fill(number);
  await page.getByLabel('Nombre como aparece en la tarjeta').fill('Valentina Ortiz');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Número de cuotas').selectOption(installments);
  await page.getByRole('button', { name: /^Pagar \$ [\d.]+$/ }).click();
};

/** The bodies the page sends to the store's API, collected as it goes. */
export const storeRequestBodies = (page: Page): readonly string[] => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) bodies.push(request.postData() ?? '');
  });
  return bodies;
};

/** A card's number goes to the provider's tokenizer only: no body the store received holds a test card's. */
export const expectNoCardNumbers = (bodies: readonly string[]) => {
  for (const card of Object.values(EPAYCO_CARDS))
    for (const body of bodies) expect(body).not.toContain(card.replaceAll(' ', ''));
};

/** The order's page says it is paid: the approval notice and the state. A card goes through the provider's tokenizer,
 * customer and charge first (three calls to its sandbox): up to 15 s on a loaded machine. */
export const expectPaid = async (page: Page) => {
  await expect(page.getByRole('status').filter({ hasText: '¡Pago aprobado!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('pagado', { exact: true })).toBeVisible();
};

/** Five units ($ 649.500 before shipping): over the cash-on-delivery limit, so the order must be paid online. Walks the
 * buyer and shipping steps and stops on the payment step. */
export const toOnlinePaymentStep = async (page: Page, who: string) => {
  await addToCart(page, 5);
  await throughBuyer(page, { name: 'Valentina Ortiz', email: uniqueEmail(who) });
  await throughShipping(page);
  await expect(page.getByRole('radio', { name: /^Pago contraentrega/ })).toBeDisabled();
};

/** Confirms the order on the payment step (its method already chosen) and lands on its reserved page: its number and
 * total. */
export const confirmOrder = async (page: Page) => {
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmacion\/\?pedido=FO-\d{4}-\d{6}&firma=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu pedido está reservado');
  const number = new URL(page.url()).searchParams.get('pedido') ?? '';
  const total = pesos(await page.getByRole('region', { name: 'Productos' }).getByRole('definition').last().innerText());
  expect(total).toBeGreaterThan(500_000);
  return { number, total };
};
