import { describe, expect, it } from 'vitest';
import { packingSlip } from '../../../core/orders/packing-slip';
import { anOrder, anOrderBuyer } from '../../builders/orders';

describe('the packing slip', () => {
  it('lists each line with product, size, flavour, SKU and quantity, and where the parcel goes', () => {
    const order = anOrder({ state: 'paid', buyer: anOrderBuyer({ notes: 'Portería 24 horas' }) });
    const slip = packingSlip(order);
    expect(slip.lines).toEqual([
      {
        product: 'Gold Standard 100% Whey',
        brand: 'Optimum Nutrition',
        size: '2 lb',
        flavour: 'Chocolate',
        sku: 'GSW-2LB-CHOC',
        quantity: 1,
      },
      {
        product: 'Creatina Monohidratada Micronizada',
        brand: 'Smart Muscle',
        size: '300 g',
        flavour: null,
        sku: 'CMM-300G',
        quantity: 2,
      },
    ]);
    expect(slip).toMatchObject({
      number: order.number,
      units: 3,
      weightGrams: 907 + 2 * 300,
      shippingMethod: 'standard',
      deliverTo: {
        recipient: 'Camila Rodríguez',
        phone: '3001234567',
        line1: 'Calle 45 # 12-34',
        line2: 'Apto 501',
        city: 'Medellín',
        department: 'Antioquia',
        notes: 'Portería 24 horas',
      },
      cashToCollect: 0,
    });
  });

  it('asks the carrier to collect the whole total, surcharge included, of a cash-on-delivery order', () => {
    const order = anOrder({ paymentMethod: 'cash-on-delivery' });
    expect(order.totals.codSurcharge).toBeGreaterThan(0);
    expect(packingSlip(order).cashToCollect).toBe(order.totals.total);
  });
});
