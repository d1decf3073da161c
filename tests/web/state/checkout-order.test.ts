import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutView, PlaceOrderRequest } from '../../../web/lib/checkout-api';
import { RequestError } from '../../../web/lib/json-api';
import { checkoutStore, clearCheckoutDraft } from '../../../web/state/checkout';
import { placeCheckoutOrder, placeFailure } from '../../../web/state/checkout-order';
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
    sent.push(JSON.parse(String(init.body)));
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
  const refused = (
    status: number,
    kind: string,
    message: string,
    fields: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) => placeFailure(new RequestError(status, kind, message, fields, null, details));

  it('leads back to the cart when products ran short, saying which and by how much', () => {
    const message = 'De Whey 2 lb quedan 5 unidades y pediste 9; faltan 4.';
    expect(
      refused(409, 'out-of-stock', message, {}, { shortages: [{ sku: 'X', requested: 9, available: 5 }] }),
    ).toEqual({ kind: 'cart', message });
    expect(refused(409, 'unavailable', 'Ya no está.')).toEqual({ kind: 'cart', message: 'Ya no está.' });
    expect(refused(400, 'invalid-input', 'Revisa.', { lines: 'El carrito no es válido.' })).toEqual({
      kind: 'cart',
      message: 'El carrito no es válido.',
    });
  });

  it('sends a wrong field back to its step, the earliest first', () => {
    expect(
      refused(400, 'invalid-input', 'Revisa los datos.', { shippingMethod: 'Elige.', email: 'Correo malo.' }),
    ).toEqual({
      kind: 'back',
      step: 'buyer',
      fields: { shippingMethod: 'Elige.', email: 'Correo malo.' },
      message: 'Revisa los datos.',
    });
    expect(refused(400, 'invalid-input', 'Elige.', { shippingMethod: 'Elige.' })).toMatchObject({
      kind: 'back',
      step: 'shipping',
    });
  });

  it('asks for another payment method when cash on delivery is refused, and to try again otherwise', () => {
    const cod = 'El pago contraentrega solo está disponible para pedidos de menos de $ 500.000.';
    expect(refused(409, 'payment-method-unavailable', cod)).toEqual({ kind: 'payment', message: cod });
    expect(refused(409, 'cod-unavailable', cod)).toEqual({ kind: 'payment', message: cod });
    expect(refused(500, 'internal', 'Error')).toEqual({
      kind: 'failed',
      message: expect.stringMatching(/^Algo salió mal de nuestro lado\./),
    });
    expect(placeFailure(new Error('x'))).toMatchObject({ kind: 'failed' });
    const wait =
      'Recibimos muchos pedidos desde tu conexión en poco tiempo. Inténtalo de nuevo en 12 minutos; tu carrito sigue guardado.';
    expect(refused(429, 'rate-limited', wait)).toEqual({ kind: 'failed', message: wait });
  });
});
