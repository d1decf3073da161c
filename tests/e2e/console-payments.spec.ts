import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/checkout';
import { PHONE_ONLY } from './support/long-flows';
import { appCode, E2E_OPERATORS, enrol, enrolmentLink } from './support/operators';
import { placeOrderByApi } from './support/place-order';

const paula = E2E_OPERATORS.payments;

test(
  'a manager watches Pagos in Spanish: an open attempt, reconciliation now, a notification replayed; then changes her password, signs in with it and finds it all in Registro',
  PHONE_ONLY,
  async ({ page }) => {
    test.setTimeout(120_000);
    let recovery: readonly string[] = [];
    const secret = await enrol(page, enrolmentLink('payments'), 'Cobros2026seguros', undefined, (c) => (recovery = c));
    const order = await placeOrderByApi(page, { email: uniqueEmail('paz'), name: 'Paz Ortega', paymentMethod: 'cash' });
    const started = await page.request.post(`/api/v1/orders/${order.number}/payments`, {
      headers: order.headers,
      data: { method: 'cash', signature: order.signature, instrument: { kind: 'cash-voucher', network: 'efecty' } },
    });
    expect(started.status()).toBe(200);

    const sections = page.getByRole('navigation', { name: 'Secciones' });
    await sections.getByRole('link', { name: 'Pagos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
    const attempt = page.getByRole('list', { name: 'Intentos abiertos' }).getByRole('listitem').filter({
      hasText: order.number,
    });
    await expect(attempt).toContainText('pendiente');
    const reference = /ref\. (\S+)/.exec(await attempt.innerText())?.[1] ?? '';
    expect(reference).not.toBe('');

    await page.getByRole('button', { name: 'Conciliar ahora' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Se revisaron \d+ intentos abiertos/ })).toBeVisible();

    // The voucher is paid at the counter: ePayco's sandbox confirms it to the store, signed, as ePayco does.
    const paid = await page.request.post('/sandbox/epayco/control/settle', { data: { ref: reference, state: 1 } });
    expect(paid.status()).toBe(200);
    const notifications = page.getByRole('list', { name: 'Notificaciones recibidas' });
    const notification = notifications
      .getByRole('listitem')
      .filter({ hasText: `${order.number}: pendiente → aprobado` });
    await expect(async () => {
      await page.reload();
      await expect(notification).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(notification).toContainText('Firma válida');
    // Approved by this notification, or already by the store's own reconciliation timer.
    await expect(notification).toContainText(
      new RegExp(`Resultado: ${order.number}: (pendiente → aprobado|sigue aprobado)`),
    );
    await notification.getByRole('button', { name: /^Repetir la notificación/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Notificación \d+ repetida \(firma válida\)/ }),
    ).toContainText(`Resultado: repetida: ${order.number}: sigue aprobado.`);

    await sections.getByRole('link', { name: 'Mi cuenta' }).click();
    await page.getByLabel('Contraseña actual').fill('Cobros2026seguros');
    await page.getByLabel('Contraseña nueva').fill('Recaudo2026nueva');
    await page.getByLabel('Código de tu aplicación').fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('status')).toContainText('Tu contraseña cambió.');
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await page.getByLabel('Correo').fill(paula.email);
    await page.getByLabel('Contraseña').fill('Recaudo2026nueva');
    // The app's codes up to the next step are used: a recovery code signs in now.
    await page.getByLabel('Código de verificación').fill(recovery[0] ?? '');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();

    await sections.getByRole('link', { name: 'Registro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registro' })).toBeVisible();
    await page.getByLabel('Operador', { exact: true }).selectOption({ label: `${paula.name} (${paula.email})` });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const entries = page.getByRole('list', { name: 'Acciones de los operadores' }).getByRole('listitem');
    await expect(entries.first()).toContainText('Inicio de sesión');
    for (const kind of [
      'Contraseña cambiada',
      'Notificación de pago repetida',
      'Conciliación de pagos',
      'Alta de operador',
    ])
      await expect(entries.filter({ hasText: kind }).first()).toContainText(`${paula.name} · ${paula.email}`);
    await page.getByLabel('Acción', { exact: true }).selectOption({ label: 'Contraseña cambiada' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Sesiones cerradas');
  },
);
