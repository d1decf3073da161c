import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutView, PlaceOrderRequest } from '../../../contract/checkout';
import { checkoutStore, clearCheckoutDraft } from '../../../web/state/checkout';
import { placeCheckoutOrder, placeFailure, priceProblem } from '../../../web/state/checkout-order';
import { aDraft } from '../support/checkout-draft';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const lines = [{ sku: 'P02-2LB-CHOC', quantity: 2 }];
let sent: PlaceOrderRequest[];
let replies: Response[];

beforeEach(() => {
  sent = [];
  replies = [];
  clearCheckoutDraft();
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    sent.push(JSON.parse(init.body as string));
    const reply = replies.shift();
    if (!reply) throw new TypeError('Failed to fetch');
    return reply;
  });
});
afterEach(() => vi.unstubAllGlobals());

const order = { number: 'FO-2026-000001', link: '/pedido/FO-2026-000001/?firma=abc' };

describe('placing the order from the payment step', () => {
  it('sends the draft, the lines, the total shown and one key for every try of the same checkout', async () => {
    const draft = aDraft({ shippingMethod: 'standard', paymentMethod: 'cash-on-delivery' });
    checkoutStore.draft = draft;
    const lost = await placeCheckoutOrder(lines, draft, 333_690);
    expect(lost).toEqual({ kind: 'failed', message: expect.stringContaining('tu pedido no se duplicará') });
    replies.push(json({ order, duplicate: true }));
    const again = await placeCheckoutOrder(lines, draft, 333_690);
    expect(again).toEqual({ kind: 'placed', order });
    expect(sent).toHaveLength(2);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,100}$/),
      lines,
      buyer: {
        name: 'Laura Gómez',
        email: 'laura@correo.co',
        documentType: 'CC',
        documentNumber: '1020304050',
        phone: '3001234567',
        line1: 'Calle 10 # 43-20',
        line2: 'Apto 501',
        departmentCode: '05',
        municipalityCode: '05001',
        notes: 'Portería',
        consent: true,
      },
      shippingMethod: 'standard',
      paymentMethod: 'cash-on-delivery',
      expectedTotal: 333_690,
    });
  });

  it('tries with a new key after the server says this one placed another request, telling the shopper to check their mail first', async () => {
    const draft = aDraft({ shippingMethod: 'standard', paymentMethod: 'cash-on-delivery' });
    checkoutStore.draft = draft;
    const message =
      'Este pedido ya se había enviado con otros datos o desde otra sesión. Revisa tu correo por si ya quedó hecho; si no, confirma de nuevo.';
    replies.push(json({ error: { kind: 'idempotency-conflict', message } }, 409));
    expect(await placeCheckoutOrder(lines, draft, 333_690)).toEqual({ kind: 'failed', message });
    replies.push(json({ order, duplicate: false }, 201));
    expect(await placeCheckoutOrder(lines, draft, 333_690)).toEqual({ kind: 'placed', order });
    expect(sent[1].idempotencyKey).not.toBe(sent[0].idempotencyKey);
  });

  it('hands back the new figures when prices changed', async () => {
    const checkout = { totals: { total: 340_000 } } as CheckoutView;
    replies.push(json({ error: { kind: 'prices-changed', message: 'Algunos precios cambiaron.', checkout } }, 409));
    expect(await placeCheckoutOrder(lines, aDraft(), 333_690)).toEqual({
      kind: 'prices-changed',
      message: 'Algunos precios cambiaron.',
      checkout,
    });
  });
});

describe('reading a refused order', () => {
  it('leads back to the cart when products ran short, saying which and by how much', () => {
    const message = 'De Whey 2 lb quedan 5 unidades y pediste 9; faltan 4.';
    expect(
      placeFailure({ kind: 'out-of-stock', message, shortages: [{ sku: 'X', requested: 9, available: 5 }] }),
    ).toEqual({ kind: 'cart', message });
    expect(placeFailure({ kind: 'unavailable', message: 'Ya no está.', skus: ['X'] })).toEqual({
      kind: 'cart',
      message: 'Ya no está.',
    });
    const most = 'Un pedido puede tener hasta 30 unidades en total y el tuyo tiene 31; quita algunas para continuar.';
    expect(placeFailure({ kind: 'invalid-cart', message: most })).toEqual({ kind: 'cart', message: most });
    expect(
      placeFailure({ kind: 'invalid-input', message: 'Revisa.', fields: { lines: 'El carrito no es válido.' } }),
    ).toEqual({ kind: 'cart', message: 'El carrito no es válido.' });
  });

  it('sends a wrong field back to its step, the earliest first', () => {
    const fields = { shippingMethod: 'Elige.', email: 'Correo malo.' };
    expect(placeFailure({ kind: 'invalid-input', message: 'Revisa los datos.', fields })).toEqual({
      kind: 'back',
      step: 'buyer',
      fields,
      message: 'Revisa los datos.',
    });
    expect(
      placeFailure({ kind: 'invalid-input', message: 'Elige.', fields: { shippingMethod: 'Elige.' } }),
    ).toMatchObject({ kind: 'back', step: 'shipping' });
  });

  it('asks for another payment method when cash on delivery is refused, and to try again otherwise', () => {
    const cod = 'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.';
    expect(placeFailure({ kind: 'payment-method-unavailable', message: cod })).toEqual({
      kind: 'payment',
      message: cod,
    });
    expect(placeFailure({ kind: 'cod-unavailable', message: cod, reason: 'amount-too-high' })).toEqual({
      kind: 'payment',
      message: cod,
    });
    expect(placeFailure({ kind: 'internal', message: 'Error' })).toEqual({
      kind: 'failed',
      message: expect.stringMatching(/^Algo salió mal de nuestro lado\./),
    });
    // A kind this page does not know yet (a server deployed after it loaded) is a failure to try again.
    expect(placeFailure({ kind: 'kind-of-a-newer-server', message: 'x' } as never)).toEqual({
      kind: 'failed',
      message: expect.stringContaining('tu pedido no se duplicará'),
    });
    const wait =
      'Recibimos muchos pedidos desde tu conexión en poco tiempo. Inténtalo de nuevo en 12 minutos; tu carrito sigue guardado.';
    expect(placeFailure({ kind: 'rate-limited', message: wait, retryAfterSeconds: 720 })).toEqual({
      kind: 'failed',
      message: wait,
    });
  });
});

describe('reading a refused price', () => {
  it('sends the shopper to the cart, to the payment or shipping choice, or offers to try again, by kind', () => {
    expect(priceProblem({ kind: 'out-of-stock', message: 'm', shortages: [] })).toBe('cart');
    expect(priceProblem({ kind: 'unavailable', message: 'm', skus: ['X'] })).toBe('cart');
    expect(priceProblem({ kind: 'empty-cart', message: 'm' })).toBe('cart');
    expect(priceProblem({ kind: 'invalid-quantity', message: 'm', sku: 'X' })).toBe('cart');
    expect(priceProblem({ kind: 'invalid-cart', message: 'm' })).toBe('cart');
    expect(priceProblem({ kind: 'invalid-input', message: 'm', fields: { lines: 'm' } })).toBe('cart');
    expect(priceProblem({ kind: 'cod-unavailable', message: 'm', reason: 'no-coverage' })).toBe('payment');
    expect(priceProblem({ kind: 'payment-method-unavailable', message: 'm' })).toBe('payment');
    expect(priceProblem({ kind: 'invalid-input', message: 'm', fields: { shippingMethod: 'm' } })).toBe('shipping');
    expect(priceProblem({ kind: 'invalid-input', message: 'm', fields: { departmentCode: 'm' } })).toBe('retry');
    expect(priceProblem({ kind: 'network', message: 'm' })).toBe('retry');
    expect(priceProblem({ kind: 'internal', message: 'm' })).toBe('retry');
    expect(priceProblem({ kind: 'csrf', message: 'm' })).toBe('retry');
  });
});
