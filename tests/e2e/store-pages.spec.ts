import { expect, test, type Request } from '@playwright/test';
import { audit } from './support/audit';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

/** Requests the page made to any host but the store's own. */
const outside = (requests: readonly Request[], origin: string) =>
  requests.map((r) => r.url()).filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));

test(
  "the new pages pass the accessibility check; the guide's video reaches its host only after the click",
  PHONE_ONLY,
  async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    // The video host answers from here: the machine running the tests may have no internet.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Video</title></html>' }),
    );

    await page.goto('/tiendas/');
    await expect(page.getByRole('heading', { level: 2, name: 'Fornido Chapinero' })).toBeVisible();
    const directions = page.getByRole('link', { name: /Cómo llegar a Fornido El Poblado/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener');
    await audit(page, '/tiendas/');

    // From the footer, as a shopper goes: the guide's video is a picture and a button until pressed.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Guía para elegir tus suplementos' }).click();
    await expect(page).toHaveURL(/\/guia\/$/);
    const play = page.getByRole('button', { name: 'Reproducir video: Cómo leer la etiqueta de un suplemento' });
    await expect(play).toBeVisible();
    await audit(page, '/guia/');
    await page.waitForLoadState('networkidle');
    expect(outside(requests, origin)).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await play.click();
    const player = page.locator('iframe[title="Cómo leer la etiqueta de un suplemento"]');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await expect
      .poll(() => outside(requests, origin))
      .toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)]);
    await audit(page, '/guia/ playing');

    // The other new addresses pass the same check.
    for (const path of ['/franquicias/', '/notificaciones-judiciales/', '/error/', '/error/?codigo=404']) {
      await page.goto(path);
      await audit(page, path);
    }
  },
);
