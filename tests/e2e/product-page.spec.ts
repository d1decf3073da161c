import { expect, test, type Locator, type Page } from '@playwright/test';
import { audit } from './support/audit';
import { shot, uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

const GOLD = '/proteinas/gold-standard-100-whey/';
const GOLD_NAME = 'Gold Standard 100% Whey';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const mainPicture = (page: Page) => page.getByRole('main').locator('img').first();

/** Taps an option and checks the page kept its place: same scroll (± a few px), focus on the option, new address. */
const tapKeepingPlace = async (page: Page, option: Locator, url: RegExp) => {
  const before = await scrollY(page);
  await option.tap();
  await expect(page).toHaveURL(url);
  await expect(option).toHaveAttribute('aria-current', 'true');
  await expect(option).toBeFocused();
  expect(Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(4);
};

test(
  'a shopper taps sizes and flavours without losing their place, sees the chosen jar and asks to be told when a sold-out one is back',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto(GOLD);
    // The buying controls work once the page has hydrated.
    await expect(page.getByRole('main').getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    const sizes = page.getByRole('group', { name: /Tamaño/ });
    const flavours = page.getByRole('group', { name: /Sabor/ });
    await flavours.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(200);

    await tapKeepingPlace(
      page,
      sizes.getByRole('link', { name: '5 lb' }),
      /\/gold-standard-100-whey\/on-gsw-5lb-choc\/$/,
    );
    await expect(mainPicture(page)).toHaveAttribute('src', /gold-standard-100-whey-5-lb-chocolate\.svg/);
    await expect(mainPicture(page)).toHaveAttribute('alt', /sabor chocolate, 5 lb$/);
    await tapKeepingPlace(page, flavours.getByRole('link', { name: 'Vainilla' }), /\/on-gsw-5lb-vain\/$/);
    await expect(mainPicture(page)).toHaveAttribute('alt', /sabor vainilla, 5 lb$/);
    // The picture on screen is the chosen one, drawn: never an empty square.
    await expect
      .poll(() =>
        mainPicture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/gold-standard-100-whey-5-lb-vainilla\.svg/);
    await expect(page).toHaveTitle(`${GOLD_NAME} 5 lb, Vainilla | Fornido Colombia`);

    // Mocha comes in 2 lb only, and is sold out there.
    await tapKeepingPlace(page, sizes.getByRole('link', { name: '2 lb' }), /\/on-gsw-2lb-vain\/$/);
    await tapKeepingPlace(page, flavours.getByRole('link', { name: 'Mocha (agotado)' }), /\/on-gsw-2lb-moch\/$/);
    await expect(page.getByText('Agotado en esta presentación')).toBeVisible();
    const alert = page.getByRole('region', { name: 'Avísame cuando llegue' });
    await alert.getByLabel('Tu correo electrónico').fill('ana@');
    await alert.getByRole('button', { name: 'Avísame' }).click();
    await expect(alert.getByText('Escribe un correo electrónico válido (ejemplo: nombre@correo.com).')).toBeVisible();
    const email = uniqueEmail('mocha');
    await alert.getByLabel('Tu correo electrónico').fill(email);
    await alert.getByRole('button', { name: 'Avísame' }).click();
    await expect(alert.getByRole('status')).toHaveText(`Te avisaremos a ${email} cuando vuelva a estar disponible.`);
    await shot(page, 'avisame');
    await audit(page, 'product page, a sold-out variant with its avísame form answered');

    // The address the page ended on renders the same variant on the server.
    await page.reload();
    await expect(page.getByText('Agotado en esta presentación')).toBeVisible();
    await expect(mainPicture(page)).toHaveAttribute('alt', /sabor mocha$/);
  },
);

test("a card's quick add asks which size and flavour on wide screens; phones open the product", async ({
  page,
  isMobile,
}) => {
  await page.goto('/proteinas/');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: GOLD_NAME });
  const quick = card.getByRole('button', { name: `Agregar ${GOLD_NAME} al carrito` });
  if (isMobile) {
    // On a phone the whole card is the way in, to the page where sizes and flavours are chosen.
    await expect(quick).toBeHidden();
    return;
  }
  await expect(quick).toBeEnabled();
  await quick.click();
  const picker = page.getByRole('dialog', { name: GOLD_NAME });
  await expect(picker.getByRole('radio')).toHaveCount(9);
  await expect(picker.getByRole('radio', { name: /2 lb · Mocha/ })).toBeDisabled();
  await expect(picker.getByRole('radio', { name: /2 lb · Chocolate/ })).toBeChecked();
  await expect(picker.getByText('$ 409.900').first()).toBeVisible();
  await shot(page, 'quick-add-picker');
  await audit(page, 'quick add picker');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(quick).toBeFocused();

  await quick.click();
  await picker.getByRole('radio', { name: /5 lb · Vainilla/ }).check();
  await picker.getByRole('button', { name: 'Agregar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
  await expect(drawer.getByText('Agregado al carrito')).toBeVisible();
  const line = drawer.getByRole('listitem').filter({ hasText: GOLD_NAME });
  await expect(line).toContainText('5 lb · Vainilla');
  await expect(line).toContainText('$ 409.900');
  await page.keyboard.press('Escape');
  await expect(quick).toBeFocused();
});
