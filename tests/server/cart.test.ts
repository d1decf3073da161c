import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { startTestServer, type TestServer } from '../support/test-server';
import { api, manualClock, MINUTE, sessionCookieOf, signedUp } from './support/account-client';

const clock = manualClock();
let server: TestServer;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  server = await startTestServer(undefined, { clock });
  http = api(server);
  // A withdrawn variant: still in the catalogue's tables, no longer sold.
  await server.container.get(T.database).db.execute(sql`UPDATE variants SET active = false WHERE sku = 'P03-5LB-CHOC'`);
});
afterAll(() => server.close());
beforeEach(() => clock.advance(2 * 60 * MINUTE));

type Line = { sku: string; quantity: number };
const linesOf = (cart: { lines: Line[] }) => cart.lines.map(({ sku, quantity }) => ({ sku, quantity }));

describe('POST /cart/quote', () => {
  it('prices a browser cart from the catalogue, cutting quantities to stock and removing what is not sold', async () => {
    const res = await http.post(
      '/cart/quote',
      {
        lines: [
          { sku: 'P01-2LB-CHOC', quantity: 12 },
          { sku: 'NO-EXISTE', quantity: 1 },
          { sku: 'P01-2LB-VAIN', quantity: 1 },
          { sku: 'P03-5LB-CHOC', quantity: 1 },
          { sku: 'CRE-300G', quantity: 2 },
        ],
      },
      { origin: null },
    );
    expect(res.status).toBe(200);
    expect(linesOf(res.json)).toEqual([
      { sku: 'P01-2LB-CHOC', quantity: 10 },
      { sku: 'CRE-300G', quantity: 2 },
    ]);
    expect(res.json.lines[0]).toMatchObject({
      productSlug: 'proteina-01',
      category: 'proteinas',
      name: 'Proteína 01',
      brand: 'Marca Ñandú',
      size: '2 lb',
      flavour: 'Chocolate',
      unitPrice: 150_000,
      compareAt: null,
      stock: 10,
      lineTotal: 1_500_000,
    });
    expect(res.json.changes).toEqual([
      {
        sku: 'P01-2LB-CHOC',
        kind: 'reduced-to-stock',
        message: 'Solo quedan 10 unidades de Proteína 01 (2 lb, Chocolate); ajustamos tu carrito.',
      },
      {
        sku: 'NO-EXISTE',
        kind: 'removed-unavailable',
        message: 'Uno de los productos de tu carrito ya no está en la tienda; lo quitamos.',
      },
      {
        sku: 'P01-2LB-VAIN',
        kind: 'removed-unavailable',
        message: 'Proteína 01 (2 lb, Vainilla) se agotó; lo quitamos de tu carrito.',
      },
      {
        sku: 'P03-5LB-CHOC',
        kind: 'removed-unavailable',
        message: 'Proteína 03 (5 lb, Chocolate) ya no está disponible; lo quitamos de tu carrito.',
      },
    ]);
    expect(res.json).toMatchObject({
      subtotal: 1_679_800,
      missingForFreeShipping: 4_000_000 - 1_679_800,
      itemCount: 12,
    });
  });

  it("tells cash on delivery's condition with the cart: its 5 % surcharge below $ 500.000, refused from it", async () => {
    const small = await http.post('/cart/quote', { lines: [{ sku: 'CRE-300G', quantity: 1 }] }, { origin: null });
    const subtotal: number = small.json.subtotal;
    expect(small.json.cashOnDelivery).toEqual({
      available: true,
      rate: 0.05,
      surcharge: Math.round(subtotal * 0.05),
      total: subtotal + Math.round(subtotal * 0.05),
      shippingIncluded: false,
      coverageKnown: false,
      lessThan: 500_000,
    });
    const large = await http.post('/cart/quote', { lines: [{ sku: 'P01-2LB-CHOC', quantity: 4 }] }, { origin: null });
    expect(large.json.subtotal).toBeGreaterThanOrEqual(500_000);
    expect(large.json.cashOnDelivery).toMatchObject({ available: false, reason: 'amount-too-high', lessThan: 500_000 });
  });

  it('refuses quantities that are not whole numbers from 1 to 99 with 400', async () => {
    for (const quantity of [0, 100, 1.5, '2', -1]) {
      const res = await http.post('/cart/quote', { lines: [{ sku: 'CRE-300G', quantity }] });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.json.error.kind).toBe('invalid-input');
    }
  });
});

describe('saved cart', () => {
  it('needs a session', async () => {
    expect((await http.get('/cart')).status).toBe(401);
    expect((await http.put('/cart', { lines: [] })).status).toBe(401);
    expect((await http.post('/cart/merge', { lines: [] })).status).toBe(401);
  });

  it('follows the customer to another device', async () => {
    const { form, cookie } = await signedUp(server);
    const put = await http.put(
      '/cart',
      {
        lines: [
          { sku: 'CRE-300G', quantity: 3 },
          { sku: 'P05-5LB-CHOC', quantity: 20 },
        ],
      },
      { cookie },
    );
    expect(put.status).toBe(200);
    expect(linesOf(put.json)).toEqual([
      { sku: 'CRE-300G', quantity: 3 },
      { sku: 'P05-5LB-CHOC', quantity: 10 },
    ]);
    const phone = await http.post('/auth/sign-in', { email: form.email, password: form.password });
    const there = await http.get('/cart', { cookie: sessionCookieOf(phone.headers) });
    expect(linesOf(there.json)).toEqual([
      { sku: 'CRE-300G', quantity: 3 },
      { sku: 'P05-5LB-CHOC', quantity: 10 },
    ]);
    expect(there.json.changes).toEqual([]);
  });

  it('tells once about a line that sold out since it was saved', async () => {
    const { cookie } = await signedUp(server);
    await http.put(
      '/cart',
      {
        lines: [
          { sku: 'P07-2LB-VAIN', quantity: 2 },
          { sku: 'CRE-300G', quantity: 1 },
        ],
      },
      { cookie },
    );
    await server.container.get(T.database).db.execute(sql`UPDATE variants SET stock = 0 WHERE sku = 'P07-2LB-VAIN'`);
    const first = await http.get('/cart', { cookie });
    expect(first.json.changes).toEqual([expect.objectContaining({ sku: 'P07-2LB-VAIN', kind: 'removed-unavailable' })]);
    const second = await http.get('/cart', { cookie });
    expect(second.json.changes).toEqual([]);
    expect(linesOf(second.json)).toEqual([{ sku: 'CRE-300G', quantity: 1 }]);
  });

  it('merges a browser cart: units added, capped by stock, and the same cart merged twice counts once', async () => {
    const { cookie } = await signedUp(server);
    await http.put(
      '/cart',
      {
        lines: [
          { sku: 'P02-2LB-CHOC', quantity: 3 },
          { sku: 'P02-5LB-CHOC', quantity: 1 },
        ],
      },
      { cookie },
    );
    const browser = {
      lines: [
        { sku: 'P02-2LB-CHOC', quantity: 9 },
        { sku: 'CRE-300G', quantity: 1 },
        { sku: 'P02-5LB-CHOC', quantity: 2 },
      ],
    };
    const merged = await http.post('/cart/merge', browser, { cookie });
    expect(merged.status).toBe(200);
    const expected = [
      { sku: 'P02-2LB-CHOC', quantity: 10 },
      { sku: 'P02-5LB-CHOC', quantity: 3 },
      { sku: 'CRE-300G', quantity: 1 },
    ];
    expect(linesOf(merged.json)).toEqual(expected);
    expect(merged.json.changes).toEqual([
      {
        sku: 'P02-2LB-CHOC',
        kind: 'reduced-to-stock',
        message: 'Solo quedan 10 unidades de Proteína 02 (2 lb, Chocolate); ajustamos tu carrito.',
      },
      {
        sku: 'P02-5LB-CHOC',
        kind: 'merged',
        message: 'Sumamos Proteína 02 (5 lb, Chocolate) a lo que ya tenías en tu carrito.',
      },
    ]);
    const again = await http.post('/cart/merge', { lines: [...browser.lines].reverse() }, { cookie });
    expect(linesOf(again.json)).toEqual(expected);
    expect(linesOf((await http.get('/cart', { cookie })).json)).toEqual(expected);
    const other = await http.post('/cart/merge', { lines: [{ sku: 'CRE-300G', quantity: 1 }] }, { cookie });
    expect(linesOf(other.json)).toContainEqual({ sku: 'CRE-300G', quantity: 2 });
  });

  it('does not merge twice a browser cart sent with the same mergeKey, even if its lines changed', async () => {
    const { cookie } = await signedUp(server);
    await http.post('/cart/merge', { lines: [{ sku: 'CRE-300G', quantity: 2 }], mergeKey: 'navegador-1' }, { cookie });
    const again = await http.post(
      '/cart/merge',
      { lines: [{ sku: 'CRE-300G', quantity: 3 }], mergeKey: 'navegador-1' },
      { cookie },
    );
    expect(linesOf(again.json)).toEqual([{ sku: 'CRE-300G', quantity: 2 }]);
  });
});
