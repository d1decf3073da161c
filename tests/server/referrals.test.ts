import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { accountServer, signedUp } from './support/account-client';
import { placeOrder } from './support/online-orders';

const ctx = accountServer();

/** A page visit as a browser makes it, with the cookies it holds. */
const visit = (path: string, cookie?: string) => ctx.server.get(path, { headers: cookie ? { Cookie: cookie } : {} });
/** A GET of a path exactly as written (fetch would resolve `/./` and `%2e` before sending), answered by its Location. */
const locationOfRaw = (path: string) =>
  new Promise<string | undefined>((resolve, reject) => {
    const { hostname, port } = new URL(ctx.server.url);
    get({ host: hostname, port, path }, (res) => {
      res.resume();
      resolve(res.headers.location);
    }).on('error', reject);
  });
const referralCookie = (res: Response) => /fornido_ref=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;

describe('the referral step of every request', () => {
  it('remembers a valid code for 30 days and sends the browser on without ?ref=, keeping the rest of the address', async () => {
    const camila = await signedUp(ctx.server);
    const code = camila.account.referralCode as string;
    const res = await visit(`/proteinas/?orden=precio&ref=${code.toLowerCase()}&pagina=2`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/proteinas/?orden=precio&pagina=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(referralCookie(res)).toBe(code);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('ignores an unknown or malformed code without a word, and still cleans the address', async () => {
    for (const ref of ['NOEXISTE99', 'x', '<script>', '']) {
      const res = await visit(`/?ref=${encodeURIComponent(ref)}`);
      expect(res.status, ref).toBe(302);
      expect(res.headers.get('location')).toBe('/');
      expect(referralCookie(res)).toBeNull();
    }
    const twice = await visit('/?ref=A&ref=B');
    expect(twice.headers.get('location')).toBe('/');
    expect(referralCookie(twice)).toBeNull();
  });

  it('cleans the address without ever sending the browser to another host', async () => {
    for (const path of ['/.//evil.example/', '/%2e//evil.example/', '/..//evil.example/', '//evil.example/'])
      expect(await locationOfRaw(`${path}?ref=NOEXISTE99`), path).toBe('/');
    expect(await locationOfRaw('/./proteinas/?ref=NOEXISTE99&orden=precio')).toBe('/proteinas/?orden=precio');
  });

  it('keeps the first referrer: a second link does not replace the remembered one', async () => {
    const first = await signedUp(ctx.server);
    const second = await signedUp(ctx.server);
    const res = await visit(`/?ref=${second.account.referralCode}`, `fornido_ref=${first.account.referralCode}`);
    expect(res.status).toBe(302);
    expect(referralCookie(res)).toBeNull();
  });

  it("never remembers a signed-in customer's own link", async () => {
    const camila = await signedUp(ctx.server);
    const res = await visit(`/?ref=${camila.account.referralCode}`, camila.cookie);
    expect(res.status).toBe(302);
    expect(referralCookie(res)).toBeNull();
  });

  it("leaves the API and the providers' sandbox pages alone (a PSE bank page is ?ref= its payment)", async () => {
    const res = await ctx.server.get('/api/v1/categories?ref=ABCD1234', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    const bank = await visit('/sandbox/pse/?ref=2400001');
    expect(bank.status).not.toBe(302);
  });
});

describe('attaching the referral', () => {
  it('to the account at sign-up, from the remembered link', async () => {
    const referrer = await signedUp(ctx.server);
    // The remembered code travels with the sign-up form; the account made from the mailed link keeps it.
    const { account } = await signedUp(
      ctx.server,
      { name: 'Andrés Gómez', email: 'andres.referido@correo.co' },
      { headers: { Cookie: `fornido_ref=${referrer.account.referralCode}` } },
    );
    const stored = await ctx.server.container.get(T.customers).findById(account.id);
    expect(stored?.referredBy).toBe(referrer.account.id);
  });

  it("to a guest's order, unless the guest is the referrer (same email)", async () => {
    const referrer = await signedUp(ctx.server);
    const auth = { headers: { Cookie: `fornido_ref=${referrer.account.referralCode}` } };
    const referred = await placeOrder(ctx, 'nequi', auth);
    const orders = ctx.server.container.get(T.orderStore);
    expect((await orders.findByNumber(referred.number))?.referrerId).toBe(referrer.account.id);

    const self = await signedUp(ctx.server, { email: 'laura.online@correo.co' });
    const own = await placeOrder(ctx, 'nequi', { headers: { Cookie: `fornido_ref=${self.account.referralCode}` } });
    expect((await orders.findByNumber(own.number))?.referrerId).toBeNull();
  });

  it("to a signed-in customer's order: their account's referrer first, else their link, never themselves", async () => {
    const referrer = await signedUp(ctx.server);
    const other = await signedUp(ctx.server);
    const referred = await signedUp(ctx.server, { referralCode: referrer.account.referralCode });
    const orders = ctx.server.container.get(T.orderStore);
    const placed = await placeOrder(ctx, 'nequi', {
      cookie: `${referred.cookie}; fornido_ref=${other.account.referralCode}`,
    });
    expect((await orders.findByNumber(placed.number))?.referrerId).toBe(referrer.account.id);

    const buyer = await signedUp(ctx.server);
    const withLink = await placeOrder(ctx, 'nequi', {
      cookie: `${buyer.cookie}; fornido_ref=${other.account.referralCode}`,
    });
    expect((await orders.findByNumber(withLink.number))?.referrerId).toBe(other.account.id);
    const ownLink = await placeOrder(ctx, 'nequi', {
      cookie: `${buyer.cookie}; fornido_ref=${buyer.account.referralCode}`,
    });
    expect((await orders.findByNumber(ownLink.number))?.referrerId).toBeNull();
  });
});
