import { expect, test } from '@playwright/test';
import { longFlows, PHONE_ONLY } from './support/long-flows';

// The product opened again after the retry loads its data and its code over the network, on a machine shared with
// other test runs: up to half a minute seen there.
longFlows();

const LISTING = '/proteinas/';

// The listing stays server HTML (web/islands/): a tap on a product is a page load, which offline the service worker
// answers with the store's own offline page.
test.use({ serviceWorkers: 'allow' });

test(
  'offline, a tap on a product far down a listing says "Sin conexión"; back online "Reintentar" opens it',
  PHONE_ONLY,
  async ({ page, context }) => {
    // Without the rules that fetch a page ahead (server/speculation-rules.ts): a product fetched so opens offline too.
    await page.route('**/precarga.json', (route) => route.fulfill({ status: 404 }));
    await page.goto(LISTING);
    await expect
      // Registered at idle, then installed with this version's files: seconds on a busy machine.
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
        timeout: 30_000,
      })
      .toBe('activated');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    const far = cards.nth((await cards.count()) - 1);
    const link = far.getByRole('link').first();
    const name = (await far.getByRole('heading', { level: 3 }).innerText()).trim();
    const href = (await link.getAttribute('href'))!;
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY), 'the shopper is far down the listing').toBeGreaterThan(500);
    await context.setOffline(true);

    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: 'Sin conexión' });
    await expect(heading).toBeInViewport();
    await expect(page.getByText('Revisa que los datos móviles o el wifi estén encendidos.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`));

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  },
);
