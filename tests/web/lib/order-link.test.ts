import { describe, expect, it } from 'vitest';
import { confirmationPath, orderLinkParts } from '../../../web/lib/order-link';

describe("an order's link", () => {
  it('gives its number and, for a guest, its signature', () => {
    expect(orderLinkParts('/pedido/FO-ABC123/?firma=s1g')).toEqual({ number: 'FO-ABC123', signature: 's1g' });
    expect(orderLinkParts('https://fornido.co/pedido/FO-ABC123/')).toEqual({ number: 'FO-ABC123', signature: null });
    expect(orderLinkParts('/cuenta/pedidos/')).toBeNull();
  });

  it('leads to the confirmation step with the number, and the signature only when the link has one', () => {
    expect(confirmationPath({ number: 'FO-1', link: '/pedido/FO-1/?firma=a+b' })).toBe(
      '/checkout/confirmacion/?pedido=FO-1&firma=a%20b',
    );
    expect(confirmationPath({ number: 'FO-1', link: '/pedido/FO-1/' })).toBe('/checkout/confirmacion/?pedido=FO-1');
  });
});
