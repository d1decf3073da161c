import { expect, test, type Page, type Route } from '@playwright/test';
import { signUpAndActivate } from './support/mailbox';
import { uniqueEmail } from './support/checkout';
import { PHONE_ONLY } from './support/long-flows';
import { MERCADOPAGO_STORE } from './support/stores';

// The catalogue and information pages stay server HTML; each part a shopper can use (an island) comes alive alone, when
// it is touched or comes near the screen (web/islands/). A tap on a part not yet alive is held and given to it once it
// is, or answered by the server HTML's own link or form. Here the islands' code is held back on the wire until the tap
// was made, so "before" is certain; then the same part is used again, alive.

/** Holds every script but the boot script (with `boot`, that one too) until `release()`: the page is as a phone shows it
 * before its code came. */
const holdTheCode = async (page: Page, { boot = false } = {}) => {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (!holding || (!boot && /\/assets\/(boot|arranque)-/.test(new URL(route.request().url()).pathname)))
      return route.continue();
    held.push(route);
  });
  return {
    /** Whether the page has asked for its code (the tap woke it). */
    asked: () => held.length > 0,
    /** Whether it has asked for the islands' runtime (React and the stores: web/islands/start-islands.tsx). */
    askedForRuntime: () => held.some((route) => /\/start-islands-/.test(route.request().url())),
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
};

/** Once the held code is released, the island loads, hydrates and answers: seconds on a machine busy with other runs. */
const LIVE = { timeout: 15_000 } as const;

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Carrito/ });

// On the phone, where the code arrives last (PHONE_ONLY: the desktop project leaves these out).
test.describe(
  'a part of a page tapped before its code arrived does what it says once it has, and again after',
  PHONE_ONLY,
  () => {
    test('add to cart', async ({ page }) => {
      const code = await holdTheCode(page);
      await page.goto('/creatinas/creatina-monohidratada-micronizada/');
      const add = page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' });
      await expect(add).toBeEnabled();
      await add.tap();
      await expect.poll(code.asked).toBe(true);
      // Answered at once: the button looks busy (dimmed, a progress cursor) while its code comes.
      await expect(add).toHaveAttribute('data-retenido', '');
      await code.release();
      await expect(page.getByRole('status').filter({ hasText: 'Agregado al carrito' })).toBeVisible(LIVE);
      await expect(add).not.toHaveAttribute('data-retenido');
      await expect(badge(page)).toHaveAccessibleName(/1 producto/);
      await page
        .getByRole('dialog', { name: 'Tu carrito' })
        .getByRole('button', { name: /Seguir comprando|Cerrar/ })
        .first()
        .tap();
      await add.tap();
      await expect(badge(page)).toHaveAccessibleName(/2 productos/);
    });

    test('the order of a listing', async ({ page }) => {
      const code = await holdTheCode(page);
      await page.goto('/proteinas/');
      await page.getByLabel('Ordenar por').selectOption('precio-asc');
      await expect.poll(code.asked).toBe(true);
      await code.release();
      await expect(page).toHaveURL(/\/proteinas\/\?orden=precio-asc$/, LIVE);
      await expect(page.getByLabel('Ordenar por')).toHaveValue('precio-asc');
      // The listing moved to is a page of its own, whose order may not be alive yet on a busy machine: told again once it is.
      await page.getByLabel('Ordenar por').selectOption('precio-desc');
      await expect(page).toHaveURL(/\/proteinas\/\?orden=precio-desc$/, LIVE);
    });

    test('a choice made while the page still loads, before any of its code ran', async ({ page }) => {
      const code = await holdTheCode(page, { boot: true });
      await page.goto('/proteinas/', { waitUntil: 'commit' });
      await page.getByLabel('Ordenar por').selectOption('precio-desc');
      await expect.poll(code.asked).toBe(true);
      await code.release();
      await expect(page).toHaveURL(/\/proteinas\/\?orden=precio-desc$/, LIVE);
    });

    test('"Filtrar" opens the filter sheet', async ({ page }) => {
      const code = await holdTheCode(page);
      await page.goto('/proteinas/');
      await page.getByRole('button', { name: 'Filtrar' }).tap();
      await expect.poll(code.asked).toBe(true);
      await code.release();
      const sheet = page.getByRole('dialog', { name: /Filtrar/ });
      await expect(sheet).toBeVisible(LIVE);
      await sheet.getByRole('group', { name: 'Sabor' }).getByText('Chocolate').tap();
      await sheet.getByRole('button', { name: /Ver \d+ productos?/ }).tap();
      await expect(page).toHaveURL(/\/proteinas\/\?sabor=Chocolate$/);
      // The listing moved to is a page of its own, whose sheet may not be alive yet on a busy machine: opened once it is.
      await page.getByRole('button', { name: /Filtrar/ }).tap();
      await expect(page.getByRole('dialog', { name: /Filtrar/ })).toBeVisible(LIVE);
    });

    test('the search box suggests what was typed before it came alive', async ({ page }) => {
      const code = await holdTheCode(page);
      // The page's timers stand still until told (Playwright's clock): "while the keys come" is then certain.
      await page.clock.install();
      await page.goto('/proteinas/');
      await page.clock.pauseAt(Date.now() + 1_000);
      const box = page.getByRole('banner').getByRole('combobox', { name: /Buscar/ });
      await box.tap();
      await box.pressSequentially('crea');
      // While the keys come, the page's code waits for them to rest (web/islands/typing-pause.ts, 400 ms).
      await page.clock.runFor(200);
      await page.waitForTimeout(300);
      expect(code.askedForRuntime()).toBe(false);
      await page.clock.runFor(400);
      await expect.poll(code.askedForRuntime).toBe(true);
      await page.clock.resume();
      await code.release();
      await expect(box).toHaveValue('crea');
      const suggestions = page.getByRole('listbox');
      await expect(suggestions.getByRole('option').first()).toContainText(/Creat/i, LIVE);
      await box.fill('whey');
      await expect(suggestions.getByRole('option').first()).toContainText(/whey/i);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/buscar\/\?q=whey$/);
    });

    test('"Avísame cuando llegue" on a sold-out presentation', async ({ page }) => {
      const code = await holdTheCode(page);
      await page.goto('/proteinas/gold-standard-100-whey/on-gsw-2lb-moch/');
      const alert = page.getByRole('region', { name: 'Avísame cuando llegue' });
      const email = uniqueEmail('isla');
      await alert.getByLabel('Tu correo electrónico').fill(email);
      await alert.getByRole('button', { name: 'Avísame' }).tap();
      await expect.poll(code.asked).toBe(true);
      await code.release();
      await expect(alert.getByRole('status')).toHaveText(
        `Te avisaremos a ${email} cuando vuelva a estar disponible.`,
        LIVE,
      );
      await expect(page).toHaveURL(/\/on-gsw-2lb-moch\/$/);
    });

    test('the contact form sends what was written, and says what is missing', async ({ page }) => {
      const code = await holdTheCode(page);
      await page.goto('/contactenos/');
      const form = page.getByRole('region', { name: /Escríbenos/ });
      await form.getByLabel('Nombre y apellido').fill('Lucía Gómez');
      await form.getByRole('button', { name: /Enviar/ }).tap();
      await expect.poll(code.asked).toBe(true);
      await code.release();
      // Alive, the form checks itself: what is missing is said beside its field, and nothing is sent.
      await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true', LIVE);
      await expect(form.getByLabel('Nombre y apellido')).toHaveValue('Lucía Gómez');
      await expect(page).toHaveURL(/\/contactenos\/$/);
    });

    test("the guide's video plays", async ({ page }) => {
      // The video host answers from here: the machine running the tests may have no internet.
      await page.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }),
      );
      const code = await holdTheCode(page);
      await page.goto('/guia/');
      await page.getByRole('button', { name: /^Reproducir video/ }).tap();
      await expect.poll(code.asked).toBe(true);
      await code.release();
      await expect(page.frameLocator('iframe[title^="Cómo leer"]').getByText('video')).toBeVisible(LIVE);
    });
  },
);

// The second e2e store has a maps key (playwright.config.ts): /tiendas/ offers each store's map behind "Ver mapa".
test.describe("a store's map, on a store with a maps key", PHONE_ONLY, () => {
  test.use({ baseURL: MERCADOPAGO_STORE });

  test('shows when asked before its code arrived, and again after', async ({ page }) => {
    // The maps service answers from here: the machine running the tests may have no internet.
    await page.route(/google\.com\/maps\/embed\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>mapa</p>' }),
    );
    const code = await holdTheCode(page);
    await page.goto('/tiendas/');
    const buttons = page.getByRole('button', { name: /^Ver mapa de / });
    expect(await buttons.count()).toBeGreaterThan(1);
    const [first, second] = [buttons.nth(0), buttons.nth(1)];
    const firstStore = (await first.textContent())!.replace('Ver mapa de ', '');
    await first.tap();
    await expect.poll(code.asked).toBe(true);
    await code.release();
    await expect(page.frameLocator(`iframe[title="Mapa de ${firstStore}"]`).getByText('mapa')).toBeVisible(LIVE);
    // Alive, the next store's button shows its own map, and only on its tap.
    await expect(page.locator('iframe[title^="Mapa de"]')).toHaveCount(1);
    await second.tap();
    await expect(page.locator('iframe[title^="Mapa de"]')).toHaveCount(2);
  });
});

test(
  '"Cerrar sesión" in the phone\'s menu signs out on a page that stays server HTML',
  PHONE_ONLY,
  async ({ page }) => {
    await signUpAndActivate(page, 'Valentina Ríos', uniqueEmail('salir'));
    const code = await holdTheCode(page);
    await page.goto('/proteinas/');
    const menu = page.getByRole('banner').getByLabel('Menú de categorías y de tu cuenta');
    await menu.tap();
    await page.getByRole('navigation', { name: 'Tu cuenta' }).getByRole('button', { name: 'Cerrar sesión' }).tap();
    await expect.poll(code.asked).toBe(true);
    const reloaded = page.waitForEvent('load');
    await code.release();
    // The header was drawn for her: the page loads again as a guest's.
    await reloaded;
    await menu.tap();
    await expect(
      page.getByRole('navigation', { name: 'Tu cuenta' }).getByRole('link', { name: 'Ingresar' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/proteinas\/$/);
  },
);

test(
  'a tap whose code cannot arrive is told so, the page keeps what was typed, and "Recargar" brings it',
  PHONE_ONLY,
  async ({ page }) => {
    let failing = true;
    const refused: string[] = [];
    await page.route(/\/assets\/.+\.js$/, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!failing || /\/assets\/(boot|arranque)-/.test(path)) return route.continue();
      refused.push(path);
      return route.abort('internetdisconnected');
    });
    await page.goto('/creatinas/creatina-monohidratada-micronizada/');
    const search = page.getByRole('banner').getByRole('combobox', { name: /Buscar/ });
    await search.fill('creatina');
    const add = page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' });
    await add.tap();
    const notice = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta parte de la página' });
    await expect(notice).toBeVisible(LIVE);
    await expect(add).not.toHaveAttribute('data-retenido');
    // The tap also asked for the measuring code (web/lib/analytics/), which did not arrive either.
    await expect.poll(() => refused.some((path) => /\/measure-[\w-]+\.js$/.test(path)), LIVE).toBe(true);
    // Not reloaded behind the shopper's back: what was typed is still there.
    await expect(search).toHaveValue('creatina');
    await notice.getByRole('button', { name: 'Cerrar' }).tap();
    await expect(notice).toHaveCount(0);
    await add.tap();
    await expect(notice).toBeVisible(LIVE);
    failing = false;
    await notice.getByRole('button', { name: 'Recargar' }).tap();
    await expect(notice).toHaveCount(0);
    await add.tap();
    await expect(page.getByRole('status').filter({ hasText: 'Agregado al carrito' })).toBeVisible(LIVE);
  },
);

// Parts only wide screens show: a phone has neither (its cards open the product, its filters are behind "Filtrar").
test.describe('on a wide screen, a part tapped before its code arrived', () => {
  test("a card's quick add opens its picker, and adds", async ({ page, isMobile }) => {
    const code = await holdTheCode(page);
    await page.goto('/creatinas/');
    const name = 'Creatina Monohidratada Micronizada';
    const quick = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: `Agregar ${name} al carrito` });
    if (isMobile) return expect(quick).toBeHidden();
    await quick.click();
    await expect.poll(code.asked).toBe(true);
    await code.release();
    await expect(page.getByRole('dialog', { name })).toBeVisible(LIVE);
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByRole('dialog', { name: 'Tu carrito' }).getByText('Agregado al carrito')).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName(/1 producto/);
  });

  test('a box ticked in the filter sidebar applies once the sidebar is alive, with the box focused', async ({
    page,
    isMobile,
  }) => {
    const code = await holdTheCode(page);
    await page.goto('/proteinas/');
    const sidebar = page.getByRole('complementary', { name: 'Filtrar' });
    if (isMobile) return expect(sidebar).toBeHidden();
    const chocolate = sidebar.getByRole('group', { name: 'Sabor' }).getByLabel('Chocolate');
    // The box ticks at once, as any box does; the listing follows once the code is here.
    await chocolate.check();
    await expect.poll(code.asked).toBe(true);
    await code.release();
    await expect(page).toHaveURL(/\/proteinas\/\?sabor=Chocolate$/, LIVE);
    await expect(chocolate).toBeChecked();
    await expect(chocolate).toBeFocused();
  });
});
