import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { confirmOrder, expectPaid, formatted, shot, toOnlinePaymentStep } from './support/checkout';
import { longFlows } from './support/long-flows';

// A shopper pays with ePayco's methods through its local sandbox, which the webServer mounts because no ePayco keys
// are set (its card, tokenized in the browser by the sandbox's ePayco.js, is paid in checkout.spec.ts): the PSE
// bank is /sandbox/pse/, and a cash voucher is paid at /sandbox/epayco/efectivo/. Each payment reaches the store the
// way ePayco's does: a signed confirmation to /api/v1/webhooks/epayco, then the store reads it back from ePayco.
longFlows();

// The order page asks the server after 1, 2, 3, 5 s, then every 5–8 s: a confirmation shows within about 10 s.
const FOLLOWED = { timeout: 15_000 };

test('PSE: the shopper picks a bank on the payment step, approves at the bank and comes back to a paid order', async ({
  page,
}) => {
  await toOnlinePaymentStep(page, 'andres');
  await page.getByRole('radio', { name: /^PSE/ }).check();
  await page.getByRole('radio', { name: 'Persona natural' }).check();
  await page.getByLabel('Banco', { exact: true }).selectOption({ label: 'BANCOLOMBIA' });
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page).toHaveURL(/\/sandbox\/pse\/\?ref=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BANCOLOMBIA · PSE');
  await page.getByRole('button', { name: 'Aprobar' }).click();

  await expect(page).toHaveURL(/\/pedido\/FO-\d{4}-\d{6}\/\?.*ref_payco=/);
  await expect(page.getByRole('status').filter({ hasText: '¡Pago aprobado!' })).toBeVisible(FOLLOWED);
  await expectPaid(page);
  await shot(page, 'epayco-pse-pagado');
});

test('cash: an Efecty voucher with its PIN, amount and deadline, printable, then paid at the counter days later', async ({
  page,
}) => {
  await toOnlinePaymentStep(page, 'carolina');
  await page.getByRole('radio', { name: /^Efectivo/ }).check();
  await page.getByRole('radio', { name: 'Efecty', exact: true }).check();
  const { total } = await confirmOrder(page);

  const voucher = page.locator('[data-print-only]');
  await expect(voucher.getByRole('heading', { name: 'Paga en efectivo en Efecty' })).toBeVisible(FOLLOWED);
  await expect(voucher).toContainText(formatted(total));
  await expect(voucher).toContainText(
    /Paga a más tardar el \p{L}+ \d+ de \p{L}+ de \d{4} a las \d+:\d{2} [ap]\. m\. \(hora de Colombia\)/u,
  );
  const pin = await voucher.locator('dt:text-is("Referencia de pago (PIN)") + dd').innerText();
  await expect(voucher.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(voucher.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await audit(page, 'an Efecty voucher');
  await shot(page, 'epayco-efecty');

  const counter = await page.context().newPage();
  await counter.goto('/sandbox/epayco/efectivo/');
  await counter.getByLabel('PIN o referencia ePayco').fill(pin);
  await counter.getByRole('button', { name: 'Pagar' }).click();
  await expect(counter.getByRole('status')).toBeVisible();
  await counter.close();

  await expect(page.getByRole('status').filter({ hasText: '¡Pago aprobado!' })).toBeVisible(FOLLOWED);
  await expectPaid(page);
});

test('SafetyPay: placing the order opens its page, where the shopper pays, and comes back to a paid order', async ({
  page,
}) => {
  await toOnlinePaymentStep(page, 'felipe');
  await page.getByRole('radio', { name: /^SafetyPay/ }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page).toHaveURL(/\/sandbox\/epayco\/safetypay\/\?ref=/);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/pedido\/FO-\d{4}-\d{6}\//);
  await expectPaid(page);
});
