import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE_ONLY } from './support/long-flows';

const GOLD = '/proteinas/gold-standard-100-whey/';
const GOLD_NAME = 'Gold Standard 100% Whey';
const MOCHA = `${GOLD}on-gsw-2lb-moch/`;

const buyBar = (page: Page) => page.getByRole('complementary', { name: 'Compra rápida' });
/** The shopper starts using the page (a little scroll): its buying controls come alive (web/pages/island-table.ts, the
 * add-to-cart island wakes then), and with them the bar. Until then the page is the server's, its button in place. */
const startUsing = (page: Page) => page.mouse.wheel(0, 1);
/** The page's own button, in the details beside the picture (the bar is outside the main content). */
const ownButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' });
const box = async (element: Locator) => (await element.boundingBox())!;
const bottom = (b: { y: number; height: number }) => b.y + b.height;

test(
  'on a phone the buy bar keeps "Agregar al carrito" in reach with the price and the variant, and covers nothing',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto(GOLD);
    await expect(ownButton(page)).toBeEnabled();
    await startUsing(page);
    // The page's button is more than a screen down: the bar offers it as soon as the shopper starts using the page.
    await expect(ownButton(page)).not.toBeInViewport();
    const bar = buyBar(page);
    await expect(bar).toBeInViewport();
    const price = await page
      .getByRole('main')
      .getByText(/^\$ [\d.]+$/)
      .first()
      .textContent();
    await expect(bar.getByText(price!, { exact: true })).toBeVisible();
    await expect(bar.getByText('2 lb · Chocolate')).toBeVisible();

    // With the page's own button on screen there is one button, not two.
    await ownButton(page).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    // A screen further down, the button is gone up: the bar is back.
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(ownButton(page)).not.toBeInViewport();
    await expect(bar).toBeInViewport();

    // At the very end of the page the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeInViewport();
    const lastLine = page.getByRole('contentinfo').getByText(/Los suplementos dietarios no son medicamentos/);
    await expect(lastLine).toBeInViewport();
    expect(bottom(await box(lastLine))).toBeLessThanOrEqual((await box(bar)).y + 1);

    await bar.getByRole('button', { name: 'Agregar al carrito' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
    await expect(drawer.getByText('Agregado al carrito')).toBeVisible();
    await expect(drawer.getByText(/2 lb · Chocolate/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Carrito, 1 producto', exact: true }),
    ).toBeVisible();
  },
);

test('a message about the cart shows above the buy bar, never under it', PHONE_ONLY, async ({ page }) => {
  // The cart's code cannot be downloaded (the connection dropped) in a tab that reloaded for missing code moments ago:
  // it does not reload again (web/lib/chunk-failure.ts), and the shopper is told in a message.
  await page.addInitScript(() => sessionStorage.setItem('fornido.recarga', JSON.stringify({ v: 1, data: Date.now() })));
  await page.route(/\/cart-sync-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(GOLD);
  await expect(ownButton(page)).toBeEnabled();
  await startUsing(page);
  const bar = buyBar(page);
  await bar.getByRole('button', { name: 'Agregar al carrito' }).tap();
  const message = page.getByText('No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.');
  await expect(message).toBeInViewport();
  await expect(bar).toBeInViewport();
  expect(bottom(await box(message))).toBeLessThanOrEqual((await box(bar)).y);
});

test(
  'for a sold-out variant the bar says "Agotado" and leads to "Avísame cuando llegue"',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto(MOCHA);
    await expect(page.getByText('Agotado en esta presentación')).toBeVisible();
    await startUsing(page);
    const bar = buyBar(page);
    await expect(bar).toBeInViewport();
    await expect(bar.getByText('2 lb · Mocha')).toBeVisible();
    await expect(bar.getByText('Agotado', { exact: true })).toBeVisible();
    await bar.getByRole('button', { name: 'Avísame cuando llegue' }).tap();
    const email = page.getByRole('region', { name: 'Avísame cuando llegue' }).getByLabel('Tu correo electrónico');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    // The page's own "Agotado" is on screen again, just above the form: the bar steps aside.
    await expect(page.getByRole('main').getByRole('button', { name: 'Agotado' })).toBeInViewport();
    await expect(bar).toBeHidden();
  },
);

test("the listing's picture stands in while the large one arrives, in the same box", PHONE_ONLY, async ({ page }) => {
  await page.goto('/proteinas/');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: GOLD_NAME });
  const cardPicture = card.getByRole('img');
  await cardPicture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const cardSrc = await cardPicture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const file = new URL(cardSrc).pathname;
  // Every other size of that picture (the product page's large one) is held back until released.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === file && url.href !== cardSrc,
    async (route) => {
      await held;
      await route.continue();
    },
  );

  await card.getByRole('link').first().tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOLD_NAME);
  const picture = page.getByRole('main').getByRole('img', { name: new RegExp(`^${GOLD_NAME} de`) });
  await expect(picture).toBeVisible();
  const before = await box(picture);
  // What is drawn at the picture's centre: the first loaded picture there, and whether it fills the same box.
  const drawn = () =>
    picture.evaluate((large: HTMLImageElement) => {
      const r = large.getBoundingClientRect();
      const shown = document
        .elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        .find((e): e is HTMLImageElement => e instanceof HTMLImageElement && e.complete && e.naturalWidth > 0);
      if (!shown) return 'nothing';
      const s = shown.getBoundingClientRect();
      const same = [s.x - r.x, s.y - r.y, s.width - r.width, s.height - r.height].every((d) => Math.abs(d) < 1);
      return `${shown === large ? 'large' : shown.currentSrc}${same ? '' : ' (another box)'}`;
    });
  await expect.poll(drawn).toBe(cardSrc);

  release();
  await expect.poll(drawn).toBe('large');
  expect(await box(picture)).toEqual(before);
});

test("the guide's video shows its title clear of the play button and starts playing on the first tap", async ({
  page,
}) => {
  // The video host answers from here: the machine running the tests may have no internet.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="es"><title>Video</title></html>' }),
  );
  await page.goto('/guia/');
  const play = page.getByRole('button', { name: 'Reproducir video: Cómo leer la etiqueta de un suplemento' });
  const title = play.getByText('Cómo leer la etiqueta de un suplemento', { exact: true });
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeInViewport();
  // The title is what is on top at its centre and near each of its corners.
  const uncovered = await title.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.05, 0.2],
      [0.95, 0.2],
      [0.05, 0.8],
      [0.95, 0.8],
    ];
    return points.every(([fx, fy]) => {
      const hit = document.elementFromPoint(r.x + r.width * fx, r.y + r.height * fy);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });
  expect(uncovered).toBe(true);

  await play.click();
  const player = page.getByTitle('Cómo leer la etiqueta de un suplemento');
  await expect(player).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?(.*&)?autoplay=1(&|$)/,
  );
  await expect(player).toHaveAttribute('allow', /(^|;\s*)autoplay(;|$)/);
  await expect(player).toBeFocused();
});
