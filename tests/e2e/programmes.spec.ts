import { expect, test, type Page } from '@playwright/test';
import { longFlows, PHONE_ONLY } from './support/long-flows';

/** Each programme: the link's name wherever it is offered, and the heading of the page it opens. */
const PROGRAMMES = [
  { link: 'Calculadora de calorías', heading: 'Calculadora de calorías y macros', url: /\/calculadora-de-calorias\/$/ },
  { link: 'Invita y gana saldo', heading: 'Sistema de referidos', url: /\/sistema-referidos\/$/ },
  { link: 'Niveles de fidelidad', heading: 'Niveles de fidelidad', url: /\/niveles\/$/ },
  { link: 'Tabla de clasificación', heading: 'Tabla de clasificación', url: /\/tabla-clasificacion\/$/ },
] as const;

// Each test walks four pages: on a loaded 2-core machine that took over 30 s.
longFlows();

const arrived = async (page: Page, programme: (typeof PROGRAMMES)[number]) => {
  await expect(page).toHaveURL(programme.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(programme.heading);
};

test('from the home page a shopper reaches every programme through the header menu', async ({ page, isMobile }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const programme of PROGRAMMES) {
    // The phone's menu button; on a desktop, "Beneficios" at the end of the category bar.
    await (
      isMobile
        ? header.getByLabel('Menú de categorías y de tu cuenta')
        : header.getByText('Beneficios', { exact: true })
    ).click();
    const menu = header.getByRole('navigation', { name: 'Beneficios' });
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: new RegExp(`^${programme.link}`) }).click();
    await arrived(page, programme);
    await expect(menu).toBeHidden();
    // Home again by the logo, as a shopper would, for the next one.
    await header.getByRole('link', { name: 'Fornido, ir al inicio' }).click();
    await expect(page.getByRole('region', { name: 'Más que suplementos' })).toBeAttached();
  }
});

test('the home page invites to each programme, and the footer links them all', PHONE_ONLY, async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Más que suplementos' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('link')).toHaveCount(PROGRAMMES.length);
  await section.getByRole('link', { name: /^Calculadora de calorías.*Calcula las tuyas/ }).click();
  await arrived(page, PROGRAMMES[0]);
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Beneficios' });
  for (const programme of PROGRAMMES.slice(1)) {
    await footer.getByRole('link', { name: programme.link, exact: true }).click();
    await arrived(page, programme);
  }
});

test(
  'a product page asks how much protein the shopper needs and opens the calculator',
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto('/proteinas/gold-standard-100-whey/');
    const invite = page.getByRole('complementary', { name: 'Calculadora de calorías' });
    await expect(invite).toContainText('¿Cuánta proteína necesitas?');
    await invite.getByRole('link', { name: 'Calcúlalo' }).click();
    await arrived(page, PROGRAMMES[0]);
  },
);
