import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { REFERRAL_CREDIT_MAIL_SUBSCRIBER } from '../../core/loyalty/referral-credit-mail';
import { formatPesos } from '../../core/shared/format';
import { accountServer, mailsTo, signedUp } from './support/account-client';
import { paidNequiOrder } from './support/online-orders';

const ctx = accountServer();

/** A guest who came by the referrer's link (its cookie) pays an order by Nequi; the outbox's subscribers then run. */
const guestReferredPurchase = (code: string, buyer: { name: string; email: string }) =>
  paidNequiOrder(ctx, { cookie: `fornido_ref=${code}` }, buyer);

describe("a referred guest's paid order", () => {
  it('mails the referrer the credit and balance once, even when the event is delivered again, and lists the guest', async () => {
    const referrer = await signedUp(ctx.server, { name: 'Sofía Martínez Herrera' });
    const order = await guestReferredPurchase(referrer.account.referralCode as string, {
      name: 'Mateo Álvarez',
      email: 'mateo.invitado@correo.co',
    });
    const credit = Math.floor(order.totals.subtotal * 0.07);
    const subject = `Ganaste ${formatPesos(credit)} por el pedido de un referido`;
    const credited = async () => (await mailsTo(ctx.server, referrer.form.email)).filter((m) => m.subject === subject);
    const [mail] = await credited();
    expect(mail.text).toContain(`Tu saldo de regalo ahora es ${formatPesos(credit)}.`);
    expect(mail.text).toContain('https://fornido.co/micuenta/');
    expect(mail.text).not.toContain('Mateo');
    expect(mail.text).not.toContain(order.number);

    // The same event again (a dispatcher whose lease ran out): no second mail.
    const [event] = (await ctx.server.container.get(T.eventOutbox).list({ limit: 50 })).filter(
      (e) => e.orderNumber === order.number && e.type === 'payment-approved',
    );
    const subscriber = ctx.server.container
      .get(T.eventSubscribers)
      .find((s) => s.name === REFERRAL_CREDIT_MAIL_SUBSCRIBER)!;
    await subscriber.handle(event);
    expect(await credited()).toHaveLength(1);

    // The guest is one of the referrer's referrals, by alias, beside the credit they earned.
    const view = await ctx.http.get('/account/referrals', { cookie: referrer.cookie });
    expect(view.json.own.friends).toEqual([expect.objectContaining({ alias: 'Mateo Á.', how: 'bought' })]);
    expect(view.json.own.balance).toBe(credit);
    const page = (await (await ctx.server.get('/micuenta/', { headers: { cookie: referrer.cookie } })).text()).replace(
      /<!-- -->/g,
      '',
    );
    expect(page).toContain('Mateo Á.');
    expect(page).not.toContain('Aún no tienes referidos');
  });
});

describe('the invited visitor', () => {
  const invitationOf = (cookie?: string) => ctx.http.get('/referrals/invitation', cookie ? { cookie } : {});

  it('is flagged by a readable cookie on arrival and told the first name of who invited them, never more', async () => {
    const referrer = await signedUp(ctx.server, { name: 'Laura Camila Pérez' });
    const code = referrer.account.referralCode as string;
    const arrival = await ctx.server.get(`/?ref=${code}`, { redirect: 'manual' });
    const cookies = arrival.headers.getSetCookie();
    const flag = cookies.find((c) => c.startsWith('fornido_invitado=1'));
    expect(flag).toBeDefined();
    expect(flag).not.toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('fornido_ref='))).toMatch(/HttpOnly/);

    const res = await invitationOf(`fornido_ref=${code}; fornido_invitado=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json).toEqual({ invitation: { referrerFirstName: 'Laura', percentageToGift: 0.07 } });
    expect(JSON.stringify(res.json)).not.toContain(referrer.form.email);
  });

  it('is nobody without a link, with an unknown code, or when the link is their own', async () => {
    const owner = await signedUp(ctx.server);
    expect((await invitationOf()).json).toEqual({ invitation: null });
    expect((await invitationOf('fornido_ref=NOEXISTE99')).json).toEqual({ invitation: null });
    expect((await invitationOf('fornido_ref=%3Cscript%3E')).json).toEqual({ invitation: null });
    const own = `${owner.cookie}; fornido_ref=${owner.account.referralCode as string}`;
    expect((await invitationOf(own)).json).toEqual({ invitation: null });
  });
});
