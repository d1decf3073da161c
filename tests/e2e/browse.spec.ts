import { expect, test, type Page } from '@playwright/test';
import { PHONE_ONLY } from './support/long-flows';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const money = /\$ \d{1,3}(\.\d{3})+/;

test('a shopper browses home → category → page 2 → product → variant, each a page the server drew', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Suplementos deportivos originales | Fornido Colombia');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suplementos deportivos originales');
  // These pages stay server HTML (web/islands/): a link loads the next one, which the browser fetched ahead
  // (server/speculation-rules.ts). Each step below is a page load.
  await shot(page, '1-home');

  if (isMobile) {
    await page.getByLabel('Menú de categorías').click();
    await page
      .getByRole('navigation', { name: 'Categorías', exact: true })
      .getByRole('link', { name: 'Proteínas' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Categorías principales' })
      .getByRole('link', { name: 'Proteínas' })
      .click();
  }
  await expect(page).toHaveURL(/\/proteinas\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proteínas');
  await expect(page).toHaveTitle('Proteínas | Fornido Colombia');
  const cards = page.getByRole('main').getByRole('list').last().getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(money);
  await shot(page, '2-category');

  await page.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/\/proteinas\/pagina\/2\/$/);
  await expect(page.getByText(/página 2 de 2/)).toBeVisible();
  const secondPage = page.getByRole('main').getByRole('list').last().getByRole('listitem');
  await expect(secondPage).not.toHaveCount(0);
  const firstOnPage2 = await secondPage.first().getByRole('heading').textContent();
  await shot(page, '3-category-page-2');

  await secondPage.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOnPage2!);
  await expect(page.getByText('Registro INVIMA')).toBeVisible();
  await expect(page.getByText('IVA incluido')).toBeVisible();
  await shot(page, '4-product');

  const sizes = page.getByRole('group', { name: /Tamaño/ });
  const flavours = page.getByRole('group', { name: /Sabor/ });
  const picker = (await sizes.count()) > 0 ? sizes : flavours;
  const other = picker
    .getByRole('link')
    .filter({ hasNot: page.locator('[aria-current]') })
    .first();
  const label = (await other.textContent())!.trim();
  await other.click();
  await expect(page).toHaveURL(/\/proteinas\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
  await expect(picker.locator('[aria-current="true"]')).toContainText(label);
  await shot(page, '5-variant');
});

test(
  'a product page reads without JavaScript: server-rendered name, price and variants',
  PHONE_ONLY,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/proteinas/');
    await page.getByRole('main').getByRole('link').filter({ hasText: money }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByText(money).first()).toBeVisible();
    await context.close();
  },
);

test('an unknown address shows the Spanish 404 page with the way home', PHONE_ONLY, async ({ page }) => {
  const response = await page.goto('/no-existe/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  await expect(page).toHaveTitle('Página no encontrada | Fornido Colombia');
  await shot(page, '404');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Suplementos deportivos');
});

test('a path without its final slash is redirected to it', PHONE_ONLY, async ({ page }) => {
  await page.goto('/creatinas');
  await expect(page).toHaveURL(/\/creatinas\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creatinas');
});

test('the search box finds a product by words typed without accents', PHONE_ONLY, async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar productos' }).first();
  await box.fill('creatina capsulas');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/buscar\/\?q=creatina\+capsulas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «creatina capsulas»');
  await expect(page.getByText('1 producto encontrado')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText('Creatina en Cápsulas');
});
