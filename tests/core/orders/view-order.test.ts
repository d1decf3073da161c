import { describe, expect, it } from 'vitest';
import { listOwnOrders, OWN_ORDERS_SHOWN } from '../../../core/orders/list-own-orders';
import { viewOrder } from '../../../core/orders/view-order';
import { anOrderInput, aSku, checkoutHarness } from '../checkout/checkout-harness';
import { plainLinks } from './order-mail-dispatch';

/** Two orders of the same store: one placed by a signed-in customer, one by a guest. */
const setUp = async () => {
  const h = checkoutHarness([{ ...aSku('WHEY-2LB', 129_900), stock: 10 }]);
  const place = async (customerId: string | null, key: string) => {
    const placed = await h.place(anOrderInput({ idempotencyKey: key, customerId, fingerprint: key }));
    if (!placed.ok) throw new Error(placed.error.message);
    return placed.value.order;
  };
  const mine = await place('cliente-ana', 'view-order-test-0001');
  const guests = await place(null, 'view-order-test-0002');
  const view = viewOrder({ orders: h.deps.orders, links: plainLinks });
  return { h, mine, guests, view };
};

const NOT_FOUND = {
  ok: false,
  error: {
    kind: 'order-not-found',
    message: 'No encontramos ese pedido. Revisa el enlace de tu correo o inicia sesión.',
  },
};

describe('who may see an order', () => {
  it('shows its owner their order while signed in, without a signature, whatever the case of the number', async () => {
    const { mine, view } = await setUp();
    expect(await view({ number: mine.number, customerId: 'cliente-ana', signature: null })).toEqual({
      ok: true,
      value: mine,
    });
    expect(
      await view({ number: ` ${mine.number.toLowerCase()} `, customerId: 'cliente-ana', signature: null }),
    ).toEqual({ ok: true, value: mine });
  });

  it('shows anyone holding the signed link of its mails, signed in or not', async () => {
    const { mine, guests, view } = await setUp();
    const signature = await plainLinks.sign(guests.number);
    expect(await view({ number: guests.number, customerId: null, signature })).toEqual({ ok: true, value: guests });
    expect(await view({ number: guests.number, customerId: 'cliente-ana', signature })).toEqual({
      ok: true,
      value: guests,
    });
    // Another customer holding the owner's signed link (forwarded by mail) sees it too: the link is the proof.
    const mineSigned = await plainLinks.sign(mine.number);
    expect(await view({ number: mine.number, customerId: 'cliente-otro', signature: mineSigned })).toEqual({
      ok: true,
      value: mine,
    });
  });

  it('answers "not found" to a wrong signature, to someone else\'s order and to an unknown or malformed number alike', async () => {
    const { mine, guests, view } = await setUp();
    expect(await view({ number: guests.number, customerId: null, signature: 'firma-otra' })).toEqual(NOT_FOUND);
    expect(await view({ number: guests.number, customerId: null, signature: null })).toEqual(NOT_FOUND);
    expect(await view({ number: mine.number, customerId: 'cliente-otro', signature: null })).toEqual(NOT_FOUND);
    // A guest's order has no owner to sign in as.
    expect(await view({ number: guests.number, customerId: 'cliente-ana', signature: null })).toEqual(NOT_FOUND);
    // The signature of another order does not open this one.
    const otherSignature = await plainLinks.sign(mine.number);
    expect(await view({ number: guests.number, customerId: null, signature: otherSignature })).toEqual(NOT_FOUND);
    expect(await view({ number: 'FO-2026-999999', customerId: null, signature: 'firma-FO-2026-999999' })).toEqual(
      NOT_FOUND,
    );
    expect(await view({ number: 'no-es-un-numero', customerId: 'cliente-ana', signature: null })).toEqual(NOT_FOUND);
  });
});

describe("a shopper's own orders", () => {
  it('lists only the orders of the signed-in customer, newest first, at most the number the page shows', async () => {
    const { h, mine } = await setUp();
    const list = listOwnOrders({ orders: h.deps.orders });
    expect(await list('cliente-ana')).toEqual([mine]);
    expect(await list('cliente-otro')).toEqual([]);
    expect(OWN_ORDERS_SHOWN).toBe(50);
  });
});
