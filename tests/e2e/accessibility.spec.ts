import { test } from '@playwright/test';
import { audit } from './support/audit';
import { PHONE_ONLY } from './support/long-flows';

// Pages with a layout of their own on wide screens (header navigation, filter sidebar, product columns) are audited on
// both layouts; the text pages (an information page, the 404) have the home's frame around one column: phone only.
const pages: readonly (readonly [string, { tag?: string }])[] = [
  ['/', {}],
  ['/proteinas/', {}],
  ['/proteinas/gold-standard-100-whey/', {}],
  ['/buscar/?q=creatina', {}],
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
