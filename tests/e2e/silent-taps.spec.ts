import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE_ONLY } from './support/long-flows';

// A refused tap is never silent: the first choice or field still missing comes into view below any bar, takes the
// focus, and says in Spanish what to choose (web/lib/forms/show-problem.ts).

/** One unit of the checkout specs' creatine ($ 129.900), by its SKU (adapters/persistence/seed/catalogue). */
const CART = { v: 1, data: [{ sku: 'ON-CRM-300G', quantity: 1 }] };

/** A guest's draft past the buyer and shipping steps (Medellín, standard shipping), no payment method chosen yet. */
const DRAFT = {
  v: 2,
  data: {
    customer: {
      name: 'Laura Gómez',
      email: 'laura.gomez@example.co',
      documentType: 'CC',
      documentNumber: '1020304050',
      phone: '3001234567',
    },
    address: {
      savedAddressId: null,
      recipient: '',
      line1: 'Calle 10 # 43-20',
      line2: '',
      departmentCode: '05',
      municipalityCode: '05001',
      phone: '',
      notes: '',
    },
    consent: true,
    shippingMethod: 'standard',
    paymentMethod: '',
    paymentInstrument: '',
    walletPhone: null,
    payDetails: { bank: '', personType: 'natural', network: '' },
    useGiftCredit: false,
    attemptKey: '',
  },
};

/** Opens the payment step straight away, the cart and the earlier steps kept in the browser as a shopper leaves them. */
const toPaymentStep = async (page: Page) => {
  await page.goto('/contactenos/');
  await page.evaluate(
    ([cart, draft]) => {
      localStorage.setItem('fornido.carrito', cart);
      localStorage.setItem('fornido.checkout', draft);
    },
    [JSON.stringify(CART), JSON.stringify(DRAFT)],
  );
  await page.goto('/checkout/metodo-pago/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Método de pago');
};

/** Taps "Confirmar pedido" where a thumb finds it: at the bottom of the step, below the order's summary. */
const tapConfirm = async (page: Page) => {
  const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
  await expect(confirm).toBeEnabled();
  await confirm.tap();
};

/** The message is on screen, and read with the focused control. */
const expectSaid = async (page: Page, focused: Locator, message: string) => {
  await expect(focused).toBeFocused();
  await expect(focused).toBeInViewport();
  await expect(page.getByText(message, { exact: true })).toBeInViewport();
  await expect(focused).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).not.toBeInViewport();
};

test(
  'no method chosen: "Confirmar pedido" brings the methods into view and says to choose one',
  PHONE_ONLY,
  async ({ page }) => {
    await toPaymentStep(page);
    await tapConfirm(page);
    const methods = page.getByRole('group', { name: '¿Cómo quieres pagar?' });
    await expect(methods.getByText('Elige un medio de pago.', { exact: true })).toBeInViewport();
    await expectSaid(page, methods.getByRole('radio').first(), 'Elige un medio de pago.');
    await expect(page).toHaveURL(/\/checkout\/metodo-pago\/$/);
  },
);

test(
  'Nequi without notification or QR: the choice comes into view, focused, saying what to choose',
  PHONE_ONLY,
  async ({ page }) => {
    await toPaymentStep(page);
    await page.getByRole('radio', { name: /^Nequi/ }).check();
    await tapConfirm(page);
    const way = page.getByRole('group', { name: '¿Cómo quieres pagar con Nequi?' });
    await expect(way).toBeInViewport();
    await expectSaid(
      page,
      way.getByRole('radio', { name: /^Notificación a tu celular/ }),
      'Elige cómo quieres pagar con Nequi: notificación a tu celular o código QR.',
    );
    await expect(page).toHaveURL(/\/checkout\/metodo-pago\/$/);
  },
);

test(
  'PSE without a bank: the bank list comes into view, focused, saying to choose it',
  PHONE_ONLY,
  async ({ page }) => {
    await toPaymentStep(page);
    await page.getByRole('radio', { name: /^PSE/ }).check();
    const bank = page.getByLabel('Banco', { exact: true });
    await expect(bank).toBeEnabled();
    await tapConfirm(page);
    await expectSaid(page, bank, 'Elige tu banco.');
  },
);

test(
  'cash without a network: the places to pay come into view, focused, saying to choose one',
  PHONE_ONLY,
  async ({ page }) => {
    await toPaymentStep(page);
    await page.getByRole('radio', { name: /^Efectivo/ }).check();
    await tapConfirm(page);
    const places = page.getByRole('group', { name: '¿Dónde quieres pagar en efectivo?' });
    await expect(places).toBeInViewport();
    await expectSaid(page, places.getByRole('radio').first(), 'Elige dónde quieres pagar en efectivo.');
  },
);

test('"Avísame" with no address takes the shopper to the address field and says so', PHONE_ONLY, async ({ page }) => {
  await page.goto('/proteinas/syntha-6-isolate/');
  const alert = page.getByRole('region', { name: 'Avísame cuando llegue' });
  const button = alert.getByRole('button', { name: 'Avísame' });
  await expect(button).toBeEnabled();
  await button.tap();
  const email = alert.getByLabel('Tu correo electrónico');
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(email).toHaveAccessibleDescription('Escribe tu correo electrónico.');
  // Not hidden under the store's sticky header: the label above the field shows too.
  const label = alert.getByText('Tu correo electrónico', { exact: true });
  await expect
    .poll(async () => {
      const [bar, box] = await Promise.all([page.getByRole('banner').boundingBox(), label.boundingBox()]);
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});
