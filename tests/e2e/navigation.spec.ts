import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

const GOLD = '/proteinas/gold-standard-100-whey/';
const GOLD_NAME = 'Gold Standard 100% Whey';
const PRODUCT_CODE = /\/assets\/product-page-[\w-]+\.js$/;

/** The questions a page loaded ahead asks: its data, and the code of a catalogue page. */
const AHEAD =
  /\/api\/v1\/(products\/[^?]+\?|categories\/[^/]+\/products|pages\/)|\/assets\/(product|category|info)-page-[\w-]+\.js$/;

/** Everything loaded ahead from now on. */
const watchAhead = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (AHEAD.test(r.url())) asked.push(new URL(r.url()).pathname);
  });
  return asked;
};

test(
  'a page whose code does not arrive reloads once, then shows the error page with "Reintentar"',
  PHONE_ONLY,
  async ({ page }) => {
    // From the start: the product pages on screen are loaded ahead (failing quietly), then the tap fails.
    await page.route(PRODUCT_CODE, (route) => route.abort());
    await page.goto('/proteinas/', { waitUntil: 'networkidle' });
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await page.getByRole('main').getByRole('link', { name: GOLD_NAME }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByText('No pudimos cargar esta página')).toBeVisible();
    await expect(page).toHaveURL(GOLD);
    expect(reloads, 'one reload, not two within the minute').toBe(1);
    await audit(page, 'the error page of a page that could not load');
    // The code is back: "Reintentar" loads the page in full.
    await page.unroute(PRODUCT_CODE);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: GOLD_NAME })).toBeVisible();
    expect(reloads).toBe(2);
  },
);

test(
  'pages whose links are on screen load ahead when the browser is idle, and not with the data saver on',
  PHONE_ONLY,
  async ({ page, context }) => {
    const saving = await context.newPage();
    await saving.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    const askedSaving = watchAhead(saving);
    await saving.goto('/', { waitUntil: 'networkidle' });
    // Longer than the idle callback's 2 s limit, and what follows it.
    await saving.waitForTimeout(3_500);
    expect(askedSaving).toEqual([]);
    await saving.close();

    const asked = watchAhead(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // "Ver proteínas" is on the phone's first screen: its listing and the listing's code come ahead.
    await expect.poll(() => asked, { timeout: 6_000 }).toContain('/api/v1/categories/proteinas/products');
    expect(asked.some((path) => /category-page/.test(path))).toBe(true);
    const before = asked.length;
    await page.getByRole('link', { name: 'Ver proteínas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Proteínas' })).toBeVisible();
    expect(asked.slice(before), 'shown from what was loaded ahead').not.toContain(
      '/api/v1/categories/proteinas/products',
    );
  },
);

test("the footer's links work before its code arrives (it hydrates late)", PHONE_ONLY, async ({ page }) => {
  // The footer's code never arrives: its links are the server's plain links.
  await page.route(/\/assets\/footer-[\w-]+\.js$/, () => undefined);
  await page.goto('/proteinas/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const fullLoad = page.waitForEvent('load');
  await footer.getByRole('link', { name: 'Contáctanos' }).click();
  await fullLoad;
  await expect(page).toHaveURL('/contactenos/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contáct');
});
