import { expect, test } from '@playwright/test';
import {
  addToCart,
  confirmOrder,
  expectPaid,
  formatted,
  payByCard,
  throughBuyer,
  throughShipping,
  uniqueEmail,
} from './support/checkout';
import { longFlows, PHONE_ONLY } from './support/long-flows';
import { signUpAndActivate } from './support/mailbox';

longFlows();

// Five units of the checkout specs' product at $ 129.900: the referrer earns 7 % of it (POLICY.md).
const CREDIT = Math.floor(5 * 129_900 * 0.07);

test(
  'an invited guest sees who invited them; their paid order mails the referrer and updates the open account live',
  PHONE_ONLY,
  async ({ page, browser }) => {
    // Two shoppers, a card payment and a mail: on a 2-core machine shared with other test runs this journey took over
    // two minutes (every assertion passing), so it gets three.
    test.setTimeout(180_000);
    // The referrer signs up and keeps their account open, heard live.
    const referrer = uniqueEmail('sofia-lazo');
    await signUpAndActivate(page, 'Sofía Martínez Herrera', referrer);
    await page.goto('/micuenta/');
    const link = await page.getByLabel('Tu enlace de referido').inputValue();
    await expect(page.getByText(`Tu saldo de regalo: ${formatted(0)}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invita a tus amigos' })).toContainText('Aún no tienes referidos');
    await expect(page.getByRole('region', { name: 'Tus beneficios en Fornido' }).getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('status').filter({ hasText: 'En vivo' })).toBeVisible({ timeout: 15_000 });
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    // A friend opens the link: the store says who invited them and what it means, by first name only.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    const { pathname, search } = new URL(link);
    await friend.goto(`${pathname}${search}`);
    const banner = friend.getByRole('region', { name: 'Tu invitación' });
    await expect(banner.getByText('Sofía te invitó a Fornido')).toBeInViewport();
    await expect(banner).toContainText('no te cuesta nada');
    await expect(banner).not.toContainText(referrer);
    await expect(banner).not.toContainText('Herrera');

    // They buy as a guest, reminded at checkout, and pay by card.
    await addToCart(friend, 5);
    await throughBuyer(friend, { name: 'Mateo Álvarez', email: uniqueEmail('mateo-invitado') });
    await expect(friend.getByText('Sofía te invitó: con tu compra, Sofía gana saldo de regalo')).toBeVisible();
    await throughShipping(friend);
    await friend.getByRole('radio', { name: /^Tarjeta de crédito o débito/ }).check();
    await confirmOrder(friend);
    await payByCard(friend);
    await expectPaid(friend);

    // The open account shows the credit and the guest among the referrals, without a reload.
    await expect(page.getByText(`Tu saldo de regalo: ${formatted(CREDIT)}`)).toBeVisible({ timeout: 20_000 });
    const referrals = page.getByRole('list', { name: 'Tus referidos' });
    await expect(referrals).toContainText('Mateo Á.');
    await expect(page.getByText('Aún no tienes referidos')).toHaveCount(0);
    expect(reloaded).toBe(false);

    await friendContext.close();

    // The mail of the credit arrived: the sandbox mailbox, in another tab (the account page stays as it is).
    const mailbox = await page.context().newPage();
    const subject = `Ganaste ${formatted(CREDIT)} por el pedido de un referido`;
    await expect(async () => {
      await mailbox.goto('/sandbox/correo/');
      await expect(mailbox.getByRole('row').filter({ hasText: referrer }).filter({ hasText: subject })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
  },
);
