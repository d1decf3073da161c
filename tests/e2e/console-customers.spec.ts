import { expect, test } from '@playwright/test';
import { audit } from './support/audit';
import { uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { signUpAndActivate } from './support/mailbox';
import { enrol, enrolmentLink } from './support/operators';
import { placeOrderByApi } from './support/place-order';

longFlows();

test(
  'support finds a customer by their document on the phone, opens them, sees their order and gift credit, and cannot adjust it',
  PHONE_ONLY,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A shopper with an account and a document in her profile places an order signed in.
    const email = uniqueEmail('lucia.cliente');
    await signUpAndActivate(page, 'Lucía Pardo Gómez', email);
    const headers = { Origin: new URL(page.url()).origin, Accept: 'application/json' };
    const document = `7${String(Date.now()).slice(-9)}`;
    const profile = await page.request.patch('/api/v1/account', {
      headers,
      data: { documentType: 'CC', documentNumber: document },
    });
    expect(profile.status()).toBe(200);
    const placed = await placeOrderByApi(page, { email, name: 'Lucía Pardo Gómez', paymentMethod: 'cash-on-delivery' });

    // Support, on their own phone.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const support = await phone.newPage();
    await enrol(support, enrolmentLink('support'), 'Clientes2026segura');
    const sections = support.getByRole('navigation', { name: 'Secciones' });
    await expect(sections.getByRole('link', { name: 'Pagos' })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Clientes' }).click();
    await expect(support.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    // Typed as it is printed on the cédula, with dots.
    await support.getByLabel('Buscar cliente').fill(document.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
    await support.getByRole('button', { name: 'Buscar' }).click();
    const found = support.getByRole('list', { name: 'Clientes encontrados' }).getByRole('link');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(email);
    await audit(support, '/admin/clientes/');
    await found.click();

    await expect(support.getByRole('heading', { level: 1, name: 'Lucía Pardo Gómez' })).toBeVisible();
    await expect(support.getByText(`CC ${document}`)).toBeVisible();
    const orders = support.getByRole('list', { name: 'Pedidos del cliente' });
    await expect(orders.getByRole('link', { name: new RegExp(placed.number) })).toContainText('Contraentrega');
    const credit = support.getByRole('region', { name: 'Saldo de regalo' });
    await expect(credit).toContainText('$ 0');
    await expect(credit).toContainText('Sin movimientos.');
    await expect(credit.getByLabel('Monto en pesos')).toHaveCount(0);
    await expect(credit.getByRole('button', { name: 'Guardar ajuste' })).toHaveCount(0);
    await expect(support.getByRole('region', { name: 'Consentimiento' })).toContainText('Ofertas por correo: no');
    await audit(support, '/admin/clientes/:correo/');
    // The API refuses it too, whatever the page offers.
    const adjusted = await support.request.post(`/api/admin/v1/customers/${encodeURIComponent(email)}/credit`, {
      headers: { Origin: new URL(support.url()).origin, Accept: 'application/json' },
      data: { amount: 5_000, reason: 'Compensación' },
    });
    expect(adjusted.status()).toBe(403);

    // The order opens in Pedidos.
    await orders.getByRole('link', { name: new RegExp(placed.number) }).click();
    await expect(support.getByRole('heading', { level: 1, name: `Pedido ${placed.number}` })).toBeVisible();
    await phone.close();
  },
);
