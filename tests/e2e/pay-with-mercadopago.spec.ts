import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { expectPaid, shot, toOnlinePaymentStep } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { MERCADOPAGO_STORE } from './support/stores';

// A shopper pays by card through MercadoPago Checkout Pro's local sandbox, which the webServer mounts because no
// MercadoPago credentials are set (the second store of playwright.config.ts: CARD_PROVIDER left at its default, mercadopago): the store sends the shopper to the sandbox
// checkout page (/sandbox/mercadopago/checkout/v1/redirect/), which notifies the store by signed webhook and sends the
// shopper back to the order page, where the store reads the payment from MercadoPago again.
longFlows();
test.use({ baseURL: MERCADOPAGO_STORE });

const FOLLOWED = { timeout: 15_000 };

test(
  'a card rejected at MercadoPago keeps the order payable; paying again there pays it',
  PHONE_ONLY,
  async ({ page }) => {
    await toOnlinePaymentStep(page, 'mariana');
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\/v1\/redirect\/\?pref_id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paga tu compra en Fornido');
    await audit(page, 'the MercadoPago sandbox checkout');
    await shot(page, 'mercadopago-checkout');
    await page.getByRole('button', { name: 'Rechazar' }).click();

    await expect(page).toHaveURL(/\/pedido\/FO-\d{4}-\d{6}\/\?.*status=rejected/);
    await expect(page.getByRole('alert')).toContainText('Tu tarjeta no tiene fondos suficientes', FOLLOWED);
    await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
    await audit(page, 'a card rejected at MercadoPago');
    await shot(page, 'mercadopago-rechazado');

    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await page
      .getByRole('form', { name: /^Pagar con Tarjeta de crédito o débito/ })
      .getByRole('button', { name: 'Continuar' })
      .click();
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\/v1\/redirect\/\?pref_id=/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(/\/pedido\/FO-\d{4}-\d{6}\/\?.*status=approved/);
    await expectPaid(page);
    await shot(page, 'mercadopago-pagado');
  },
);
