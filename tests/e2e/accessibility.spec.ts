import { test } from '@playwright/test';
import { audit } from './support/audit';

const pages = [
  '/',
  '/proteinas/',
  '/proteinas/gold-standard-100-whey/',
  '/buscar/?q=creatina',
  '/terminos-condiciones/',
  '/no-existe/',
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await audit(page, path);
  });
}
