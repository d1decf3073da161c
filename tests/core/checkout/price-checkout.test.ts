import { describe, expect, it } from 'vitest';
import { aSku, checkoutHarness } from './checkout-harness';

const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };
const LETICIA = { departmentCode: '91', municipalityCode: '91001' };

describe('pricing a checkout step', () => {
  const whey = { ...aSku('WHEY-2LB', 129_900), stock: 10 };

  it('refuses an empty cart in Spanish, with or without a destination, instead of weighing nothing', async () => {
    const { price } = checkoutHarness([whey]);
    for (const request of [{ lines: [] }, { lines: [], destination: MEDELLIN, shippingMethod: 'standard' }]) {
      expect(await price(request)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-cart', message: expect.stringContaining('Tu carrito está vacío') },
      });
    }
  });

  it('refuses more units of one product than MAX_UNITS_PER_LINE, and more in all than MAX_UNITS_PER_ORDER', async () => {
    const many = [
      { ...aSku('A', 10_000), stock: 50 },
      { ...aSku('B', 10_000), stock: 50 },
      { ...aSku('C', 10_000), stock: 50 },
      { ...aSku('D', 10_000), stock: 50 },
    ];
    const { price } = checkoutHarness(many);
    expect(await price({ lines: [{ sku: 'A', quantity: 10 }] })).toMatchObject({ ok: true });
    expect(await price({ lines: [{ sku: 'A', quantity: 11 }] })).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-cart',
        message: 'Puedes llevar hasta 10 unidades de Proteína A (2 lb, Chocolate) por pedido.',
      },
    });
    expect(await price({ lines: ['A', 'B', 'C'].map((sku) => ({ sku, quantity: 10 })) })).toMatchObject({ ok: true });
    expect(
      await price({ lines: ['A', 'B', 'C', 'D'].map((sku) => ({ sku, quantity: sku === 'D' ? 1 : 10 })) }),
    ).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-cart',
        message: 'Un pedido puede tener hasta 30 unidades en total y el tuyo tiene 31; quita algunas para continuar.',
      },
    });
  });

  it('prices the lines alone before a destination is known', async () => {
    const { price } = checkoutHarness([whey]);
    const result = await price({ lines: [{ sku: 'WHEY-2LB', quantity: 2 }] });
    expect(result).toMatchObject({
      ok: true,
      value: { shippingOptions: null, paymentOptions: null, breakdown: { subtotal: 259_800, total: 259_800 } },
    });
  });

  it('quotes both shipping methods to Medellín by weight, with the delivery estimate in Spanish business days', async () => {
    const { price } = checkoutHarness([whey]);
    const result = await price({ lines: [{ sku: 'WHEY-2LB', quantity: 2 }], destination: MEDELLIN });
    if (!result.ok) throw new Error(result.error.message);
    // 2 × 907 g = 1.8 kg: two started kilograms to a main city.
    expect(result.value.shippingOptions).toMatchObject([
      { method: 'standard', label: 'Envío estándar', price: 15_800, free: false },
      { method: 'express', label: 'Envío exprés', price: 25_400, free: false },
    ]);
    // Placed on Monday 23 November 2026: standard 2–5 business days, express 1–2.
    expect(result.value.shippingOptions![0].estimate).toBe('Llega entre el miércoles 25 y el lunes 30 de noviembre');
    expect(result.value.shippingOptions![1].estimate).toBe('Llega entre el martes 24 y el miércoles 25 de noviembre');
  });

  it('adds the chosen shipping and offers cash on delivery with its surcharge below $ 500.000', async () => {
    const { price } = checkoutHarness([whey]);
    const shipped = await price({
      lines: [{ sku: 'WHEY-2LB', quantity: 2 }],
      destination: MEDELLIN,
      shippingMethod: 'standard',
    });
    expect(shipped).toMatchObject({ ok: true, value: { breakdown: { shipping: 15_800, total: 275_600 } } });
    expect(shipped.ok && shipped.value.paymentOptions!.map((o) => [o.id, o.available])).toEqual([
      ['sandbox-card', true],
      ['cash-on-delivery', true],
    ]);
    const cod = await price({
      lines: [{ sku: 'WHEY-2LB', quantity: 2 }],
      destination: MEDELLIN,
      shippingMethod: 'standard',
      paymentMethod: 'cash-on-delivery',
    });
    expect(cod).toMatchObject({
      ok: true,
      value: { paymentMethod: 'cash-on-delivery', breakdown: { codSurcharge: 13_780, total: 289_380 } },
    });
  });

  it('shows cash on delivery disabled with the reason for $ 600.000, and refuses it if chosen anyway', async () => {
    const { price } = checkoutHarness([{ ...aSku('BIG', 300_000), stock: 5 }]);
    const request = { lines: [{ sku: 'BIG', quantity: 2 }], destination: MEDELLIN, shippingMethod: 'standard' };
    const result = await price(request);
    const cod = result.ok ? result.value.paymentOptions!.find((o) => o.id === 'cash-on-delivery') : null;
    expect(cod).toMatchObject({
      available: false,
      reason: 'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.',
    });
    expect(await price({ ...request, paymentMethod: 'cash-on-delivery' })).toMatchObject({
      ok: false,
      error: { kind: 'payment-method-unavailable', message: cod!.reason },
    });
  });

  it('has no cash on delivery in the special zones (Leticia)', async () => {
    const { price } = checkoutHarness([whey]);
    const result = await price({
      lines: [{ sku: 'WHEY-2LB', quantity: 1 }],
      destination: LETICIA,
      shippingMethod: 'standard',
    });
    expect(result.ok && result.value.paymentOptions!.find((o) => o.id === 'cash-on-delivery')).toMatchObject({
      available: false,
      reason: expect.stringContaining('no está disponible en tu ciudad'),
    });
  });

  it('says which product ran short and by how much', async () => {
    const { price } = checkoutHarness([
      { ...whey, stock: 2 },
      { ...aSku('CREA', 89_900, { flavour: null, size: '300 g', name: 'Creatina' }), stock: 0 },
    ]);
    const result = await price({
      lines: [
        { sku: 'WHEY-2LB', quantity: 3 },
        { sku: 'CREA', quantity: 1 },
      ],
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'out-of-stock',
        shortages: [
          { sku: 'WHEY-2LB', requested: 3, available: 2 },
          { sku: 'CREA', requested: 1, available: 0 },
        ],
        message:
          'De Proteína WHEY-2LB (2 lb, Chocolate) quedan 2 unidades y pediste 3; faltan 1. Creatina (300 g) se agotó (pediste 1).',
      },
    });
  });

  it('refuses withdrawn products, unknown places, shipping methods and payment methods with Spanish messages', async () => {
    const { price } = checkoutHarness([whey, { ...aSku('OLD', 50_000, { sellable: false }), stock: 3 }]);
    const lines = [{ sku: 'WHEY-2LB', quantity: 1 }];
    expect(await price({ lines: [{ sku: 'OLD', quantity: 1 }] })).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', skus: ['OLD'] },
    });
    expect(await price({ lines, destination: { departmentCode: '05', municipalityCode: '11001' } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', fields: { municipalityCode: expect.any(String) } },
    });
    expect(await price({ lines, destination: MEDELLIN, shippingMethod: 'dron' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', fields: { shippingMethod: 'Elige cómo quieres recibir tu pedido.' } },
    });
    expect(
      await price({ lines, destination: MEDELLIN, shippingMethod: 'standard', paymentMethod: 'bitcoin' }),
    ).toMatchObject({ ok: false, error: { kind: 'payment-method-unavailable' } });
    expect(await price({ lines: [] })).toMatchObject({ ok: false });
  });
});
