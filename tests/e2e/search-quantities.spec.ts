import { expect, test, type Page } from '@playwright/test';
import { PHONE_ONLY } from './support/long-flows';

// What the store's search reads in a query beyond words (issue 31, item 5): a quantity with or without its unit, and
// "sin X" in a product's text, which never finds it for X.

/** The names on the result cards, in order. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();

const search = async (page: Page, query: string, n = 1) => {
  await page.goto(`/buscar/?${new URLSearchParams({ q: query, ...(n > 1 ? { pagina: String(n) } : {}) })}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

// The creatines whose texts state 5 g of creatine per serving (Cell-Tech in its description, in a 50 g serving).
const FIVE_GRAMS = [
  'Creatina Monohidratada Micronizada',
  'Platinum 100% Creatine',
  'Creatine Monohydrate',
  'Creatina Monohidratada Smart',
  'Creatina 100% Pura',
  'Creatine-XS',
  'Cell-Tech',
];

test('"creatina 5000" lists the creatines of 5 g servings and no mass gainer', PHONE_ONLY, async ({ page }) => {
  await search(page, 'creatina 5000');
  await expect(page.getByText('7 productos encontrados')).toBeVisible();
  expect(new Set(await cardNames(page))).toEqual(new Set(FIVE_GRAMS));
  await expect(page.getByText(/No encontramos/)).toHaveCount(0);
});

// The products whose summary says "sin cafeína" (adapters/persistence/seed/catalogue).
const DECAFFEINATED = ['Amino X', 'Pump Zero', 'L-Carnitina Líquida 3000', 'CLA 1000'];

test(
  '"cafeína" lists no product whose text says "sin cafeína", and "sin cafeína" finds them',
  PHONE_ONLY,
  async ({ page }) => {
    // Up to six pages on a machine shared with other test runs.
    test.setTimeout(90_000);
    const listed: string[] = [];
    for (let n = 1; n <= 5; n++) {
      await search(page, 'cafeína', n);
      const names = await cardNames(page);
      if (names.length === 0) break;
      listed.push(...names);
    }
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((name) => DECAFFEINATED.includes(name))).toEqual([]);

    await search(page, 'sin cafeína');
    expect(new Set(await cardNames(page))).toEqual(new Set(DECAFFEINATED));
  },
);

test('a number that matches nothing falls back to the words and says so', PHONE_ONLY, async ({ page }) => {
  await search(page, 'creatina 777');
  await expect(
    page.getByText('No encontramos «777» en ningún producto; mostramos resultados para «creatina».'),
  ).toBeVisible();
  expect(await cardNames(page)).toContain('Creatina Monohidratada Micronizada');
});
