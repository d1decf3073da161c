import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { audit } from './support/audit';
import { DESK_ONLY, longFlows } from './support/long-flows';
import { enrol, enrolmentLink } from './support/operators';

longFlows();

/** A square photo of a red tub on white, as a PNG, made here rather than committed. */
const aPhoto = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect x="140" y="100" width="200" height="280" rx="24" fill="#D41D38"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

test(
  'a manager creates a product with two variants and a photo, describes the photo, raises its prices with a preview, exports the catalogue and imports it back, and the shop shows it',
  DESK_ONLY,
  async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await enrol(page, enrolmentLink('manager'), 'Suplementos2026catalogo');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Catálogo' }).click();
    await page.getByRole('navigation', { name: 'Catálogo' }).getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('link', { name: 'Nuevo producto' }).click();

    await page.getByLabel('Nombre', { exact: true }).fill('Whey Consola Chocolate');
    await page.getByLabel('Dirección', { exact: true }).fill('Whey Consola');
    await page.getByLabel('Marca').selectOption({ label: 'Optimum Nutrition' });
    await page.getByLabel('Categoría').selectOption({ label: 'Proteínas' });
    await page.getByLabel('Objetivo').selectOption({ label: 'Ganar masa' });
    await page.getByLabel('Resumen').fill('Proteína de suero creada en la consola.');
    await page.getByLabel('Descripción', { exact: true }).fill('Una proteína de prueba.\n\nCon dos párrafos.');
    await page.getByLabel('Porción').fill('1 scoop (30 g)');
    await page.getByLabel('Registro INVIMA').fill('RSiA20I000999');
    await page.getByLabel('A la venta').check();
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByLabel('Dirección', { exact: true })).toHaveAccessibleDescription(
      'Usa minúsculas sin tildes, números y guiones, sin espacios (por ejemplo whey-gold-standard).',
    );
    await page.getByLabel('Dirección', { exact: true }).fill('whey-consola');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Whey Consola Chocolate' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/catalogo\/productos\/whey-consola\/$/);

    const added = page.getByRole('region', { name: 'Nueva presentación' });
    for (const [sku, size, weight, price] of [
      ['WC-2LB-CHOC', '2 lb', '907', '150000'],
      ['WC-5LB-CHOC', '5 lb', '2268', '320000'],
    ]) {
      await added.getByLabel('Referencia (SKU)').fill(sku);
      await added.getByLabel('Tamaño').fill(size);
      await added.getByLabel('Sabor').fill('Chocolate');
      await added.getByLabel('Peso (g)').fill(weight);
      await added.getByLabel('Porciones').fill('30');
      await added.getByLabel('Precio', { exact: true }).fill(price);
      await added.getByLabel('Stock', { exact: true }).fill('20');
      await added.getByRole('button', { name: 'Agregar presentación' }).click();
      await expect(page.getByRole('status')).toHaveText(`Presentación ${sku} agregada.`);
    }

    await page
      .getByLabel('Foto nueva')
      .setInputFiles({ name: 'tarro.png', mimeType: 'image/png', buffer: await aPhoto() });
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await expect(page.getByRole('status')).toHaveText('Foto subida.');
    await expect(page.getByRole('img', { name: 'Whey Consola Chocolate' })).toBeVisible();
    // Its text for people who do not see it: the product's name until the manager writes what it shows.
    const described = 'Tarro rojo de Whey Consola Chocolate sobre fondo blanco';
    await page.getByLabel('Texto de la foto 1', { exact: true }).fill(' '.repeat(3));
    await page.getByRole('button', { name: 'Guardar texto de la foto 1' }).click();
    await expect(page.getByLabel('Texto de la foto 1', { exact: true })).toHaveAccessibleDescription(
      /Escribe qué muestra la foto, de 1 a 125 caracteres\./,
    );
    await page.getByLabel('Texto de la foto 1', { exact: true }).fill(described);
    await page.getByRole('button', { name: 'Guardar texto de la foto 1' }).click();
    await expect(page.getByRole('status')).toHaveText('Texto de la foto 1 guardado.');
    await expect(page.getByRole('img', { name: described })).toBeVisible();
    await audit(page, '/admin/catalogo/productos/whey-consola/');

    await page.getByRole('navigation', { name: 'Catálogo' }).getByRole('link', { name: 'Cambio de precios' }).click();
    await page.getByLabel('Porcentaje').fill('7,5');
    await page.getByLabel('Buscar').fill('whey-consola');
    await page.getByRole('button', { name: 'Ver cambios' }).click();
    const preview = page.getByRole('table', { name: 'Vista previa: 2 presentaciones' });
    // 150 000 × 1,075 = 161 250 and 320 000 × 1,075 = 344 000, to the nearest 100 pesos.
    await expect(preview.getByRole('row', { name: /WC-2LB-CHOC/ })).toContainText('$ 150.000$ 161.300');
    await expect(preview.getByRole('row', { name: /WC-5LB-CHOC/ })).toContainText('$ 320.000$ 344.000');
    await audit(page, '/admin/catalogo/precios/');
    await page.getByRole('button', { name: 'Aplicar a 2 presentaciones' }).click();
    await expect(page.getByRole('status')).toHaveText('Precios cambiados: 2 presentaciones.');

    await page.getByRole('navigation', { name: 'Catálogo' }).getByRole('link', { name: 'Archivo CSV' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const exported = testInfo.outputPath('catalogo.csv');
    await (await downloading).saveAs(exported);
    const csv = await readFile(exported, 'utf8');
    const line = csv.split('\r\n').find((l) => l.includes('WC-2LB-CHOC'))!;
    expect(line).toContain(',161300,');

    const upload = page.getByLabel('Subir un archivo CSV');
    await upload.setInputFiles(exported);
    await page.getByRole('button', { name: 'Probar el archivo' }).click();
    await expect(page.getByText(/^Sin cambios: el archivo dice lo mismo que el catálogo/)).toBeVisible();

    const edited = join(testInfo.outputPath(), 'catalogo-editado.csv');
    await writeFile(edited, csv.replace(line, line.replace(',161300,', ',159900,')));
    await upload.setInputFiles(edited);
    await page.getByRole('button', { name: 'Probar el archivo' }).click();
    await expect(page.getByRole('heading', { name: 'Prueba: nada se ha cambiado aún' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Cambios del archivo' }).getByRole('row', { name: /WC-2LB-CHOC/ }),
    ).toContainText('price 161300 → 159900');
    await page.getByRole('button', { name: 'Aplicar los cambios' }).click();
    await expect(page.getByRole('heading', { name: 'Cambios aplicados' })).toBeVisible();

    await page.goto('/proteinas/whey-consola/');
    await expect(page.getByRole('heading', { level: 1, name: 'Whey Consola Chocolate' })).toBeVisible();
    await expect(page.getByText('$ 159.900').first()).toBeVisible();
    // The product page's picture says what the manager wrote.
    const photo = page.getByRole('main').getByRole('img', { name: described });
    await expect(photo).toHaveAttribute('src', /\/img\/productos\/whey-consola-/);
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  },
);
