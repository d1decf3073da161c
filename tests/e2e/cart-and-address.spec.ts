import { expect, test, type Page } from '@playwright/test';
import { PRODUCT, PRODUCT_NAME } from './support/checkout';
import { PHONE_ONLY } from './support/long-flows';
import { formReady } from './support/sign-in';

/** Puts lines in the browser's cart as an earlier visit would have left them (web/state/cart.ts, version 1). */
const withCart = (page: Page, lines: readonly { sku: string; quantity: number }[]) =>
  page.addInitScript((data) => localStorage.setItem('fornido.carrito', JSON.stringify({ v: 1, data })), lines);

/** $ 789.600 of creatine: far below half of the $ 4.000.000 free-shipping threshold. */
const SMALL_CART = [
  { sku: 'ON-CRM-600G', quantity: 3 },
  { sku: 'ON-CRM-300G', quantity: 1 },
];

/** Long enough for a page that hydrates at its first idle moment on a busy machine; not a measure of speed. */
const HYDRATED = 20_000;

test.describe('the cart and the address forms', () => {
  test('a mistyped e-mail domain gets a suggestion that one tap applies', PHONE_ONLY, async ({ page }) => {
    await page.goto('/cuenta/registro/');
    await formReady(page, 'Crear cuenta');
    const email = page.getByLabel('Correo electrónico');
    await email.fill('laura@gmial.com');
    await email.blur();
    await expect(page.getByText('¿Quisiste decir laura@gmail.com?')).toBeVisible();
    await page.getByRole('button', { name: 'laura@gmail.com' }).click();
    await expect(email).toHaveValue('laura@gmail.com');
    await expect(email).toBeFocused();
    await expect(page.getByText('¿Quisiste decir')).toHaveCount(0);
  });

  test('a cart far from free shipping shows what shipping costs, not what is missing', PHONE_ONLY, async ({ page }) => {
    // Three pages, each read once hydrated: more than the 30 s default on a busy 2-core machine.
    test.setTimeout(60_000);
    await withCart(page, SMALL_CART);
    await page.goto('/checkout/');
    const summary = page.getByRole('complementary', { name: 'Resumen del carrito' });
    // The cart is read once the page hydrates, at its first idle moment (up to 6 s on a phone, web/boot.ts).
    await expect(summary.getByText('$ 789.600')).toBeVisible({ timeout: HYDRATED });
    await expect(summary.getByText(/^Envío desde \$ [\d.]+/)).toBeVisible();
    await expect(summary.getByText(/Te faltan/)).toHaveCount(0);

    // Once the shopper's city is known (the buyer step), the price is that city's.
    await page.goto('/checkout/datos-personales/');
    await formReady(page, 'Continuar al envío');
    await page.getByLabel('Departamento').selectOption({ label: 'Antioquia' });
    await page.getByLabel('Ciudad o municipio').selectOption({ label: 'Medellín' });
    await page.goto('/checkout/');
    await expect(summary.getByText(/^Envío estándar a Medellín: \$ [\d.]+/)).toBeVisible({ timeout: HYDRATED });
    await expect(summary.getByText(/Te faltan/)).toHaveCount(0);
  });

  test('the quantity stepper says the limit per product when it stops', PHONE_ONLY, async ({ page }) => {
    await page.goto(PRODUCT);
    const stepper = page.getByRole('group', { name: `Cantidad de ${PRODUCT_NAME}` });
    const more = stepper.getByRole('button', { name: 'Agregar una unidad' });
    await expect(more).toBeEnabled();
    await expect(page.getByText('Máximo 10 unidades por producto')).toHaveCount(0);
    for (let units = 1; units < 10; units++) await more.click();
    await expect(stepper.getByRole('status')).toHaveText('10');
    await expect(page.getByText('Máximo 10 unidades por producto')).toBeInViewport();
  });

  test(
    'departments are in name order, Bogotá first, and a city is found inside its name',
    PHONE_ONLY,
    async ({ page }) => {
      await withCart(page, SMALL_CART);
      await page.goto('/checkout/datos-personales/');
      await formReady(page, 'Continuar al envío');
      const department = page.getByLabel('Departamento');
      const city = page.getByLabel('Ciudad o municipio');
      const names = (await department.getByRole('option').allTextContents()).slice(1);
      expect(names.slice(0, 4)).toEqual(['Bogotá D.C.', 'Amazonas', 'Antioquia', 'Arauca']);
      expect(names.indexOf('Chocó')).toBeLessThan(names.indexOf('Cundinamarca'));

      // Bogotá D.C. has one municipality: choosing the department chooses it.
      await department.selectOption({ label: 'Bogotá D.C.' });
      await expect(city).toHaveValue('11001');

      // "Cali" finds Santiago de Cali, and choosing it fills the department too.
      const search = page.getByRole('combobox', { name: 'Busca tu ciudad' });
      await search.fill('Cali');
      await page.getByRole('option', { name: 'Santiago de Cali, Valle del Cauca' }).click();
      await expect(department).toHaveValue('76');
      await expect(city).toHaveValue('76001');
      await search.fill('cartagena');
      await expect(page.getByRole('option', { name: 'Cartagena de Indias, Bolívar' })).toBeVisible();
    },
  );
});
