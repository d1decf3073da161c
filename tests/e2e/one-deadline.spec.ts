import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { openMail } from './support/mailbox';

// Each test places an order and starts its payment through the API; the first also waits for a mail.
longFlows();

const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const LINES = [{ sku: 'ON-CRM-300G', quantity: 1 }];

/** An order to be paid online, placed and its payment started through the store's API as the checkout page does
 * (the checkout's own pages are walked in checkout.spec.ts): answers the address of its page. */
const placeAndPay = async (page: Page, email: string, method: string, instrument: Record<string, string>) => {
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin, Accept: 'application/json' };
  const choice = { lines: LINES, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: method };
  const price = await page.request.post('/api/v1/checkout/price', { data: choice, headers });
  expect(price.status()).toBe(200);
  const placed = await page.request.post('/api/v1/orders', {
    headers,
    data: {
      idempotencyKey: `deadline-${Date.now().toString(36)}-${test.info().workerIndex}`,
      lines: LINES,
      buyer: {
        name: 'Lucía Restrepo',
        email,
        documentType: 'CC',
        documentNumber: '1020304050',
        phone: '300 123 4567',
        line1: 'Calle 10 # 43-20',
        line2: '',
        notes: '',
        consent: true,
        ...MEDELLIN,
      },
      shippingMethod: 'standard',
      paymentMethod: method,
      expectedTotal: ((await price.json()) as { totals: { total: number } }).totals.total,
    },
  });
  expect(placed.status()).toBe(201);
  const { number, link } = ((await placed.json()) as { order: { number: string; link: string } }).order;
  const signature = new URL(link, page.url()).searchParams.get('firma')!;
  const paid = await page.request.post(`/api/v1/orders/${number}/payments`, {
    headers,
    data: { method, signature, instrument },
  });
  expect(paid.status()).toBe(200);
  const { pathname, search } = new URL(link, page.url());
  return { number, address: pathname + search };
};

/** The deadline a text states after "a más tardar" or "hasta": "el lunes 30 de noviembre a las 11:59 p. m.". */
const deadlineIn = (text: string) => /(?:a más tardar|hasta) (.+? [ap]\. m\.)/.exec(text)?.[1] ?? null;

test(
  'a cash voucher order states one deadline: its page, its voucher and its "Recibimos tu pedido" mail',
  PHONE_ONLY,
  async ({ page }) => {
    const email = uniqueEmail('lucia');
    const { number, address } = await placeAndPay(page, email, 'cash', { kind: 'cash-voucher', network: 'efecty' });
    await page.goto(address);
    const steps = page.getByRole('status').filter({ hasText: 'Siguientes pasos' });
    await expect(steps).toContainText('a más tardar');
    const deadline = deadlineIn(await steps.innerText());
    expect(deadline, 'the order page states a deadline').not.toBeNull();
    // Days away, so named with its day.
    expect(deadline).toMatch(/^el \p{L}+ \d{1,2} de \p{L}+ a las \d{1,2}:\d{2} [ap]\. m\.$/u);
    await expect(page.getByText(`Paga a más tardar ${deadline} (hora de Colombia).`)).toBeVisible();

    await openMail(page, email, `Recibimos tu pedido ${number}`);
    await expect(page.getByText(`Tu pedido queda reservado hasta ${deadline} (hora de Colombia)`)).toBeVisible();
  },
);

test('the Nequi QR page states the time its countdown runs out at, and no other', PHONE_ONLY, async ({ page }) => {
  const { address } = await placeAndPay(page, uniqueEmail('tomas'), 'nequi', { kind: 'wallet-qr' });
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Escanea el código con Nequi' })).toBeVisible();
  // The screen reader's line of the countdown: "Quedan 9 minutos para pagar."
  const spoken = page.getByText(/^Quedan \d+ minutos para pagar\.$/);
  await expect(spoken).toBeAttached();
  const left = Number(/\d+/.exec(await spoken.innerText())![0]);
  const steps = await page.getByRole('status').filter({ hasText: 'Siguientes pasos' }).innerText();
  // Beside a ticking clock the sentence gives the time, not a count of minutes that would soon be wrong.
  expect(steps).not.toMatch(/\(en \d+ minutos?\)/);
  // "hoy a las 4:35 p. m.", or the next day's name for a code that runs out past midnight.
  const stated = /a más tardar (?:hoy|el \S+ \d+ de \S+) a las (\d{1,2}):(\d{2}) ([ap])\. m\./.exec(steps);
  expect(stated, `"${steps}" states the time`).not.toBeNull();
  const [, hour, minute, half] = stated!;
  const statedMinuteOfDay = ((Number(hour) % 12) + (half === 'p' ? 12 : 0)) * 60 + Number(minute);
  // The browser's Bogotá clock (the project's timezone), plus what the countdown says is left.
  const nowMinuteOfDay = await page.evaluate(() => new Date().getHours() * 60 + new Date().getMinutes());
  // The countdown floors the minutes left, the time is of the minute it ends in, and a minute may turn between reads.
  const apart = (((statedMinuteOfDay - (nowMinuteOfDay + left)) % 1440) + 1440) % 1440;
  expect(Math.min(apart, 1440 - apart)).toBeLessThanOrEqual(2);
});
