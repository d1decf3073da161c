import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';
import { formReady } from './support/sign-in';

const SIGN_IN_CODE = /\/assets\/sign-in-page-[\w-]+\.js$/;

test(
  'a page the app opens whose code does not arrive reloads once, then shows the error page with "Reintentar"',
  PHONE_ONLY,
  async ({ page }) => {
    // The account's forms are pages the app runs: a link there moves without loading a page, with the next page's code.
    await page.route(SIGN_IN_CODE, (route) => route.abort());
    await page.goto('/cuenta/registro/');
    await formReady(page, 'Crear cuenta');
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await page.getByRole('link', { name: 'Ingresa', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByText('No pudimos cargar esta página')).toBeVisible();
    await expect(page).toHaveURL(/\/cuenta\/ingresar\//);
    expect(reloads, 'one reload, not two within the minute').toBe(1);
    await audit(page, 'the error page of a page that could not load');
    // The code is back: "Reintentar" loads the page in full.
    await page.unroute(SIGN_IN_CODE);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ingresa a tu cuenta' })).toBeVisible();
    expect(reloads).toBe(2);
  },
);

test('on a page that stays server HTML, the browser has the rules to fetch the next page ahead; on a computer, a link pointed at is fetched and opens from there', async ({
  page,
  isMobile,
}) => {
  // The browser fetches a page ahead itself (not the page's own request): Chromium tells its rules and what it fetched.
  const rules: string[] = [];
  const fetched: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  cdp.on('Preload.ruleSetUpdated', (e) => rules.push(e.ruleSet.sourceText));
  cdp.on('Preload.prefetchStatusUpdated', (e) => {
    if (e.status === 'Ready') fetched.push(new URL(e.prefetchUrl).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect.poll(() => rules.join(), { timeout: 10_000 }).toContain('"eagerness":"moderate"');
  const link = page.getByRole('link', { name: 'Ver proteínas' });
  // A phone fetches on the press; a computer when the pointer rests on the link.
  if (!isMobile) {
    await link.hover();
    await expect.poll(() => fetched, { timeout: 10_000 }).toContain('/proteinas/');
  }
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Proteínas' })).toBeVisible();
});

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
