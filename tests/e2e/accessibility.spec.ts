import { test } from '@playwright/test';
import { audit } from './support/audit';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

// Every kind of page in the page table (web/pages/table/*.tsx), each loaded once, as a shopper's phone shows it (what
// Lighthouse measures). Pages with a layout of their own on wide screens are audited on both layouts: a category (the
// header's navigation and the filter sidebar) and a product (its columns). The home has the same header around one
// column of cards, and the search results the category's sidebar: phone only, like the text pages. The pages a shopper
// reaches only along a journey, and the forms a journey starts from, are audited with the same rules where that journey
// is tested: each checkout step and the confirmation (checkout.spec.ts); sign-up, sign-in, the forgotten password, a
// reset link, the cart drawer and the account page (account-and-cart.spec.ts); the activation and the account's orders
// (account-claims.spec.ts); an order's page (pay-with-epayco.spec.ts); contact and franchise (contact-form.spec.ts).
const pages: readonly (readonly [string, { tag?: string }])[] = [
  ['/', PHONE_ONLY],
  ['/proteinas/', {}],
  ['/proteinas/gold-standard-100-whey/', {}],
  ['/buscar/?q=creatina', PHONE_ONLY],
  ['/buscar/?q=zzzz', PHONE_ONLY], // nothing found: another try and the categories
  ['/terminos-condiciones/', PHONE_ONLY],
  ['/calculadora-de-calorias/?sexo=hombre&edad=25&peso=85&estatura=180&actividad=alta&objetivo=subir', PHONE_ONLY],
  ['/niveles/', PHONE_ONLY],
  ['/tabla-clasificacion/', PHONE_ONLY],
  ['/sistema-referidos/', PHONE_ONLY],
  ['/no-existe/', PHONE_ONLY],
  ['/error/?codigo=500', PHONE_ONLY],
  ['/checkout/', PHONE_ONLY], // the empty cart (with a product: checkout.spec.ts)
];

for (const [path, details] of pages) {
  test(`${path} scores 100 in Lighthouse's accessibility terms`, details, async ({ page }) => {
    await page.goto(path);
    await audit(page, path);
  });
}
