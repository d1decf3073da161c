import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { checkoutEndpoints } from '../../contract/checkout-endpoints';
import { queryOf, requestOf } from '../../contract/endpoint';
import { checkoutInputs } from '../../contract/inputs/checkout-endpoints';

const { payOrder, followPayment, withdrawPayment, paymentBanks, placeOrder } = checkoutEndpoints;

describe('the checkout endpoints as a caller sends them', () => {
  it("names an attempt by its order and id, with the link's signature as `firma` only for a guest", () => {
    const guest = requestOf(followPayment, { number: 'FO-ABC 1', id: 'pa_1', signature: 's/g=' });
    expect(`${guest.path}${queryOf(guest.rest)}`).toBe('/api/v1/orders/FO-ABC%201/payments/pa_1?firma=s%2Fg%3D');
    const owner = requestOf(withdrawPayment, { number: 'FO-ABC1', id: 'pa_1', signature: null });
    expect(`${owner.path}${queryOf(owner.rest)}`).toBe('/api/v1/orders/FO-ABC1/payments/pa_1');
  });

  it("puts the order's number in the address of a payment and the method, instrument and signature in its body", () => {
    const sent = requestOf(payOrder, {
      number: 'FO-1',
      method: 'nequi',
      instrument: { kind: 'wallet-qr' },
      signature: 'x',
    });
    expect(sent).toEqual({
      path: '/api/v1/orders/FO-1/payments',
      rest: { method: 'nequi', instrument: { kind: 'wallet-qr' }, signature: 'x' },
    });
  });

  it("reads a repeated `firma` as no signature at all, as the order's own page does", () => {
    const read = safeParse(checkoutInputs.followPayment, { number: 'FO-1', id: 'pa_1', firma: ['a', 'b'] });
    expect(read.success && read.data).toEqual({ number: 'FO-1', id: 'pa_1', firma: undefined });
  });

  it("refuses a body's wrong fields by name, and never a query's: the banks' list reads none", () => {
    expect([payOrder.invalid, placeOrder.invalid, paymentBanks.invalid]).toEqual(['fields', 'fields', 'bad-request']);
    expect(safeParse(checkoutInputs.paymentBanks, { anything: '1' }).success).toBe(true);
  });
});
