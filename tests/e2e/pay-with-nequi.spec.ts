import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';
import {
  BUYER_PHONE,
  confirmOrder,
  expectPaid,
  formatted,
  payByCard,
  shot,
  toOnlinePaymentStep as toPaymentStep,
} from './support/checkout';
import { longFlows } from './support/long-flows';

// A shopper pays with Nequi from their phone, and approves on the store's simulated Nequi phone (/sandbox/nequi/),
// which the webServer mounts because no Nequi credentials are set. These flows do not depend on the viewport: they run
// in the phone project only (the desktop layout of the order page is covered by checkout.spec.ts).
longFlows();

// The server asks Nequi about a young payment every second and tells the order page at once (live updates); when
// the page cannot hear, it asks the server after 1, 2, 3, 5 s, then every 5–8 s: an answer given on the sandbox phone
// shows within about a second, and at worst within about 10 s.
const FOLLOWED = { timeout: 15_000 };
/** What the issue promises a shopper whose page is live: the approval shows within 2 seconds. */
const LIVE = { timeout: 2_000 };

/** When the order page heard each piece of live news, and when it asked the server about the payment: the page must
 * not ask on its own (poll) while it is live, only read the payment again once the news came. */
const watchLiveAndAsks = (page: Page) => {
  const heard: number[] = [];
  const asked: number[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"payment.updated"')) heard.push(Date.now());
    }),
  );
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/v1\/orders\/[^/]+\/payments\//.test(new URL(request.url()).pathname))
      asked.push(Date.now());
  });
  return { heard, asked };
};

/** Chooses Nequi and one of its two ways on the payment step, confirms, and lands on the order's page. */
const confirmWithNequi = async (page: Page, way: 'Notificación a tu celular' | 'Código QR') => {
  await page.getByRole('radio', { name: /^Nequi/ }).check();
  await page.getByRole('radio', { name: new RegExp(`^${way}`) }).check();
  if (way === 'Notificación a tu celular')
    await expect(page.getByLabel('Celular registrado en Nequi')).toHaveValue(BUYER_PHONE);
  return confirmOrder(page);
};

/** The simulated Nequi phone, in a page of its own, showing the order's pending push or open QR. */
const sandboxPhone = async (page: Page, number: string) => {
  const phone = await page.context().newPage();
  await phone.goto('/sandbox/nequi/');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Celular de prueba Nequi');
  return { phone, item: phone.getByRole('listitem').filter({ hasText: `Pedido ${number}` }) };
};

/** Marks the window, so a later check can tell that the page changed by itself rather than by a reload. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

/** The countdown shows mm:ss and ticks. */
const expectCountdown = async (page: Page) => {
  await expect(page.getByText('Tiempo para pagar')).toBeVisible();
  const clock = page.getByText(/^\d{2}:\d{2}$/);
  const first = await clock.innerText();
  await expect(clock).not.toHaveText(first);
};

test('an order over $ 500.000 paid with a Nequi push approved on the phone turns paid by itself', async ({ page }) => {
  const live = watchLiveAndAsks(page);
  await toPaymentStep(page, 'valentina');
  const { number, total } = await confirmWithNequi(page, 'Notificación a tu celular');
  await expect(page.getByRole('heading', { name: 'Aprueba el pago en tu app Nequi' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'En vivo: verás los cambios al instante.' })).toBeVisible();
  await expect(page.getByText(`Enviamos una notificación al celular ${BUYER_PHONE} por`)).toBeVisible();
  await expectCountdown(page);
  await expect(page.getByRole('status').filter({ hasText: 'Esta página se actualiza sola' })).toBeVisible();
  await audit(page, 'waiting for a Nequi push');
  await shot(page, 'nequi-push');
  await markWindow(page);

  const { phone, item } = await sandboxPhone(page, number);
  const approve = item.getByRole('button', { name: /^Aprobar pago de / });
  await expect(approve).toHaveAccessibleName(`Aprobar pago de ${formatted(total)} al ${BUYER_PHONE}`);
  const approvedAt = Date.now();
  await approve.click();
  await expect(phone.getByRole('status')).toHaveText(/^Pago aprobado/);

  // The order page, in the other tab, shows it within 2 seconds, without a reload, and without having asked the
  // server about the payment in between: it asks once the live news arrived.
  await expect(page.getByRole('status').filter({ hasText: '¡Pago aprobado!' })).toBeVisible(LIVE);
  expect(live.heard.length).toBeGreaterThan(0);
  expect(live.asked.filter((t) => t > approvedAt && t < live.heard[0])).toEqual([]);
  await phone.close();
  await expectPaid(page);
  await expect(page.getByRole('heading', { name: 'Aprueba el pago en tu app Nequi' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pago' })).toContainText(`Aprobado — Nequi — ${formatted(total)}`);
  await notReloaded(page);
  await shot(page, 'nequi-push-pagado');
});

test('an order paid by scanning its Nequi QR on the phone turns paid by itself', async ({ page }) => {
  await toPaymentStep(page, 'mateo');
  const { number, total } = await confirmWithNequi(page, 'Código QR');
  await expect(page.getByRole('heading', { name: 'Escanea el código con Nequi' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Código QR para pagar ${formatted(total)} con Nequi` })).toBeVisible();
  await expect(page.getByText(`Total a pagar: ${formatted(total)}`)).toBeVisible();
  await expectCountdown(page);
  await audit(page, 'a Nequi QR to scan');
  await shot(page, 'nequi-qr');
  await markWindow(page);

  const { phone, item } = await sandboxPhone(page, number);
  const scan = item.getByRole('button', { name: /^Escanear y pagar / });
  await expect(scan).toHaveAccessibleName(
    new RegExp(`^Escanear y pagar \\$ ${formatted(total).slice(2).replaceAll('.', '\\.')} \\(`),
  );
  await scan.click();
  await expect(phone.getByRole('status')).toHaveText(/^Pago aprobado/);
  await phone.close();

  await expect(page.getByRole('status').filter({ hasText: '¡Pago aprobado!' })).toBeVisible(FOLLOWED);
  await expectPaid(page);
  await expect(page.getByRole('img', { name: /^Código QR para pagar/ })).toBeHidden();
  await notReloaded(page);
});

test('a Nequi push left to expire offers to try again or choose another method; a card pays', async ({ page }) => {
  await toPaymentStep(page, 'sebastian');
  const { number, total } = await confirmWithNequi(page, 'Notificación a tu celular');
  await expect(page.getByRole('heading', { name: 'Aprueba el pago en tu app Nequi' })).toBeVisible();
  await markWindow(page);

  const { phone, item } = await sandboxPhone(page, number);
  await item.getByRole('button', { name: /^Dejar vencer pago de / }).click();
  await expect(phone.getByRole('status')).toHaveText('El pago quedó vencido.');
  await phone.close();

  const ended = page.getByRole('region', { name: 'Paga tu pedido' });
  await expect(ended.getByRole('alert')).toHaveText(/^El pago con Nequi venció sin aprobarse\./, FOLLOWED);
  await expect(ended.getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  await expect(page.getByText('pendiente de pago', { exact: true })).toBeVisible();
  await notReloaded(page);
  await audit(page, 'an expired Nequi push');
  await shot(page, 'nequi-vencido');

  await ended
    .getByRole('group', { name: 'O paga con otro medio' })
    .getByRole('button', { name: 'Tarjeta de crédito o débito', exact: true })
    .click();
  await payByCard(page);
  await expectPaid(page);
  await expect(page.getByRole('region', { name: 'Pago' }).getByRole('listitem')).toContainText([
    `Aprobado — Tarjeta de crédito o débito — ${formatted(total)} — `,
    `Vencido — Nequi — ${formatted(total)} — `,
  ]);
});
