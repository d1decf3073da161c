import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { openMail } from './support/mailbox';
import { placeOrderByApi } from './support/place-order';

// Each test places an order and starts its payment through the API; the first also waits for a mail.
longFlows();

/** An order to be paid online, placed and its payment started through the store's API as the checkout page does:
 * answers its number and the address of its page. */
const placeAndPay = async (page: Page, email: string, method: string, instrument: Record<string, string>) => {
  await page.goto('/');
  const order = await placeOrderByApi(page, { email, name: 'Lucía Restrepo', paymentMethod: method });
  const paid = await page.request.post(`/api/v1/orders/${order.number}/payments`, {
    headers: order.headers,
    data: { method, signature: order.signature, instrument },
  });
  expect(paid.status()).toBe(200);
  return order;
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
