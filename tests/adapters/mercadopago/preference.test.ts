import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemsOf, mercadoPagoDate, preferenceOf } from '../../../adapters/mercadopago/preference';
import { pesos } from '../../../core/shared/money';
import { aRequest } from './harness';

const line = (sku: string, quantity: number, unitPrice: number) => ({
  sku,
  name: `Producto ${sku}`,
  quantity,
  unitPrice: pesos(unitPrice),
  iva: pesos(0),
});
const total = (items: readonly { quantity: number; unit_price: number }[]) =>
  items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0);

describe('the items of a preference', () => {
  it('are the lines alone when nothing is added or taken off', () => {
    const request = aRequest({ items: [line('A', 2, 50_000)], shipping: pesos(0), amount: pesos(100_000) });
    expect(itemsOf(request).map((i) => i.id)).toEqual(['A']);
  });

  it('are one item for the whole order when a line is free (MercadoPago refuses an item at $ 0)', () => {
    const request = aRequest({
      items: [line('A', 1, 100_000), line('REGALO', 1, 0)],
      shipping: pesos(0),
      amount: pesos(100_000),
    });
    expect(itemsOf(request)).toEqual([
      { id: request.orderNumber, title: request.description, quantity: 1, currency_id: 'COP', unit_price: 100_000 },
    ]);
  });

  it('always add up to the amount charged, whatever the shipping and the gift credit (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1_000, max: 400_000 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (lines, shipping, gift) => {
          const items = lines.map(([q, p], i) => line(`S${i}`, q, p));
          const products = total(items.map((l) => ({ quantity: l.quantity, unit_price: l.unitPrice })));
          const credit = Math.min(gift, products - 1);
          const amount = products + shipping - credit;
          const sent = itemsOf(
            aRequest({ items, shipping: pesos(shipping), giftCredit: pesos(credit), amount: pesos(amount) }),
          );
          expect(total(sent)).toBe(amount);
          expect(sent.every((i) => Number.isInteger(i.unit_price) && i.unit_price > 0 && i.currency_id === 'COP')).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('the rest of the preference', () => {
  it('sends a passport as "Otro", a phone with its country code as ten digits, and no expiry without one', () => {
    const request = aRequest({
      buyer: {
        name: 'Ana',
        email: 'ana@correo.co',
        documentType: 'PP',
        documentNumber: 'AB123',
        phone: '+57 300 123 4567',
      },
      orderExpiresAt: null,
    });
    expect(preferenceOf(request, 'https://fornido.co/api/v1/webhooks/mercadopago', new Date())).toMatchObject({
      payer: {
        name: 'Ana',
        surname: '',
        identification: { type: 'Otro', number: 'AB123' },
        phone: { number: '3001234567' },
      },
      expires: false,
    });
  });

  it('writes dates as MercadoPago does, in Bogotá time', () => {
    expect(mercadoPagoDate(new Date('2026-11-23T04:59:59.000Z'))).toBe('2026-11-22T23:59:59.000-05:00');
  });
});
