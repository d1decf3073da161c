import { expect, test } from '@playwright/test';
import { longFlows, PHONE_ONLY } from './support/long-flows';

// The product opened again after the retry loads its data and its code over the network, on a machine shared with
// other test runs: up to half a minute seen there.
longFlows();

const LISTING = '/proteinas/';
/** Any page of the store's API: the data of a page opened from a link. */
const API = '**/api/v1/**';

test(
  'offline, a tap on a product far down a listing says "Sin conexión" at the top, focused; back online "Reintentar" opens it',
  PHONE_ONLY,
  async ({ page, context }) => {
    // Nothing is loaded ahead while the shopper browses online (it fails quietly): the tap has to ask the store itself.
    await page.route(API, (route) => route.abort());
    await page.goto(LISTING, { waitUntil: 'networkidle' });
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
    await page.unroute(API);

    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: 'Sin conexión' });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    await expect(page.getByText('Revisa tu conexión')).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  },
);
