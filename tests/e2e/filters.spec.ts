import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ hasText: '$' });
const count = (page: Page) => page.getByText(/^\d+ productos?( · página \d+ de \d+)?$/);

test(
  'on a phone the filters open in a sheet that counts before applying; applied filters are chips; sorting keeps the products in view; no request fails',
  PHONE_ONLY,
  async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') failed.push(`console: ${m.text()}`);
    });
    await page.goto('/');
    await page.getByLabel('Menú de categorías').click();
    await page
      .getByRole('navigation', { name: 'Categorías', exact: true })
      .getByRole('link', { name: 'Proteínas' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proteínas');
    await expect(count(page)).toHaveText('16 productos · página 1 de 2');

    // The sheet: a modal over the page, which stays where it is while the sheet is open.
    const filtrar = page.getByRole('button', { name: 'Filtrar' });
    await filtrar.click();
    const sheet = page.getByRole('dialog', { name: 'Filtrar' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Ver 16 productos' })).toBeVisible();
    await audit(page, 'category page with the filter sheet open');
    await shot(page, '1-sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filtrar).toBeFocused();

    await filtrar.click();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // Ticking counts what the choice would show, without changing the page: the brand's own count in the sheet.
    const brand = sheet.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { name: /Dymatize/ });
    const expected = Number((await brand.locator('xpath=..').textContent())!.match(/\((\d+)\)/)![1]);
    await brand.check();
    await expect(sheet.getByRole('button', { name: `Ver ${expected} productos` })).toBeVisible();
    await expect(page).toHaveURL(/\/proteinas\/$/);
    await expect(count(page)).toHaveText('16 productos · página 1 de 2');
    await shot(page, '2-ticked');
    await sheet.getByRole('button', { name: `Ver ${expected} productos` }).click();

    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/proteinas\/\?marca=dymatize$/);
    await expect(count(page)).toHaveText(`${expected} productos`);
    await expect(cards(page)).toHaveCount(expected);
    for (const card of await cards(page).all()) await expect(card).toContainText(/dymatize/i);
    const chips = page.getByRole('list', { name: 'Filtros aplicados' });
    await expect(chips.getByRole('link', { name: 'Marca: Dymatize (quitar)' })).toBeVisible();
    await expect(filtrar).toHaveAccessibleName(/^Filtrar\s?1 aplicado$/);
    await shot(page, '3-applied');

    // Sorting from low in the page: the results come back into view, not the top of the page.
    await chips.getByRole('link', { name: 'Marca: Dymatize (quitar)' }).click();
    await expect(count(page)).toHaveText('16 productos · página 1 de 2');
    await expect(chips).toBeHidden();
    await page.mouse.wheel(0, 1600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByLabel('Ordenar por').selectOption('precio-desc');
    await expect(page).toHaveURL(/\/proteinas\/\?orden=precio-desc$/);
    await expect(page.getByLabel('Ordenar por')).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await shot(page, '4-sorted');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Envíos' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Envíos/);
    expect(failed).toEqual([]);
  },
);
