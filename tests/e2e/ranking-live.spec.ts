import { expect, test } from '@playwright/test';
import { confirmOrder, expectPaid, payByCard, toOnlinePaymentStep, uniqueEmail } from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';

// The ranking heard live: a signed-in shopper keeps /tabla-clasificacion/ open in one tab and pays an order in another;
// the table shows them with the order's points without a reload (ranking.updated on the `ranking` channel, sent after
// the points are recorded). Phone only: the table's layout does not change with the width.
longFlows();

test(
  'a paid order moves this month’s ranking while it is open, without reloading',
  PHONE_ONLY,
  async ({ page, context }) => {
    const signUp = await page.request.post('/api/v1/auth/sign-up', {
      data: {
        name: 'Mateo Salazar Restrepo',
        email: uniqueEmail('tabla'),
        password: 'Creatina-2026',
        privacyConsent: true,
        marketingConsent: false,
      },
    });
    expect(signUp.status()).toBe(201);

    const table = await context.newPage();
    await table.goto('/tabla-clasificacion/');
    await expect(table.getByRole('heading', { level: 1 })).toHaveText('Tabla de clasificación');
    await expect(table.locator('[data-en-vivo]')).toHaveAttribute('data-en-vivo', 'connected', { timeout: 15_000 });
    await expect(table.getByText(/clientes? viendo la tabla|Solo tú estás viendo la tabla ahora\./)).toBeVisible();
    await expect(table.getByText(/^No tienes puntos en /)).toBeVisible();
    let reloaded = false;
    table.on('framenavigated', (frame) => {
      if (frame === table.mainFrame()) reloaded = true;
    });

    // Five units of $ 129.900: 649 points (one per $ 1.000 of the products' subtotal).
    await toOnlinePaymentStep(page, 'tabla');
    await page.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await confirmOrder(page);
    await payByCard(page);
    await expectPaid(page);

    const mine = table.locator('tr[data-mia]');
    await expect(mine).toContainText('Mateo R.', { timeout: 15_000 });
    await expect(mine).toContainText('649');
    await expect(mine.getByText('Tú')).toBeVisible();
    await expect(table.getByText(/^No tienes puntos en /)).toBeHidden();
    expect(reloaded).toBe(false);
  },
);
