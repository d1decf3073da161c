import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { TestServer } from '../support/test-server';
import { MINUTE, aSignUp, accountServer, mailsTo, olderAccount, signedUp } from './support/account-client';

const ctx = accountServer();
const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

let placed = 0;
/** A guest order paid on delivery, placed as a shopper who is not signed in, with `email`. */
const guestOrder = async (email: string) => {
  placed += 1;
  const lines = [{ sku: `P${String(3 + (placed % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 1 }];
  const choice = { lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: 'cash-on-delivery' };
  const price = await ctx.http.post('/checkout/price', choice);
  const res = await ctx.http.post('/orders', {
    idempotencyKey: `claim-test-${String(placed).padStart(6, '0')}`,
    lines,
    buyer: {
      name: 'Camila Rodríguez',
      email,
      documentType: 'CC',
      documentNumber: `10203040${String(placed).padStart(2, '0')}`,
      phone: `300 123 45${String(placed).padStart(2, '0')}`,
      line1: 'Calle 10 # 43-20',
      line2: '',
      notes: '',
      consent: true,
      ...MEDELLIN,
    },
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
    expectedTotal: price.json.totals.total,
  });
  expect(res.status).toBe(201);
  return res.json.order.number as string;
};

const verifyLinkIn = async (server: TestServer, email: string, template: string) => {
  const mail = (await mailsTo(server, email)).find((m) => m.template === template);
  expect(mail?.html).toMatch(/href="https:\/\/fornido\.co\/cuenta\/verificar-correo\/\?token=[A-Za-z0-9_-]{43}"/);
  return /\/cuenta\/verificar-correo\/\?token=[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
};

const ownOrders = async (cookie: string) =>
  ((await ctx.http.get('/account/orders', { cookie })).json.orders as { number: string }[]).map((o) => o.number);

const page = async (path: string, cookie?: string) => {
  const res = await ctx.server.get(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, html: await res.text() };
};

/** Asks for the verification mail as the signed-in owner does from the account page, and answers its link. */
const mailedLink = async (email: string, cookie: string) => {
  expect((await ctx.http.post('/account/verification', undefined, { cookie })).status).toBe(202);
  return verifyLinkIn(ctx.server, email, 'email-verification');
};

describe('email verification', () => {
  it('claims the guest orders of the email when the activation link is opened, with a claimed event each', async () => {
    const email = 'camila.claims@correo.co';
    const first = await guestOrder(email);
    const second = await guestOrder('Camila.Claims@Correo.co');
    const { cookie, account } = await signedUp(ctx.server, { email });
    expect(account.emailVerified).toBe(true);
    expect((await ownOrders(cookie)).sort()).toEqual([first, second].sort());
    const events = await ctx.server.container.get(T.eventOutbox).list({ limit: 50 });
    expect(
      events
        .filter((e) => e.type === 'claimed')
        .map((e) => e.orderNumber)
        .sort(),
    ).toEqual([first, second].sort());
  });

  it("verifies an older account's email only when the mailed link is opened, claiming its guest orders", async () => {
    const email = 'marta.antigua@correo.co';
    const first = await guestOrder(email);
    const second = await guestOrder('Marta.Antigua@Correo.co');
    const { cookie } = await olderAccount(ctx.server, email);
    expect(await ownOrders(cookie)).toEqual([]);

    const link = await mailedLink(email, cookie);
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Correo confirmado');
    expect(opened.html).toContain('Los 2 pedidos que hiciste como invitado ya están en tu cuenta.');
    expect((await ownOrders(cookie)).sort()).toEqual([first, second].sort());
    expect((await ctx.http.get('/account', { cookie })).json.account.emailVerified).toBe(true);

    const again = await page(link);
    expect(again.status).toBe(410);
    expect(again.html).toContain('Este enlace ya se usó');
    // Opened again by the signed-in owner: the address is confirmed already, nothing to fix.
    const mine = await page(link, cookie);
    expect(mine.status).toBe(410);
    expect(mine.html).toContain('Tu correo ya está confirmado');
  });

  it('never lets someone who typed another person’s email claim their orders', async () => {
    const victim = 'ana.victima@correo.co';
    const order = await guestOrder(victim);
    // Someone signs up with Ana's address: no account, no session, and the link goes to Ana's mailbox, never to them.
    const intruder = await ctx.http.post('/auth/sign-up', aSignUp({ email: victim }));
    expect(intruder.status).toBe(202);
    expect(intruder.headers.get('set-cookie')).toBeNull();
    for (const path of ['/auth/verify-email', '/auth/activate']) {
      const guessed = await ctx.http.post(path, { token: 'A'.repeat(43) });
      expect(guessed.status).toBe(400);
      expect(guessed.json.error.message).toContain('no es válido');
    }
    expect((await page('/cuenta/verificar-correo/?token=inventado')).status).toBe(400);
    expect((await ctx.server.container.get(T.orderStore).findByNumber(order))!.customerId).toBeNull();
    // Another account's activation claims only its own email's orders.
    const other = await signedUp(ctx.server, { email: 'beto.otro@correo.co' });
    expect(await ownOrders(other.cookie)).toEqual([]);
  });

  it('refuses an expired link with 410 in Spanish, and a new link from the account works', async () => {
    const email = 'lina.tarde@correo.co';
    const order = await guestOrder(email);
    const { cookie } = await olderAccount(ctx.server, email);
    const link = await mailedLink(email, cookie);
    ctx.clock.advance(48 * 60 * MINUTE);
    const late = await page(link);
    expect(late.status).toBe(410);
    expect(late.html).toContain('venció: dura 48 horas');
    expect(late.html).toContain('Inicia sesión para pedir un enlace nuevo');
    expect((await page(link, cookie)).html).toContain('Reenviar el enlace');

    const resent = await ctx.http.post('/account/verification', undefined, { cookie });
    expect(resent.status).toBe(202);
    expect(resent.json.message).toContain(email);
    expect((await page(await verifyLinkIn(ctx.server, email, 'email-verification'))).status).toBe(200);
    expect(await ownOrders(cookie)).toEqual([order]);
    const done = await ctx.http.post('/account/verification', undefined, { cookie });
    expect(done).toMatchObject({ status: 200, json: { alreadyVerified: true } });
    expect((await ctx.http.post('/account/verification')).status).toBe(401);
  });

  it("attaches a guest order placed later with a verified account's email when its events are delivered", async () => {
    const email = 'sofia.despues@correo.co';
    const { cookie } = await signedUp(ctx.server, { email });
    const later = await guestOrder(email);
    await ctx.server.dispatch();
    expect(await ownOrders(cookie)).toEqual([later]);
  });
});
