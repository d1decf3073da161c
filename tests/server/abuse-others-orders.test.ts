import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { accountServer, signedUp } from './support/account-client';
import { placePrivateOrder, privatePartsOf } from './support/private-orders';

// Customer B (or a guest) holding A's order number, B's own order's signed link, B's session: nothing of A's order,
// cart, account or addresses is shown, changed or paid (the live channels: tests/server/broadcasting-auth.test.ts).
const ctx = accountServer();

const NOT_FOUND_ORDER = 'order-not-found';
// More than cash on delivery takes, so the order waits for an online payment.
const FOUR = [{ sku: 'P04-2LB-CHOC', quantity: 4 }];

/** Asserts an answer says nothing of the private parts of someone else's order or account. */
const expectNothingOf = (body: string, secrets: readonly string[], label: string) => {
  for (const secret of secrets) expect(body, `${label}: ${secret}`).not.toContain(secret);
};

const pageOf = async (path: string, cookie?: string) => {
  const res = await ctx.server.get(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, body: await res.text() };
};

describe("another customer's order", () => {
  it('is not shown, paid, followed or withdrawn by B, by a guest, or with the signature of another order', async () => {
    const a = await signedUp(ctx.server);
    const b = await signedUp(ctx.server);
    const mine = await placePrivateOrder(ctx.http, { auth: { cookie: a.cookie }, method: 'nequi', lines: FOUR });
    const theirs = await placePrivateOrder(ctx.http, { auth: { cookie: b.cookie }, method: 'nequi', lines: FOUR });
    const secrets = privatePartsOf(mine.buyer);
    // A starts paying by Nequi: the attempt B will try to follow and withdraw.
    const started = await ctx.http.post(
      `/orders/${mine.number}/payments`,
      { method: 'nequi', instrument: { kind: 'wallet-push', phone: '3001234567' } },
      { cookie: a.cookie },
    );
    expect(started.status).toBe(200);
    const attempt = started.json.attempt.id as string;
    const orders = ctx.server.container.get(T.orderStore);
    const before = await orders.findByNumber(mine.number);
    const foreignFirma = `firma=${encodeURIComponent(theirs.signature)}`;

    const tries = [
      ['B, session', { cookie: b.cookie }, ''],
      ['B, Bearer', { bearer: b.token }, ''],
      ['B, with their own link', { cookie: b.cookie }, foreignFirma],
      ['a guest', {}, ''],
      ['a guest with another order’s link', {}, foreignFirma],
      ['a guest with a forged signature', {}, 'firma=AAAAAAAAAAAAAAAAAAAAAA'],
    ] as const;
    for (const [who, auth, query] of tries) {
      const shown = await ctx.http.get(`/orders/${mine.number}?${query}`, auth);
      expect(shown.status, who).toBe(404);
      expect(shown.json.error.kind, who).toBe(NOT_FOUND_ORDER);
      expectNothingOf(JSON.stringify(shown.json), secrets, who);

      const paid = await ctx.http.post(
        `/orders/${mine.number}/payments`,
        {
          method: 'nequi',
          signature: query ? decodeURIComponent(query.slice(6)) : undefined,
          instrument: { kind: 'wallet-push', phone: '3009998877' },
        },
        auth,
      );
      expect(paid.status, who).toBe(404);
      expectNothingOf(JSON.stringify(paid.json), secrets, who);

      const followed = await ctx.http.get(`/orders/${mine.number}/payments/${attempt}?${query}`, auth);
      expect(followed.status, who).toBe(404);
      const withdrawn = await ctx.http.delete(`/orders/${mine.number}/payments/${attempt}?${query}`, auth);
      expect(withdrawn.status, who).toBe(404);
      expectNothingOf(JSON.stringify([followed.json, withdrawn.json]), secrets, who);

      const page = await pageOf(`/pedido/${mine.number}/?${query}`, 'cookie' in auth ? auth.cookie : undefined);
      expect(page.status, who).toBe(404);
      expect(page.body, who).toContain('No encontramos ese pedido');
      expectNothingOf(page.body, secrets, who);
      const confirmation = await pageOf(
        `/checkout/confirmacion/?pedido=${mine.number}&${query}`,
        'cookie' in auth ? auth.cookie : undefined,
      );
      expect(confirmation.status, who).toBe(404);
      expectNothingOf(confirmation.body, secrets, who);
    }

    // B's own attempt to withdraw A's payment through B's order changes nothing of A's either.
    const throughTheirs = await ctx.http.delete(`/orders/${theirs.number}/payments/${attempt}`, { cookie: b.cookie });
    expect(throughTheirs.status).toBe(404);

    const after = await orders.findByNumber(mine.number);
    expect(after?.state).toBe('pending_payment');
    expect(after?.payments.find((p) => p.id === attempt)?.state).toBe('pending');
    expect(after?.payments).toEqual(before?.payments);
    // A still sees it all.
    const own = await ctx.http.get(`/orders/${mine.number}`, { cookie: a.cookie });
    expect(own.status).toBe(200);
    expect(own.json.buyer.name).toBe(mine.buyer.name);
  });

  it("lists only B's own orders in B's account, on the API and the page", async () => {
    const a = await signedUp(ctx.server);
    const b = await signedUp(ctx.server);
    const mine = await placePrivateOrder(ctx.http, { auth: { cookie: a.cookie } });
    const theirs = await placePrivateOrder(ctx.http, { auth: { cookie: b.cookie } });
    const listed = await ctx.http.get('/account/orders', { cookie: b.cookie });
    expect(listed.json.orders.map((o: { number: string }) => o.number)).toEqual([theirs.number]);
    expectNothingOf(JSON.stringify(listed.json), [mine.number, ...privatePartsOf(mine.buyer)], 'API');
    const page = await pageOf('/micuenta/pedidos/', b.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain(theirs.number);
    expectNothingOf(page.body, [mine.number, ...privatePartsOf(mine.buyer)], 'page');
  });
});

describe("another customer's cart, account and addresses", () => {
  it("are neither read nor changed from B's session", async () => {
    const a = await signedUp(ctx.server, { name: 'Mariana Reservada Ospina' });
    const b = await signedUp(ctx.server);
    const put = await ctx.http.put('/cart', { lines: [{ sku: 'CRE-300G', quantity: 3 }] }, { cookie: a.cookie });
    expect(put.status).toBe(200);
    const added = await ctx.http.post(
      '/account/addresses',
      {
        label: 'Casa',
        recipient: 'Mariana Reservada Ospina',
        line1: 'Calle 45 # 12-34 casa escondida',
        line2: '',
        departmentCode: '05',
        municipalityCode: '05001',
        phone: '300 555 1212',
        notes: 'Timbre azul',
        isDefault: true,
      },
      { cookie: a.cookie },
    );
    expect(added.status).toBe(201);
    const address = added.json.account.addresses[0].id as string;
    const secrets = [a.form.email, 'Reservada', 'casa escondida', '3005551212', 'Timbre azul'];

    const cart = await ctx.http.get('/cart', { cookie: b.cookie });
    expect(cart.json.lines).toEqual([]);
    const account = await ctx.http.get('/account', { cookie: b.cookie });
    expect(account.json.account.email).toBe(b.form.email);
    expectNothingOf(JSON.stringify([cart.json, account.json]), secrets, 'B reads');

    const changed = await ctx.http.put(
      `/account/addresses/${address}`,
      { label: 'Robada', recipient: 'B', line1: 'Calle 1 # 1-1', line2: '', departmentCode: '11' },
      { cookie: b.cookie },
    );
    expect([400, 404]).toContain(changed.status);
    const fullChange = await ctx.http.put(
      `/account/addresses/${address}`,
      {
        label: 'Robada',
        recipient: 'Ladrón',
        line1: 'Calle 1 # 1-1',
        line2: '',
        departmentCode: '11',
        municipalityCode: '11001',
        phone: '3001112233',
        notes: '',
        isDefault: true,
      },
      { cookie: b.cookie },
    );
    expect(fullChange.status).toBe(404);
    expect(fullChange.json.error.kind).toBe('address-not-found');
    const deleted = await ctx.http.delete(`/account/addresses/${address}`, { cookie: b.cookie });
    expect(deleted.status).toBe(404);
    expectNothingOf(JSON.stringify([changed.json, fullChange.json, deleted.json]), secrets, 'B writes');

    const stillMine = await ctx.http.get('/account', { cookie: a.cookie });
    expect(stillMine.json.account.addresses).toEqual([
      expect.objectContaining({ id: address, label: 'Casa', line1: 'Calle 45 # 12-34 casa escondida' }),
    ]);
    expect((await ctx.http.get('/cart', { cookie: a.cookie })).json.lines).toEqual([
      expect.objectContaining({ sku: 'CRE-300G', quantity: 3 }),
    ]);
    const page = await pageOf('/micuenta/', b.cookie);
    expect(page.status).toBe(200);
    expectNothingOf(page.body, secrets, 'account page');
  });

  it('are refused to a guest: 401 on the API, the sign-in page instead of the account page', async () => {
    for (const [method, path] of [
      ['GET', '/account'],
      ['GET', '/cart'],
      ['GET', '/account/orders'],
      ['GET', '/account/referrals'],
      ['PATCH', '/account'],
      ['PUT', '/cart'],
      ['POST', '/account/addresses'],
      ['DELETE', '/account/addresses/x'],
    ] as const) {
      const res =
        method === 'GET'
          ? await ctx.http.get(path)
          : method === 'DELETE'
            ? await ctx.http.delete(path)
            : await ctx.http[method === 'PATCH' ? 'patch' : method === 'PUT' ? 'put' : 'post'](path, { lines: [] });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.json.error.message, path).toMatch(/sesión/i);
    }
    const page = await ctx.server.get('/micuenta/');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/cuenta/ingresar/?volver=/micuenta/');
  });
});
