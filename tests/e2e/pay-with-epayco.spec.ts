import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import {
  addToCart,
  confirmOrder,
  EPAYCO_CARDS,
  expectNoCardNumbers,
  expectPaid,
  formatted,
  payByCard,
  shot,
  storeRequestBodies,
  summary,
  throughBuyer,
  throughShipping,
  toOnlinePaymentStep,
  uniqueEmail,
} from './support/checkout';
import { longFlows } from './support/long-flows';

// A shopper pays with ePayco's methods through its local sandbox, which the webServer mounts because no ePayco keys
// are set: the card is tokenized in the browser by the sandbox's ePayco.js (/sandbox/epayco/epayco.min.js), the PSE
// bank is /sandbox/pse/, and a cash voucher is paid at /sandbox/epayco/efectivo/. Each payment reaches the store the
// way ePayco's does: a signed confirmation to /api/v1/webhooks/epayco, then the store reads it back from ePayco.
longFlows();

// The order page asks the server after 1, 2, 3, 5 s, then every 5–8 s: a confirmation shows within about 10 s.
const FOLLOWED = { timeout: 15_000 };

test('a guest pays by card (ePayco’s sandbox, tokenized in the browser): a rejected card keeps the order pending, another pays it', async ({
  page,
}) => {
  const sentToStore = storeRequestBodies(page);
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
    page.getByText(
      /^Paga \$ [\d.]+ a más tardar (hoy|el \p{L}+ \d+ de \p{L}+) a las \d{1,2}:\d{2} [ap]\. m\. \(en \d+ minutos\)\./u,
    ),
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
  // The cards went to ePayco's tokenizer only; the store got the token and the instalments.
  expectNoCardNumbers(sentToStore);
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
  await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Recibimos tu pedido' })).toHaveCount(
    1,
  );
});

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
    /Paga a más tardar el \p{L}+ \d+ de \p{L}+( de \d{4})? a las \d+:\d{2} [ap]\. m\. \(hora de Colombia\)/u,
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
