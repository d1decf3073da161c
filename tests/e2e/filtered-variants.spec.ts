import { expect, test, type Page } from '@playwright/test';
import { longFlows } from './support/long-flows';

// Three pages and a picker: on a shared 2-core machine that took up to 40 s.
longFlows();

const GOLD_NAME = 'Gold Standard 100% Whey';
// Gold Standard comes in Chocolate (its first variant), Vainilla and three more flavours, in 2 lb and 5 lb.
const VANILLA_2LB = '/proteinas/gold-standard-100-whey/on-gsw-2lb-vain/';

const goldCard = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ hasText: GOLD_NAME });

/** Ticks one flavour as the layout offers it: in the filter sheet on a phone, in the panel beside the results on a desktop. */
const tickFlavour = async (page: Page, flavour: string, isMobile: boolean) => {
  if (isMobile) {
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtrar' });
    await sheet
      .getByRole('group', { name: 'Sabor' })
      .getByRole('checkbox', { name: new RegExp(flavour) })
      .check();
    await sheet.getByRole('button', { name: /^Ver \d+ productos?$/ }).click();
  } else {
    // A tick applies at once only with the page's code running: its quick add turns on at the same time.
    await expect(goldCard(page).getByRole('button', { name: `Agregar ${GOLD_NAME} al carrito` })).toBeEnabled();
    await page
      .getByRole('group', { name: 'Sabor' })
      .getByRole('checkbox', { name: new RegExp(flavour) })
      .check();
  }
  await expect(page).toHaveURL(new RegExp(`[?&]sabor=${flavour}`));
};

test('a flavour ticked on a listing is the flavour its cards show, quick add picks and the product opens on', async ({
  page,
  isMobile,
}) => {
  await page.goto('/proteinas/');
  await tickFlavour(page, 'Vainilla', isMobile);

  const card = goldCard(page);
  await expect(card.getByRole('img')).toHaveAttribute('alt', /sabor vainilla/);
  await expect(card).toContainText('2 lb · Vainilla');
  await expect(card).toContainText('$ 199.900');
  // The card's link is the variant's own address: it opens on Vainilla with or without JavaScript.
  await expect(card.getByRole('link')).toHaveAttribute('href', VANILLA_2LB);
  if (!isMobile) {
    // Quick add is a wide-screen control (a phone's card opens the product): its picker starts on Vainilla.
    await card.getByRole('button', { name: `Agregar ${GOLD_NAME} al carrito` }).click();
    const picker = page.getByRole('dialog', { name: GOLD_NAME });
    await expect(picker.getByRole('radio', { name: /2 lb · Vainilla/ })).toBeChecked();
    await expect(picker.getByRole('link', { name: 'Ver detalles' })).toHaveAttribute('href', VANILLA_2LB);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  }

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${VANILLA_2LB}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOLD_NAME);
  await expect(page.getByRole('group', { name: /^Sabor: Vainilla/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vainilla', exact: true })).toHaveAttribute('aria-current', 'true');
});
