import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { longFlows, PHONE_ONLY } from './support/long-flows';

longFlows();

test(
  'a shopper writes to the store from /contactenos/, both mails arrive, and the franchise form picks a city',
  PHONE_ONLY,
  async ({ page }) => {
    const email = `contacto.${Date.now()}@correo.co`;
    await page.goto('/contactenos/');
    const form = page.getByRole('region', { name: 'Escríbenos' });
    // The form comes alive when the shopper turns to it (web/islands/): its script has taken it over once the
    // browser's own checks are off.
    await form.getByLabel('Nombre y apellido').focus();
    await expect(form.locator('form')).toHaveAttribute('novalidate', '');
    await audit(page, '/contactenos/');
    // Sent empty: each field says what it needs, in Spanish, and the first wrong one takes the focus.
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByText('Escribe tu nombre.')).toBeVisible();
    await expect(form.getByLabel('Nombre y apellido')).toBeFocused();
    await expect(form.getByText('Para enviarnos tus datos debes aceptar')).toBeVisible();
    await form.getByLabel('Nombre y apellido').fill('Valentina Ospina');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Tema').selectOption({ label: 'Asesoría sobre productos' });
    await form
      .getByLabel('Tu mensaje')
      .fill('¿Qué creatina me recomiendan para empezar? Entreno cuatro veces por semana.');
    await form.getByRole('checkbox', { name: /Autorizo a Fornido/ }).check();
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Recibimos tu mensaje.');
    await expect(status).toBeFocused();
    await audit(page, '/contactenos/ once sent');

    const row = (subject: string) => page.getByRole('row').filter({ hasText: subject }).first();
    await expect(async () => {
      await page.goto('/sandbox/correo/');
      await expect(row('Contacto: Asesoría sobre productos — Valentina Ospina')).toBeVisible({ timeout: 1_000 });
      await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await row('Contacto: Asesoría sobre productos — Valentina Ospina').getByRole('link').press('Enter');
    await expect(page.getByText(`Responder a: ${email}`)).toBeVisible();
    await expect(page.locator('pre')).toContainText('¿Qué creatina me recomiendan para empezar?');

    // The franchise form: its cities follow the department once the page runs.
    await page.goto('/franquicias/');
    const franchise = page.getByRole('region', { name: 'Quiero una franquicia' });
    await franchise.getByLabel('Departamento').focus();
    await expect(franchise.locator('form')).toHaveAttribute('novalidate', '');
    await franchise.getByLabel('Departamento').selectOption({ label: 'Quindío' });
    const cities = franchise.getByLabel('Ciudad o municipio').locator('option');
    await expect(cities.filter({ hasText: 'Armenia' })).toHaveCount(1);
    await expect(cities.filter({ hasText: 'Medellín' })).toHaveCount(0);
    await audit(page, '/franquicias/');
  },
);
