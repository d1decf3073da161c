import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { enrol, enrolmentLink } from './support/operators';
import { placeOrderByApi } from './support/place-order';

longFlows();

/** The month it is now in Bogotá, as the console asks for it ("2026-11"). */
const bogotaMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

test(
  "a manager opens Inicio on the day's figures, sees a shopper's order join the orders to prepare live, and reads and downloads the month's Informes",
  PHONE_ONLY,
  async ({ page }) => {
    test.setTimeout(120_000);
    await enrol(page, enrolmentLink('accountant'), 'Informes2026seguros');
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    const sales = page.getByRole('table', { name: /^Ventas/ });
    await expect(sales.getByRole('row', { name: /^Hoy,/ })).toContainText('$');
    await expect(sales.getByRole('row', { name: /^Este mes,/ })).toContainText('$');
    await expect(page.getByRole('table', { name: /Experiencia de los compradores/ })).toBeVisible();
    await expect(page.getByRole('status').first()).toHaveText(/^En vivo/);
    const toPrepare = page
      .getByRole('region', { name: 'Pedidos por atender' })
      .getByRole('listitem')
      .filter({ hasText: 'Por preparar' })
      .locator('strong');
    const before = Number(await toPrepare.textContent());
    await audit(page, '/admin/');

    // A shopper pays cash on delivery somewhere else: the count moves without a reload.
    await placeOrderByApi(page, {
      email: uniqueEmail('inicio.consola'),
      name: 'Camila Rodríguez',
      paymentMethod: 'cash-on-delivery',
    });
    // Other specs run beside this one on the same store and may add orders too: the count rises, whatever else arrives.
    await expect.poll(async () => Number(await toPrepare.textContent()), { timeout: 15_000 }).toBeGreaterThan(before);

    const sections = page.getByRole('navigation', { name: 'Secciones' });
    await sections.getByRole('link', { name: 'Informes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
    // The bar marks the open section only.
    await expect(sections.locator('[aria-current="page"]')).toHaveText(['Informes']);
    await expect(page.getByLabel('Mes')).toHaveValue(bogotaMonth());
    const days = page.getByRole('region', { name: 'Ventas por día' });
    await expect(days.getByRole('img', { name: /^Ingresos: Ventas por día, / })).toBeVisible();
    await expect(days.getByRole('table', { name: /^Ventas por día, / }).getByRole('row')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Resumen de IVA' }).getByRole('table')).toBeVisible();
    await audit(page, '/admin/informes/');

    const downloading = page.waitForEvent('download');
    await days.getByRole('link', { name: /Descargar CSV/ }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`ventas-${bogotaMonth()}-day.csv`);
    const lines = readFileSync(await file.path(), 'utf8').split('\n');
    expect(lines[0]).toBe('section,key,orders,units,revenue,iva,base');
    expect(lines.slice(1).every((l) => l.startsWith(`day,${bogotaMonth()}-`))).toBe(true);

    // Another month, chosen on the picker.
    await page.getByLabel('Mes').fill('2020-01');
    await page.getByRole('button', { name: 'Ver informe' }).click();
    await expect(page.getByText('Ventas de enero de 2020')).toBeVisible();
  },
);
