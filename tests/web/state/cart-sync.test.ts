import type { CartLineInput, PricedCart } from '../../../contract/cart';
import { codTerms } from '../../../core/cart/payment-terms';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memory-storage';

type Call = { method: string; path: string; body: { lines?: CartLineInput[] } | null };

let storage: MemoryStorage;
let calls: Call[];
/** The next answers, in order; each prices the lines it is sent unless it says otherwise. */
let replies: ((call: Call) => Response | Promise<Response>)[];

const priced = (lines: readonly CartLineInput[], changes: PricedCart['changes'] = []): PricedCart => ({
  lines: lines.map((l) => ({
    ...l,
    productSlug: 'p',
    category: 'c',
    name: l.sku,
    brand: 'Marca',
    size: '2 lb',
    flavour: null,
    image: null,
    unitPrice: pesos(100_000),
    compareAt: null,
    stock: 10,
    maxQuantity: 10,
    lineTotal: pesos(100_000 * l.quantity),
  })),
  changes,
  subtotal: pesos(lines.reduce((n, l) => n + 100_000 * l.quantity, 0)),
  missingForFreeShipping: pesos(0),
  itemCount: lines.reduce((n, l) => n + l.quantity, 0),
  cashOnDelivery: codTerms(
    { totalBeforeSurcharge: pesos(0), shippingIncluded: false, codCoverage: null },
    defaultPolicy,
  ),
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const echo = (call: Call) => json(priced(call.body?.lines ?? []));

const load = async () => {
  vi.resetModules();
  const cart = await import('../../../web/state/cart');
  const start = await import('../../../web/state/cart-start');
  const sync = await import('../../../web/state/cart-sync');
  const toast = await import('../../../web/state/toast');
  return { ...cart, ...start, ...sync, toastStore: toast.toastStore };
};

beforeEach(() => {
  storage = new MemoryStorage();
  calls = [];
  replies = [];
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(init.body as string) : null };
    calls.push(call);
    return (replies.shift() ?? echo)(call);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the guest cart', () => {
  it('restores the lines kept by the browser, prices them through the quote and keeps the result', async () => {
    storage.setItem('fornido.carrito', JSON.stringify({ v: 1, data: [{ sku: 'A1', quantity: 2 }] }));
    const c = await load();
    await c.startCart(false);
    expect(c.cartStore.lines).toEqual([{ sku: 'A1', quantity: 2 }]);
    expect(calls).toEqual([]);
    await c.addToCart('B2', 1);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/cart/quote',
        body: {
          lines: [
            { sku: 'A1', quantity: 2 },
            { sku: 'B2', quantity: 1 },
          ],
        },
      },
    ]);
    expect(c.cartStore.priced?.subtotal).toBe(300_000);
    expect(c.cartStore.drawer).toEqual({ open: true, added: 'B2' });
    expect(JSON.parse(storage.getItem('fornido.carrito')!).data).toEqual([
      { sku: 'A1', quantity: 2 },
      { sku: 'B2', quantity: 1 },
    ]);
  });

  it('keeps the quantities the catalogue settled on, and the changes to tell', async () => {
    const c = await load();
    await c.startCart(false);
    replies.push(() =>
      json(
        priced(
          [{ sku: 'A1', quantity: 3 }],
          [{ sku: 'A1', kind: 'reduced-to-stock', message: 'Solo quedan 3 unidades.' }],
        ),
      ),
    );
    await c.addToCart('A1', 8);
    expect(c.cartStore.lines).toEqual([{ sku: 'A1', quantity: 3 }]);
    expect(c.cartStore.changes.map((x) => x.message)).toEqual(['Solo quedan 3 unidades.']);
  });

  it('sends quick changes as one request for the last state, never applying a stale reply', async () => {
    const c = await load();
    await c.startCart(false);
    let release!: () => void;
    replies.push((call) => new Promise((resolve) => (release = () => resolve(echo(call)))));
    const first = c.addToCart('A1', 1);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 15_000 });
    const second = c.changeQuantity('A1', 4);
    const third = c.changeQuantity('A1', 5);
    release();
    await Promise.all([first, second, third]);
    expect(calls.map((x) => x.body?.lines)).toEqual([[{ sku: 'A1', quantity: 1 }], [{ sku: 'A1', quantity: 5 }]]);
    expect(c.cartStore.lines).toEqual([{ sku: 'A1', quantity: 5 }]);
    expect(c.cartStore.priced?.itemCount).toBe(5);
  });

  it('keeps what the shopper chose and says so in Spanish when the store cannot be reached', async () => {
    const c = await load();
    await c.startCart(false);
    replies.push(() => Promise.reject(new TypeError('Failed to fetch')));
    await c.addToCart('A1', 2);
    expect(c.cartStore.error).toMatch(/No pudimos conectarnos/);
    expect(c.cartStore.lines).toEqual([{ sku: 'A1', quantity: 2 }]);
    await c.retryCart();
    expect(c.cartStore.error).toBeNull();
    expect(c.cartStore.priced?.itemCount).toBe(2);
  });

  it('empties without asking the server when the last line goes', async () => {
    const c = await load();
    await c.startCart(false);
    await c.addToCart('A1', 1);
    await c.removeFromCart('A1');
    expect(calls).toHaveLength(1);
    expect(c.cartStore.priced).toBeNull();
    expect(JSON.parse(storage.getItem('fornido.carrito')!).data).toEqual([]);
  });
});

describe('the signed-in cart', () => {
  it('merges the browser cart on sign-in, forgets it locally and tells what changed', async () => {
    storage.setItem('fornido.carrito', JSON.stringify({ v: 1, data: [{ sku: 'A1', quantity: 1 }] }));
    const c = await load();
    await c.startCart(false);
    const message = 'Sumamos 1 unidad de A1 a la que ya tenías en tu cuenta.';
    replies.push(() =>
      json(
        priced(
          [
            { sku: 'A1', quantity: 3 },
            { sku: 'B2', quantity: 1 },
          ],
          [{ sku: 'A1', kind: 'merged', message }],
        ),
      ),
    );
    await c.adoptAccountCart();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/cart/merge',
      body: { lines: [{ sku: 'A1', quantity: 1 }] },
    });
    expect(storage.getItem('fornido.carrito')).toBeNull();
    expect(c.cartStore.owner).toBe('account');
    expect(c.cartStore.lines).toEqual([
      { sku: 'A1', quantity: 3 },
      { sku: 'B2', quantity: 1 },
    ]);
    expect(c.toastStore.toast).toMatchObject({ message, sticky: true });
    await c.changeQuantity('B2', 2);
    expect(calls[1]).toEqual({
      method: 'PUT',
      path: '/api/v1/cart',
      body: {
        lines: [
          { sku: 'A1', quantity: 3 },
          { sku: 'B2', quantity: 2 },
        ],
      },
    });
    expect(storage.getItem('fornido.carrito')).toBeNull();
  });

  it('never replaces the server cart before it has loaded it', async () => {
    const c = await load();
    replies.push(() => Promise.reject(new TypeError('offline')));
    await c.startCart(true);
    expect(c.cartStore.loaded).toBe(false);
    expect(c.cartStore.ready).toBe(true);
    replies.push(() => json(priced([{ sku: 'OLD', quantity: 1 }])));
    await c.addToCart('A1', 1);
    expect(calls.map((x) => `${x.method} ${x.path}`)).toEqual([
      'GET /api/v1/cart',
      'GET /api/v1/cart',
      'PUT /api/v1/cart',
    ]);
    expect(calls[2].body?.lines).toEqual([
      { sku: 'OLD', quantity: 1 },
      { sku: 'A1', quantity: 1 },
    ]);
  });

  it('starts an empty guest cart after signing out', async () => {
    const c = await load();
    replies.push(() => json(priced([{ sku: 'A1', quantity: 1 }])));
    await c.startCart(true);
    c.forgetCart();
    expect(c.cartStore).toMatchObject({ owner: 'guest', loaded: false, lines: [], priced: null });
  });
});
