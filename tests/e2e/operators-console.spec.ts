import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { uniqueEmail } from './support/checkout';
import { placeOrderByApi } from './support/place-order';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { appCode, enrol, enrolmentLink } from './support/operators';

longFlows();

test(
  'the first owner enrols with TOTP and invites a warehouse operator, who enrols on the phone, cannot manage operators, and prepares, prints and ships an order the shopper sees leave',
  PHONE_ONLY,
  async ({ page, browser }) => {
    test.setTimeout(150_000);
    const link = enrolmentLink('owner');
    const ownerSecret = await enrol(page, link, 'Fornido2026dueña', async () => {
      await audit(page, 'alta de operador');
      await page.getByLabel('Código de tu aplicación').fill('000000');
      await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
      await expect(page.getByText('El código no coincide.')).toBeVisible();
    });
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(page.getByText('Laura Dueña <duena@fornido.co> · Dueño')).toBeVisible();
    expect(ownerSecret).not.toBe('');

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Ajustes' }).click();
    const rules = page.getByRole('table', { name: 'Reglas de la tienda' });
    await expect(rules.getByRole('row', { name: /Envío gratis desde/ })).toContainText('$ 4.000.000');
    await expect(rules.getByRole('row', { name: /MAX_OPEN_ORDERS_PER_BUYER/ })).toContainText('Variable de entorno');
    await audit(page, '/admin/ajustes/');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Catálogo' }).click();
    const variants = page.getByRole('table', { name: 'Presentaciones del catálogo' });
    await expect(variants.getByRole('row').nth(1)).toBeVisible();
    await audit(page, '/admin/catalogo/');
    // On a phone, the warehouse finds a presentation by its words instead of scrolling the whole catalogue.
    await page.getByLabel('Buscar por producto, sabor o referencia').fill('opti-men 150 TAB');
    await expect(variants.getByRole('row')).toHaveCount(2);
    await expect(variants.getByRole('row').nth(1)).toContainText('ON-OPM-150TAB');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Mensajes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    await audit(page, '/admin/mensajes/');
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Operadores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Operadores' })).toBeVisible();
    await audit(page, '/admin/operadores/');
    const invite = page.getByRole('region', { name: 'Invitar un operador' });
    await invite.getByLabel('Nombre').fill('Jorge Bodega');
    await invite.getByLabel('Correo').fill('jorge.bodega@fornido.co');
    await invite.getByLabel('Rol').selectOption({ label: 'Bodega' });
    await invite.getByRole('button', { name: 'Invitar' }).click();
    const invitation = await invite.getByRole('status').locator('code').textContent();
    const invited = new URL(invitation ?? '');
    await expect(page.getByRole('region', { name: 'Equipo' })).toContainText(
      'Jorge Bodega · jorge.bodega@fornido.co · Invitado',
    );

    // The warehouse operator, on their own phone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const warehouse = await phone.newPage();
    const secret = await enrol(warehouse, invited, 'Bodega2026segura');
    const sections = warehouse.getByRole('navigation', { name: 'Secciones' });
    await expect(sections.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Operadores' })).toHaveCount(0);
    await expect(sections.getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
    // Not the catalogue: its Stock, where a delivery received is added.
    await expect(sections.getByRole('link', { name: 'Catálogo' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Stock' }).click();
    await expect(warehouse.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await warehouse.getByLabel('Buscar por producto, sabor o referencia').fill('opti-men 90');
    await warehouse.getByLabel('Unidades recibidas de ON-OPM-90TAB').fill('3');
    await warehouse.getByRole('button', { name: 'Sumar al stock de ON-OPM-90TAB' }).click();
    const added = warehouse.getByRole('status').filter({ hasText: 'Stock de ON-OPM-90TAB' });
    await expect(added).toHaveText(/^Stock de ON-OPM-90TAB: \d+ → \d+\.$/);
    const [, before, after] = /(\d+) → (\d+)/.exec((await added.textContent()) ?? '') ?? [];
    expect(Number(after) - Number(before)).toBe(3);
    for (const closed of ['/admin/operadores/', '/admin/catalogo/productos/']) {
      await warehouse.goto(closed);
      await expect(warehouse.getByRole('alert')).toHaveText(
        'Tu rol no permite esta acción. Pídesela a un dueño o administrador.',
      );
    }

    // Signed out, the console sends them to its sign-in, which takes them back where they were going.
    await warehouse.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(warehouse.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await warehouse.goto('/admin/cuenta/');
    await expect(warehouse).toHaveURL(/\/admin\/entrar\/\?volver=%2Fcuenta%2F$/);
    await audit(warehouse, '/admin/entrar/');
    await warehouse.getByLabel('Correo').fill('jorge.bodega@fornido.co');
    await warehouse.getByLabel('Contraseña').fill('Bodega2026segura');
    // The enrolment used this 30-second code: the app's next one signs in.
    await warehouse.getByLabel('Código de verificación').fill(appCode(secret, 1));
    await warehouse.getByRole('button', { name: 'Entrar' }).click();
    await expect(warehouse.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    await expect(warehouse.getByText('Jorge Bodega <jorge.bodega@fornido.co> · Bodega')).toBeVisible();
    await audit(warehouse, '/admin/cuenta/');

    // A shopper's cash-on-delivery order, its page open on the shopper's phone.
    const placed = await placeOrderByApi(warehouse, {
      email: uniqueEmail('pedido.bodega'),
      name: 'Camila Rodríguez',
      paymentMethod: 'cash-on-delivery',
    });
    const shopper = await phone.newPage();
    await shopper.goto(placed.address);
    await expect(shopper.getByRole('heading', { level: 1 })).toContainText(placed.number);

    // The warehouse finds it, prepares it, prints its slip and ships it, on the phone.
    await sections.getByRole('link', { name: 'Pedidos' }).click();
    await warehouse.getByLabel('Buscar pedido').fill(placed.number);
    await warehouse.getByRole('button', { name: 'Buscar' }).click();
    await warehouse.getByRole('link', { name: new RegExp(placed.number) }).click();
    await expect(warehouse.getByRole('heading', { level: 1, name: `Pedido ${placed.number}` })).toBeVisible();
    const slip = warehouse.getByRole('region', { name: 'Guía de empaque' });
    await expect(slip).toContainText('Cobrar al entregar: $');
    await expect(slip).toContainText('Carrera 43A # 1-50');
    await audit(warehouse, '/admin/pedidos/:numero/');
    // Nor refunds: the API refuses the warehouse's session.
    expect((await warehouse.request.get(`/api/admin/v1/orders/${placed.number}/refund`)).status()).toBe(403);
    await warehouse.getByRole('button', { name: 'Empezar a preparar' }).click();
    await expect(warehouse.getByText('En preparación', { exact: false }).first()).toBeVisible();
    await warehouse.evaluate('window.print = () => { window.__printed = true; }');
    await warehouse.getByRole('button', { name: 'Imprimir guía de empaque' }).click();
    expect(await warehouse.evaluate('window.__printed === true')).toBe(true);
    await warehouse.getByLabel('Número de guía').fill('SERV-778899');
    await warehouse.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(warehouse.getByText('Enviado', { exact: false }).first()).toBeVisible();
    // The shopper's open page follows, live.
    await expect(shopper.getByText('Tu pedido va en camino (guía SERV-778899)')).toBeVisible({ timeout: 15_000 });
    await phone.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Equipo' })).toContainText(
      'Jorge Bodega · jorge.bodega@fornido.co · Activo',
    );
  },
);

test('the console is its own: never cached or indexed, and no shopper page loads a byte of it', async ({
  page,
  request,
}) => {
  // The address an operator types: served, not redirected.
  expect((await request.get('/admin/', { maxRedirects: 0 })).status()).toBe(200);
  const shell = await request.get('/admin/cuenta/');
  expect(shell.headers()['cache-control']).toBe('no-store');
  expect(shell.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await shell.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(src).toMatch(/^\/admin\/assets\//);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  for (const path of ['/', '/proteinas/', '/buscar/?q=creatina']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded.filter((p) => p.startsWith('/admin'))).toEqual([]);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
});
