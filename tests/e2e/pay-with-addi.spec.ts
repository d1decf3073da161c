import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { expectPaid, formatted, pesos, PRODUCT_NAME, shot, toOnlinePaymentStep } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';

// A shopper pays with Addi through its local sandbox, which the webServer mounts because no Addi credentials are set:
// the store's application answers 301 to the sandbox's credit page (/sandbox/addi/), whose buttons send Addi's
// callback to /api/v1/webhooks/addi (Basic credentials, echoed back) before the shopper returns to the order's page.
longFlows();

const CREDIT_PAGE = /\/sandbox\/addi\/\?id=[\w-]+$/;
const ORDER_PAGE = /\/pedido\/(FO-\d{4}-\d{6})\//;

test(
  'Addi: the shopper abandons the credit application, comes back to a payable order, applies again and is approved',
  PHONE_ONLY,
  async ({ page }) => {
    await toOnlinePaymentStep(page, 'mariana');
    await page.getByRole('radio', { name: /^Addi/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    // Placing the order sent the shopper straight to Addi's credit page, with the amount and what was bought.
    await expect(page).toHaveURL(CREDIT_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu crédito con Addi');
    const total = pesos(await page.getByRole('definition').first().innerText());
    expect(total).toBeGreaterThan(649_500);
    await expect(page.getByRole('listitem')).toContainText([new RegExp(`^${PRODUCT_NAME} .*× 5 \\$ 649\\.500$`)]);
    await audit(page, "Addi's sandbox credit page");
    await shot(page, 'addi-solicitud');
    await page.getByRole('button', { name: 'Abandonar' }).click();

    // Back on the order: it says the application was left, and the order still waits to be paid.
    await expect(page).toHaveURL(ORDER_PAGE);
    const number = ORDER_PAGE.exec(page.url())![1];
    const history = page.getByRole('region', { name: 'Pago' }).getByRole('listitem');
    await expect(history).toContainText([`Rechazado — Addi — ${formatted(total)} — `]);
    await expect(history).toContainText([
      'Saliste de la solicitud de crédito de Addi sin terminarla. Puedes intentarlo de nuevo o elegir otro medio de pago.',
    ]);
    await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
    const pay = page.getByRole('region', { name: 'Paga tu pedido' });
    await expect(pay.getByRole('radio', { name: /^Addi/ })).toBeChecked();
    await expect(pay.getByRole('radio', { name: /^PSE/ })).toBeEnabled();
    await audit(page, 'an abandoned Addi application');
    await shot(page, 'addi-abandonada');

    await pay.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(CREDIT_PAGE);
    await page.getByRole('button', { name: 'Aprobar crédito' }).click();

    await expect(page).toHaveURL(new RegExp(`/pedido/${number}/`));
    await expectPaid(page);
    await expect(history).toContainText([
      `Aprobado — Addi — ${formatted(total)} — `,
      `Rechazado — Addi — ${formatted(total)} — `,
    ]);
    await shot(page, 'addi-pagado');
  },
);
