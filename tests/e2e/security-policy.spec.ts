import { expect, test, type Page } from '@playwright/test';
import { FEATURES_OFF } from '../../server/content-security';
import { policyViolations } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

// The policies are the same for every layout: checked on the phone only.

/** Every picture the page has finished loading came through (none blocked, none broken). */
const picturesLoaded = async (page: Page, what: string) => {
  await page.waitForLoadState('load');
  const broken = await page
    .locator('img')
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((i) => i.complete && i.currentSrc && i.naturalWidth === 0)
        .map((i) => i.currentSrc),
    );
  expect(broken, what).toEqual([]);
  expect(await page.locator('img').count(), what).toBeGreaterThan(0);
};

/** The built stylesheet applied: the body has the theme's system font stack, not the browser's serif default. */
const styled = async (page: Page) =>
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');

test(
  'the built store runs under its policy: scripts, styles, pictures, the islands and the moves between pages',
  PHONE_ONLY,
  async ({ page }) => {
    const res = await page.goto('/');
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self';");
    expect(res!.headers()['permissions-policy']).toContain('camera=()');
    await styled(page);
    await picturesLoaded(page, 'home');
    await page.locator('main a[href="/proteinas/"]').first().click();
    await expect(page).toHaveURL(/\/proteinas\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proteínas');
    await picturesLoaded(page, 'category');
    await page
      .getByRole('main')
      .getByRole('list')
      .last()
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByText('Registro INVIMA')).toBeVisible();
    await picturesLoaded(page, 'product');
    // The islands' code runs under the policy: the page's own button adds to the cart.
    await page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByRole('dialog', { name: 'Tu carrito' }).getByText('Agregado al carrito')).toBeVisible();
    expect(await policyViolations(page)).toEqual([]);
  },
);

test(
  'Chromium knows every feature the permissions policy turns off, and turns them off',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto('/');
    // document.featurePolicy is Chromium's: every feature it knows, and those this page may use.
    const { known, allowed } = await page.evaluate(() => {
      const policy = (document as unknown as { featurePolicy: { features(): string[]; allowedFeatures(): string[] } })
        .featurePolicy;
      return { known: policy.features(), allowed: policy.allowedFeatures() };
    });
    expect(FEATURES_OFF.filter((f) => !known.includes(f))).toEqual([]);
    expect(FEATURES_OFF.filter((f) => allowed.includes(f))).toEqual([]);
    expect(allowed).toContain('payment');
    expect(allowed).toContain('clipboard-write');
  },
);

test(
  'search, an information page, checkout, sign-in, the 404 and the mailbox load with nothing refused by the policy',
  PHONE_ONLY,
  async ({ page }) => {
    for (const path of [
      '/buscar/?q=creatina',
      '/metodo-formas-envio/',
      '/checkout/',
      '/cuenta/ingresar/',
      '/no-existe/',
      '/sandbox/correo/',
    ]) {
      const res = await page.goto(path);
      expect(res!.headers()['content-security-policy'], path).toContain("script-src 'self';");
      await page.waitForLoadState('load');
      await expect(page.locator('h1'), path).toHaveCount(1);
      expect(await policyViolations(page), path).toEqual([]);
    }
  },
);

test('an injected inline script does not run, and the check reports it', PHONE_ONLY, async ({ page }) => {
  await page.goto('/metodo-formas-envio/');
  await page.waitForLoadState('load');
  expect(await policyViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const img = document.createElement('img');
    img.src = 'https://tracker.example/pixel.gif';
    document.body.append(img);
  });
  await expect.poll(async () => (await policyViolations(page)).length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  const found = (await policyViolations(page)).join('\n');
  expect(found).toMatch(/script-src/);
  expect(found).toMatch(/img-src/);
});
