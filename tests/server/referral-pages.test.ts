import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { formatPesos } from '../../core/shared/format';
import { accountServer, signedUp } from './support/account-client';
import { paidNequiOrder } from './support/online-orders';

const ctx = accountServer();

const page = async (path: string, cookie?: string) => {
  const res = await ctx.server.get(path, cookie ? { headers: { cookie } } : {});
  return { res, body: (await res.text()).replace(/<!-- -->/g, '') };
};
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];

/** A friend signs up with the referrer's code and pays an order with a Nequi push approved on the sandbox phone; the
 * outbox's subscribers then run. Answers the order's products subtotal. */
const referredPurchase = async (referralCode: string, name: string) => {
  const friend = await signedUp(ctx.server, { referralCode, name });
  return (await paidNequiOrder(ctx, { cookie: friend.cookie })).totals.subtotal;
};

describe('/sistema-referidos/', () => {
  it('explains the programme to a guest, with its share and days from the policy, and asks them to sign up', async () => {
    const { res, body } = await page('/sistema-referidos/');
    expect(res.status).toBe(200);
    expect(h1(body)).toBe('Sistema de referidos');
    expect(body).toContain('<title>Sistema de referidos | Fornido Colombia</title>');
    expect(body).toContain('<link rel="canonical" href="https://fornido.co/sistema-referidos/">');
    expect(body).toMatch(/<meta name="robots" content="index,follow"/);
    expect(body).toContain('<meta name="description" content="Invita a tus amigos a Fornido');
    expect(body).toContain('aria-label="Ruta de navegación"');
    expect(body).toContain('ganas el 7 % del subtotal de sus productos como saldo de regalo');
    expect(body).toContain('lo recordamos durante 30 días');
    expect(body).toContain('Nadie puede referirse a sí mismo');
    expect(body).toContain('href="/niveles/"');
    expect(body).toContain('href="/cuenta/registro/?volver=/sistema-referidos/"');
    expect(body).toContain('href="/cuenta/ingresar/?volver=/sistema-referidos/"');
    expect(body).not.toContain('id="enlace-referido"');
  });

  it('is in the site map, has its social card, and the FAQ links to it', async () => {
    expect(await (await ctx.server.get('/sitemap.xml')).text()).toContain(
      '<loc>https://fornido.co/sistema-referidos/</loc>',
    );
    const card = await ctx.server.get('/img/og/paginas/sistema-referidos.png');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect((await page('/preguntas-frecuentes/')).body).toContain('href="/sistema-referidos/"');
  });

  it('shows the referrer their link, friends by alias, the credit earned (7 % of the subtotal) and their level', async () => {
    const referrer = await signedUp(ctx.server, { name: 'Ana María Rodríguez' });
    const code = referrer.account.referralCode as string;
    const subtotal = await referredPurchase(code, 'Andrés Felipe Gómez');
    const credit = Math.floor(subtotal * 0.07);

    const { res, body } = await page('/sistema-referidos/', referrer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(body).toContain(`value="https://fornido.co/?ref=${code}"`);
    expect(body).toContain('Copiar enlace');
    const whatsApp = body.match(/href="(https:\/\/wa\.me\/\?text=[^"]+)"/)?.[1];
    expect(decodeURIComponent(whatsApp!.split('text=')[1])).toContain(
      `Compra con mi enlace: https://fornido.co/?ref=${code}`,
    );
    expect(body).toContain('Andrés G.');
    expect(body).not.toContain('Andrés Felipe Gómez');
    expect(body).toContain(`Tu saldo de regalo: <span class="text-2xl font-extrabold">${formatPesos(credit)}</span>`);
    expect(body).toContain('Ganaste por el pedido de un referido');
    expect(body).toContain(`+${formatPesos(credit)}`);
    expect(body).not.toContain('Pendiente por descontar');
    expect(body).toContain('Tu nivel: Bronce');
    expect(body).toContain(`Tienes ${Math.floor(credit / 1_000)} puntos acumulados.`);
    expect(body).not.toContain('href="/cuenta/registro/?volver=/sistema-referidos/"');
  });

  it('shows an operator’s adjustment with its reason, and a friend who has not bought yet', async () => {
    const referrer = await signedUp(ctx.server);
    await signedUp(ctx.server, { referralCode: referrer.account.referralCode, name: 'luisa' });
    const adjusted = await ctx.server.container.get(T.giftCredit).adjust({
      customerId: referrer.account.id,
      amount: 5_000 as never,
      reason: 'Compensación por demora en el envío',
      actor: 'operador@fornido.co',
      at: ctx.clock.now(),
    });
    expect(adjusted.ok).toBe(true);
    const { body } = await page('/sistema-referidos/', referrer.cookie);
    expect(body).toContain('Luisa');
    expect(body).toContain('Ajuste de Fornido: Compensación por demora en el envío');
    expect(body).toContain('$ 5.000');
  });
});

describe('GET /api/v1/account/referrals', () => {
  it('answers 401 to a guest; /api/v1/referrals gives a guest the programme alone', async () => {
    const guest = await ctx.http.get('/account/referrals');
    expect(guest.status).toBe(401);
    expect(guest.json.error.kind).toBe('unauthenticated');
    const programme = await ctx.http.get('/referrals');
    expect(programme.status).toBe(200);
    expect(programme.json).toEqual({
      programme: { percentageToGift: 0.07, cookieDays: 30, pesosPerPoint: 1_000 },
      own: null,
    });
  });

  it("answers a customer's link, friends, credit and level, never cached", async () => {
    const referrer = await signedUp(ctx.server);
    const subtotal = await referredPurchase(referrer.account.referralCode, 'Marta Lucía Díaz');
    const credit = Math.floor(subtotal * 0.07);
    for (const auth of [{ cookie: referrer.cookie }, { bearer: referrer.token }]) {
      const res = await ctx.http.get('/account/referrals', auth);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.json.own).toMatchObject({
        code: referrer.account.referralCode,
        link: `https://fornido.co/?ref=${referrer.account.referralCode}`,
        friends: [{ alias: 'Marta D.' }],
        balance: credit,
        pending: 0,
        history: [{ kind: 'earned', label: 'Ganaste por el pedido de un referido', amount: credit }],
        points: Math.floor(credit / 1_000),
      });
      expect(res.json.own.progress.level.name).toBe('Bronce');
    }
  });
});

describe('/micuenta/', () => {
  it('shows the level with its points, the gift balance and the referral link to copy or send by WhatsApp', async () => {
    const referrer = await signedUp(ctx.server);
    const subtotal = await referredPurchase(referrer.account.referralCode, 'Jorge Pérez');
    const credit = Math.floor(subtotal * 0.07);
    const { res, body } = await page('/micuenta/', referrer.cookie);
    expect(res.status).toBe(200);
    expect(body).toContain('Tu nivel: Bronce');
    expect(body).toContain(`Tienes ${Math.floor(credit / 1_000)} puntos acumulados.`);
    expect(body).toContain('href="/niveles/"');
    expect(body).toContain(`Tu saldo de regalo: <span class="text-2xl font-extrabold">${formatPesos(credit)}</span>`);
    expect(body).toContain('href="/sistema-referidos/#tu-saldo"');
    expect(body).toContain(`value="https://fornido.co/?ref=${referrer.account.referralCode}"`);
    expect(body).toContain('Compartir por WhatsApp');
    expect(body).not.toContain('aparecerán aquí después de tu primera compra');
  });

  it('shows a new customer a zero balance at Bronce', async () => {
    const customer = await signedUp(ctx.server);
    const { body } = await page('/micuenta/', customer.cookie);
    expect(body).toContain('Tu saldo de regalo: <span class="text-2xl font-extrabold">$ 0</span>');
    expect(body).toContain('Tu nivel: Bronce');
    expect(body).toContain('Tienes 0 puntos acumulados.');
  });
});
