import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

// The other specs block service workers (playwright.config.ts): this one is about it.
test.use({ serviceWorkers: 'allow' });

const PRODUCT = '/proteinas/gold-standard-100-whey/';

/** Every address kept in the page's Cache Storage, whichever cache holds it. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    return urls;
  });

test(
  'the store installs as an app: offline page without a network, pictures kept, the checkout never kept',
  PHONE_ONLY,
  async ({ page, context }) => {
    await page.goto('/');
    // Registered once the page is idle; it takes over the open page as soon as it is active.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/:\d+\/$/);

    // It keeps this version's chunks, those of pages not opened yet included (an order's page here).
    await expect
      .poll(async () => (await keptUrls(page)).some((url) => /^\/assets\/order-page-[\w-]+\.js$/.test(url)))
      .toBe(true);

    // A product page seen with the network: its pictures are kept, its page is not.
    await page.goto(PRODUCT);
    const picture = page.getByRole('main').locator('img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const src = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc));
    const seen = src.pathname + src.search;
    await expect.poll(() => keptUrls(page)).toContain(seen);
    // The pictures vary by Accept (AVIF, WebP or PNG): the kept copy answers the Accept the browser's images sent.
    const imageAccept = await page.evaluate(async (url) => {
      const [kept] = await (await caches.open('fornido-fotos')).keys(url, { ignoreVary: true });
      return kept?.headers.get('accept') ?? '';
    }, seen);
    await page.goto('/checkout/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sin conexión');

    await context.setOffline(true);
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
    await expect(page.getByText('Tu carrito sigue guardado en este dispositivo')).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`${PRODUCT}$`));
    await audit(page, 'the offline page');

    // The picture seen before still comes (from the worker: the browser's own cache is bypassed); one never seen does not.
    const fetched = (src: string) =>
      page.evaluate(
        ([url, accept]) =>
          fetch(url, { cache: 'no-store', headers: { accept } }).then(
            (r) => `${r.status} ${r.headers.get('content-type')}`,
            () => 'sin red',
          ),
        [src, imageAccept],
      );
    expect(imageAccept).toContain('image/');
    expect(await fetched(seen)).toMatch(/^200 image\//);
    expect(await fetched('/img/productos/nunca-vista.svg?w=400')).toBe('sin red');

    // The checkout, seen online a moment ago, is never served from a cache: offline it is the offline page too.
    await page.goto('/checkout/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión');
    expect((await keptUrls(page)).filter((p) => /^\/(checkout|api|cuenta|micuenta|pedido)\b/.test(p))).toEqual([]);

    // Back online, "Reintentar" asks for the same address again.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sin conexión');
  },
);
