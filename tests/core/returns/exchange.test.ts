import { describe, expect, it } from 'vitest';
import { anActor, anAsk, aReturnsHarness, DELIVERED_ON } from './return-harness';

const me = { kind: 'customer', customerId: 'camila' } as const;
const support = anActor('support');
const warehouse = anActor('warehouse');

/** A harness with a requested exchange of `quantity` WHEY units for `wanted`, and the request's answer. */
const exchange = async (quantity = 1, wanted = 'WHEY-FRESA') => {
  const h = aReturnsHarness({ order: { referrerId: 'ref' } });
  h.at(DELIVERED_ON);
  const lines = [{ sku: 'WHEY', quantity, sealed: true, exchangeSku: wanted }];
  const asked = await h.request(me, anAsk(h.order.number, { reason: 'cambio', words: 'Prefiero fresa', lines }));
  return { h, asked };
};

const onSale = (h: ReturnType<typeof aReturnsHarness>, sku: string) => h.world.stock.get(sku)?.onSale;

describe('exchanges (issue 34, cambio)', () => {
  it('lists, for each line, the other variants of its product at the price paid with units left', async () => {
    const { h } = await exchange();
    expect(await h.choices(me, h.order.number)).toEqual([
      {
        sku: 'WHEY',
        name: 'Whey',
        choices: [{ sku: 'WHEY-FRESA', flavour: 'Fresa', size: '2 lb', price: 100_000, stock: 2 }],
      },
      { sku: 'CREA', name: 'Creatina', choices: [] },
    ]);
    expect(await h.choices({ kind: 'customer', customerId: 'otra' }, h.order.number)).toEqual([]);
  });

  it('refuses a variant of another price, or more units than are left, in Spanish', async () => {
    const dearer = await exchange(1, 'WHEY-XL');
    expect(dearer.asked).toMatchObject({ ok: false, error: { kind: 'invalid-return-lines' } });
    expect(dearer.asked.ok ? '' : dearer.asked.error.message).toMatch(/tiene hoy otro precio/);
    const many = await exchange(3);
    expect(many.asked.ok ? '' : many.asked.error.message).toBe('De Whey (Fresa, 2 lb) quedan 2 unidades.');
  });

  it('reserves the wanted units at approval, and ships them in a $ 0 order once the units are received', async () => {
    const { h, asked } = await exchange(2);
    if (!asked.ok) throw new Error(asked.error.message);
    const number = asked.value.number;
    expect(asked.value.lines).toMatchObject([{ sku: 'WHEY', quantity: 2, exchangeSku: 'WHEY-FRESA' }]);
    const approved = await h.approve(support, { number, text: 'Envíalo por Servientrega' });
    expect(approved).toMatchObject({ ok: true, value: { state: 'approved', replacementOrderNumber: null } });
    expect(onSale(h, 'WHEY-FRESA')).toBe(0);
    expect(h.world.replacements.size).toBe(0);

    const received = await h.receive(warehouse, { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] });
    if (!received.ok) throw new Error(received.error.message);
    expect(received.value.state).toBe('exchanged');
    const replacement = h.world.replacements.get(received.value.replacementOrderNumber!);
    expect(replacement).toMatchObject({
      customerId: 'camila',
      referrerId: null,
      state: 'paid',
      buyer: h.order.buyer,
      paymentMethod: h.order.paymentMethod,
      firstPayment: null,
      lines: [{ sku: 'WHEY-FRESA', flavour: 'Fresa', quantity: 2, unitPrice: 0, gross: 0, iva: 0, base: 0 }],
      totals: { subtotal: 0, total: 0, tax: 0, shipping: 0 },
      shipping: { method: h.order.shipping.method, charged: 0 },
    });
    // The returned units are back on sale; the replacement's stay taken (reserved at approval).
    expect(onSale(h, 'WHEY')).toBe(12);
    expect(onSale(h, 'WHEY-FRESA')).toBe(0);
    // Received twice: the same exchange, no second order.
    expect(await h.receive(warehouse, { number, lines: [{ sku: 'WHEY', back: 'on-sale' }] })).toMatchObject({
      ok: true,
      value: { state: 'exchanged' },
    });
    expect(h.world.replacements.size).toBe(1);
    // A cambio never refunds money.
    expect(await h.refund(anActor('owner'), { number, manual: null })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-transition',
        message: `Return ${number} is an exchange: its replacement order settles it, no money is refunded.`,
      },
    });
    expect(h.refunds).toEqual([]);
  });

  it('refuses to approve when the wanted units were sold meanwhile, holding none', async () => {
    const { h, asked } = await exchange(2);
    if (!asked.ok) throw new Error(asked.error.message);
    h.world.stock.set('WHEY-FRESA', { onSale: 1, damaged: 0 });
    expect(await h.approve(support, { number: asked.value.number, text: 'Envíalo' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid-transition',
        message: `Return ${asked.value.number} cannot be approved: too few units of WHEY-FRESA are left for the exchange.`,
      },
    });
    expect(onSale(h, 'WHEY-FRESA')).toBe(1);
    expect((await h.show(support, asked.value.number)).ok && h.world.events.at(-1)?.type).toBe('return-requested');
  });

  it('creates nothing for a rejected exchange', async () => {
    const { h, asked } = await exchange(1);
    if (!asked.ok) throw new Error(asked.error.message);
    const rejected = await h.reject(support, { number: asked.value.number, text: 'El producto fue abierto' });
    expect(rejected).toMatchObject({ ok: true, value: { state: 'rejected', replacementOrderNumber: null } });
    expect(onSale(h, 'WHEY-FRESA')).toBe(2);
    expect(h.world.replacements.size).toBe(0);
  });
});
