import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { accountServer, signedUp } from './support/account-client';
import { placeOrder } from './support/online-orders';

const ctx = accountServer();

const referrerOf = async (number: string) =>
  (await ctx.server.container.get(T.orderStore).findByNumber(number))?.referrerId;
const referredByOf = async (id: string) => (await ctx.server.container.get(T.customers).findById(id))?.referredBy;
/** What a browser holding someone's referral link (and maybe a session) sends. */
const withLink = (code: string, session?: string) => ({
  cookie: session ? `${session}; fornido_ref=${code}` : `fornido_ref=${code}`,
});
const refusals = () => ctx.server.logged.filter((m) => m.startsWith('Self-referral refused')).length;

// A friend as unlike the referrers below as can be: another mailbox, document and phone.
const FRIEND = { email: 'amiga.verdadera@correo.co', documentNumber: '52111222', phone: '315 765 4321' };

describe('nobody earns gift credit by referring themselves', () => {
  it("a guest order from another spelling of the referrer's mailbox earns nothing; the operator is told", async () => {
    const rafael = await signedUp(ctx.server, { email: 'rafael.mora@gmail.com' });
    const link = withLink(rafael.account.referralCode);
    const before = refusals();
    for (const email of ['rafael.mora+compras@gmail.com', 'RafaelMora@googlemail.com', 'r.a.f.a.e.l.mora@gmail.com']) {
      const order = await placeOrder(ctx, 'nequi', link, { email });
      expect(await referrerOf(order.number), email).toBeNull();
    }
    expect(refusals() - before).toBe(3);
    const friend = await placeOrder(ctx, 'nequi', link, FRIEND);
    expect(await referrerOf(friend.number)).toBe(rafael.account.id);
  });

  it("an account signed up with another spelling of the referrer's mailbox is not theirs to refer", async () => {
    const rafa = await signedUp(ctx.server, { email: 'rafa@correo.co' });
    const dos = await signedUp(ctx.server, { email: 'Rafa+dos@correo.co', referralCode: rafa.account.referralCode });
    expect(await referredByOf(dos.account.id)).toBeNull();
    const friend = await signedUp(ctx.server, {
      email: 'rafa.amigo@correo.co',
      referralCode: rafa.account.referralCode,
    });
    expect(await referredByOf(friend.account.id)).toBe(rafa.account.id);
  });

  it("an order carrying the referrer's document or phone earns them nothing, by the account's referrer or a link", async () => {
    const rosa = await signedUp(ctx.server, { email: 'rosa.prieto@correo.co' });
    const profile = await ctx.http.patch(
      '/account',
      { documentType: 'CC', documentNumber: '43.555.666' },
      { cookie: rosa.cookie },
    );
    expect(profile.status).toBe(200);
    // Her phone is only on an order she placed herself.
    await placeOrder(ctx, 'nequi', { cookie: rosa.cookie }, { email: rosa.form.email, phone: '320 999 8877' });
    const pedro = await signedUp(ctx.server, {
      email: 'pedro.otro@correo.co',
      referralCode: rosa.account.referralCode,
    });
    expect(await referredByOf(pedro.account.id)).toBe(rosa.account.id);
    const asPedro = { email: pedro.form.email, documentNumber: '80123456', phone: '301 555 0000' };

    const before = refusals();
    const withDocument = await placeOrder(
      ctx,
      'nequi',
      { cookie: pedro.cookie },
      { ...asPedro, documentNumber: '43555666' },
    );
    const withPhone = await placeOrder(ctx, 'nequi', { cookie: pedro.cookie }, { ...asPedro, phone: '3209998877' });
    const guest = await placeOrder(ctx, 'nequi', withLink(rosa.account.referralCode), {
      ...FRIEND,
      phone: '3209998877',
    });
    for (const order of [withDocument, withPhone, guest]) expect(await referrerOf(order.number)).toBeNull();
    expect(refusals() - before).toBe(3);

    const own = await placeOrder(ctx, 'nequi', { cookie: pedro.cookie }, asPedro);
    expect(await referrerOf(own.number)).toBe(rosa.account.id);
  });
});
