import { expect, test, type Page } from '@playwright/test';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' }).first();

test(
  'suggestions as you type: a misspelt query, the arrow keys and Enter open a product',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('protenia', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Sugerencias de productos' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await expect(options.first()).toContainText(/\$ \d{1,3}(\.\d{3})+/);
    await expect(options.first().locator('img')).toHaveAttribute('width', '48');
    await shot(page, '1-suggestions');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    const name = (await second.locator('span > span').first().textContent())!;
    await shot(page, '2-highlighted');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/proteinas\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(list).toBeHidden();
    await shot(page, '3-product');
  },
);

test('Escape closes the suggestions and a click on one opens it', PHONE_ONLY, async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('cre', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Sugerencias de productos' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // Leaving the box closes them; coming back to it shows them again.
  await box.blur();
  await expect(list).toBeHidden();
  await box.focus();
  await expect(list.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('a', { delay: 40 });
  const first = list.getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('span > span').first().textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/creatinas\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('submitting an accented query shows the results page with a product to open', PHONE_ONLY, async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('creatína');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\/\?q=creat%C3%ADna$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('creatína');
  const results = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(results.first()).toBeVisible();
  expect(await results.count()).toBeGreaterThan(3);
  const name = (await results.first().textContent())!;
  await shot(page, '4-results');
  await results.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test(
  'everyday phrases find the products: "quemador de grasa", "termogénico", "proteína aislada", and a partly unknown phrase says what it searched',
  PHONE_ONLY,
  async ({ page }) => {
    const results = page.getByRole('main').getByRole('heading', { level: 3 });
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('quemador de grasa');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «quemador de grasa»');
    await expect(results.filter({ hasText: 'Thermo Smart' })).toBeVisible();
    expect(await results.count()).toBeGreaterThanOrEqual(6);
    await shot(page, '5-quemador-de-grasa');

    await page.goto('/buscar/?q=termog%C3%A9nico');
    await expect(results.filter({ hasText: 'Hydroxycut Hardcore Elite' })).toBeVisible();
    await page.goto('/buscar/?q=prote%C3%ADna+aislada');
    await expect(results.filter({ hasText: 'Gold Standard 100% Isolate' })).toBeVisible();
    await expect(results.first()).toContainText('Isolate');

    await page.goto('/buscar/?q=creatina+para+caballos');
    await expect(page.getByText('Mostrando resultados para «creatina».')).toBeVisible();
    await expect(results.filter({ hasText: 'Creatina Monohidratada Micronizada' })).toBeVisible();
    await audit(page, 'search showing the best subset of the words');
    await shot(page, '6-mostrando-resultados-para');

    await page.goto('/buscar/?q=protenia');
    const didYouMean = page.getByRole('link', { name: '«proteína»' });
    await expect(didYouMean).toBeVisible();
    await didYouMean.click();
    await expect(page).toHaveURL(/\/buscar\/\?q=prote%C3%ADna$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «proteína»');
    await expect(page.getByRole('link', { name: '«proteína»' })).toHaveCount(0);
  },
);
