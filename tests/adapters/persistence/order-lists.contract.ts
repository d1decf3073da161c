import { expect, it } from 'vitest';
import type { Order } from '../../../core/orders/order';
import type { NewOrder } from '../../../core/orders/ports';
import type { Email } from '../../../core/people/email';
import { anOrderBuyer } from '../../builders/orders';
import { aKey, aMove, aNewOrder, anOrderLine as line, NO_CAPS, placedOrder } from './order-fixtures';
import { at, type OrderSubject } from './order-store.contract';

/** The OrderStore contract's lists: orders overdue, newest first, a customer's, the people a customer referred, and
 * guest orders joining an account.
 * Registered inside the contract's describe, on its subject. */
export const orderListsContract = (subject: () => OrderSubject) => {
  const place = (order: NewOrder, key: string) => subject().store.place(order, key, NO_CAPS);

  it('lists unpaid orders whose expiry has passed, oldest expiry first', async () => {
    const placeDue = async (expires: string | null, over: Partial<NewOrder> = {}) =>
      placedOrder(
        await place(
          aNewOrder([line('EXP', 1)], {
            placedAt: at('2020-01-01T07:00:00Z'),
            expiresAt: expires === null ? null : at(expires),
            ...over,
          }),
          aKey(),
        ),
      );
    const due = await placeDue('2020-01-01T10:00:00Z');
    const overdue = await placeDue('2020-01-01T09:00:00Z');
    await placeDue('2020-01-01T12:00:00Z');
    await placeDue(null, { state: 'confirmed', paymentMethod: 'cash-on-delivery' });
    const paid = await placeDue('2020-01-01T08:00:00Z');
    await subject().store.change(aMove(paid, 'paid', { event: 'approve-payment', keepsExpiry: true }));
    const now = at('2020-01-01T10:00:00Z');
    expect((await subject().store.listExpired(now, 10)).map((o) => o.id)).toEqual([overdue.id, due.id]);
    expect((await subject().store.listExpired(now, 1)).map((o) => o.id)).toEqual([overdue.id]);
  });

  it('lists orders newest first, by state and since a moment, up to a limit', async () => {
    const orders: Order[] = [];
    for (const day of ['02', '03', '04']) {
      orders.push(
        placedOrder(await place(aNewOrder([line('LIST', 1)], { placedAt: at(`2031-01-${day}T12:00:00Z`) }), aKey())),
      );
    }
    const [first, second, third] = orders as [Order, Order, Order];
    await subject().store.change(aMove(second, 'cancelled'));
    const since = at('2031-01-01T00:00:00Z');
    expect((await subject().store.list({ since, limit: 10 })).map((o) => o.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect((await subject().store.list({ since, limit: 2 })).map((o) => o.id)).toEqual([third.id, second.id]);
    expect((await subject().store.list({ since: second.placedAt, limit: 10 })).map((o) => o.id)).toEqual([
      third.id,
      second.id,
    ]);
    expect((await subject().store.list({ since, states: ['cancelled'], limit: 10 })).map((o) => o.id)).toEqual([
      second.id,
    ]);
    expect(
      (await subject().store.list({ states: ['cancelled', 'paid'], limit: 1000 })).every((o) =>
        ['cancelled', 'paid'].includes(o.state),
      ),
    ).toBe(true);
    expect((await subject().store.list({ limit: 1 })).map((o) => o.id)).toEqual([third.id]);
  });

  it("lists a customer's orders, newest first", async () => {
    await subject().addCustomer('cliente-pedidos');
    const mine = [];
    for (const day of ['10', '11']) {
      mine.push(
        placedOrder(
          await place(
            aNewOrder([line('MINE', 1)], { customerId: 'cliente-pedidos', placedAt: at(`2026-10-${day}T12:00:00Z`) }),
            aKey(),
          ),
        ),
      );
    }
    placedOrder(await place(aNewOrder([line('MINE', 1)], { placedAt: at('2026-10-12T12:00:00Z') }), aKey()));
    expect((await subject().store.listForCustomer('cliente-pedidos', 10)).map((o) => o.id)).toEqual([
      mine[1].id,
      mine[0].id,
    ]);
    expect((await subject().store.listForCustomer('cliente-pedidos', 1)).map((o) => o.id)).toEqual([mine[1].id]);
    expect(await subject().store.listForCustomer('nadie', 10)).toEqual([]);
  });

  it("lists the people a customer's referrals bought as, once each with their first order, newest first, guests too", async () => {
    await subject().addCustomer('cliente-refiere');
    await subject().addCustomer('cliente-referido');
    const referred = (day: string, over: Partial<NewOrder>) =>
      place(
        aNewOrder([line('REFER', 1)], {
          referrerId: 'cliente-refiere',
          placedAt: at(`2026-08-${day}T12:00:00Z`),
          ...over,
        }),
        aKey(),
      ).then(placedOrder);
    await referred('02', { buyer: anOrderBuyer({ name: 'Lucía Gómez', email: 'lucia.refer@correo.co' }) });
    await referred('03', { buyer: anOrderBuyer({ name: 'Lucía G.', email: 'Lucia.Refer@Correo.co' }) });
    await referred('04', { customerId: 'cliente-referido', buyer: anOrderBuyer({ name: 'Mateo Álvarez' }) });
    await referred('05', { customerId: 'cliente-referido', buyer: anOrderBuyer({ name: 'Mateo A.' }) });
    const dropped = await referred('06', {
      buyer: anOrderBuyer({ name: 'Nadia Ruiz', email: 'nadia.refer@correo.co' }),
    });
    await subject().store.change(aMove(dropped, 'cancelled'));
    await place(aNewOrder([line('REFER', 1)], { placedAt: at('2026-08-07T12:00:00Z') }), aKey());
    expect(await subject().store.listReferredBuyers('cliente-refiere', 10)).toEqual([
      { customerId: 'cliente-referido', name: 'Mateo Álvarez', firstOrderAt: at('2026-08-04T12:00:00Z') },
      { customerId: null, name: 'Lucía Gómez', firstOrderAt: at('2026-08-02T12:00:00Z') },
    ]);
    expect((await subject().store.listReferredBuyers('cliente-refiere', 1)).map((b) => b.name)).toEqual([
      'Mateo Álvarez',
    ]);
    expect(await subject().store.listReferredBuyers('cliente-referido', 10)).toEqual([]);
  });

  it('attaches the guest orders of a verified email to its customer, once, with a claim entry each', async () => {
    await subject().addCustomer('cliente-reclama');
    await subject().addCustomer('cliente-otro');
    const guest = (email: string, day: string, customerId: string | null = null) =>
      place(
        aNewOrder([line('CLAIM', 1)], {
          customerId,
          buyer: anOrderBuyer({ email }),
          placedAt: at(`2026-09-${day}T12:00:00Z`),
        }),
        aKey(),
      ).then(placedOrder);
    const older = await guest('ana.reclama@correo.co', '02');
    const newer = await guest('Ana.Reclama@Correo.co', '03');
    const other = await guest('beto.reclama@correo.co', '04');
    const owned = await guest('ana.reclama@correo.co', '05', 'cliente-otro');
    const claim = {
      customerId: 'cliente-reclama',
      email: 'ana.reclama@correo.co' as Email,
      at: at('2026-09-10T12:00:00Z'),
    };
    expect(await subject().store.claimGuestOrders(claim)).toEqual([older.number, newer.number]);
    expect((await subject().store.listForCustomer('cliente-reclama', 10)).map((o) => o.number)).toEqual([
      newer.number,
      older.number,
    ]);
    expect((await subject().store.findById(other.id))!.customerId).toBeNull();
    expect((await subject().store.findById(owned.id))!.customerId).toBe('cliente-otro');
    expect((await subject().store.history(older.id)).at(-1)).toMatchObject({
      actor: 'cliente',
      action: 'claim',
      before: 'pending_payment',
      after: 'pending_payment',
    });
    expect(await subject().store.claimGuestOrders(claim)).toEqual([]);
  });
};
