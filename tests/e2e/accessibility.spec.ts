import { test } from '@playwright/test';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

// Pages with a layout of their own on wide screens are audited on both layouts: a category (the header's navigation
// and the filter sidebar) and a product (its columns). The home has the same header around one column of cards, and
// the search results the category's sidebar: phone only, like the text pages (an information page, the 404).
const pages: readonly (readonly [string, { tag?: string }])[] = [
  ['/', PHONE_ONLY],
  ['/proteinas/', {}],
  ['/proteinas/gold-standard-100-whey/', {}],
  ['/buscar/?q=creatina', PHONE_ONLY],
  ['/terminos-condiciones/', PHONE_ONLY],
  ['/calculadora-de-calorias/?sexo=hombre&edad=25&peso=85&estatura=180&actividad=alta&objetivo=subir', PHONE_ONLY],
  ['/niveles/', PHONE_ONLY],
  ['/tabla-clasificacion/', PHONE_ONLY],
  ['/sistema-referidos/', PHONE_ONLY],
  ['/no-existe/', PHONE_ONLY],
];

for (const [path, details] of pages) {
  test(`${path} has no serious or critical accessibility violations`, details, async ({ page }) => {
    await page.goto(path);
    await audit(page, path);
  });
}
