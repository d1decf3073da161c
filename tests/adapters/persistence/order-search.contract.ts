import { expect, it } from 'vitest';
import { parseOrderSearch } from '../../../core/orders/order-search';
import type { NewOrder, OrderQuery } from '../../../core/orders/ports';
import { anOrderBuyer } from '../../builders/orders';
import {
  aCashOnDeliveryOrder,
  aKey,
  aMove,
  aNewOrder,
  anOrderLine as line,
  NO_CAPS,
  placedOrder,
} from './order-fixtures';
import { at, type OrderSubject } from './order-store.contract';

/** The OrderStore contract's operator search: by number, e-mail start, document, phone, with the list's filters.
 * Registered inside the contract's describe, on its subject; its orders are placed in 2032, apart from the others'. */
export const orderSearchContract = (subject: () => OrderSubject) => {
  const place = async (order: NewOrder) => placedOrder(await subject().store.place(order, aKey(), NO_CAPS));
  const since = at('2032-01-01T05:00:00Z');
  const numbers = async (q: Omit<OrderQuery, 'limit' | 'since'>) =>
    (await subject().store.list({ ...q, since, limit: 50 })).map((o) => o.number);
  const search = (text: string) => parseOrderSearch(text)!;

  it("finds orders by number, the start of the buyer's e-mail, a document or a phone, however typed", async () => {
    const lucia = await place(
      aNewOrder([line('SEARCH', 1)], {
        placedAt: at('2032-01-02T15:00:00Z'),
        buyer: anOrderBuyer({
          email: 'Lucia.Busca@Correo.co',
          documentNumber: '1020304051',
          phone: '3015550000',
        }),
      }),
    );
    const empresa = await place(
      aCashOnDeliveryOrder([line('SEARCH', 2)], {
        placedAt: at('2032-01-03T15:00:00Z'),
        buyer: anOrderBuyer({
          email: 'compras%busca@empresa.co',
          documentType: 'NIT',
          documentNumber: '900123456',
          phone: '3025550000',
          municipalityCode: '76001',
          municipalityName: 'Cali',
        }),
      }),
    );
    expect(await numbers({ search: search(lucia.number.toLowerCase()) })).toEqual([lucia.number]);
    expect(await numbers({ search: search('LUCIA.BUSCA@') })).toEqual([lucia.number]);
    expect(await numbers({ search: search('lucia.busca@correo.co') })).toEqual([lucia.number]);
    expect(await numbers({ search: search('1.020.304.051') })).toEqual([lucia.number]);
    expect(await numbers({ search: search('+57 301 555 0000') })).toEqual([lucia.number]);
    expect(await numbers({ search: search('900.123.456-7') })).toEqual([empresa.number]);
    // A % or _ typed is that character, never a wildcard.
    expect(await numbers({ search: search('compras%') })).toEqual([empresa.number]);
    expect(await numbers({ search: search('compras_') })).toEqual([]);
    expect(await numbers({ search: search('lucia.buscax') })).toEqual([]);
    expect(await numbers({ search: search('3015550001') })).toEqual([]);
  });

  it('filters by state, payment method, placement time and municipality, all together', async () => {
    const [first, second, third] = await Promise.all(
      ['10', '11', '12'].map((day) =>
        place(aNewOrder([line('SEARCH', 1)], { placedAt: at(`2032-02-${day}T15:00:00Z`) })),
      ),
    );
    const cod = await place(
      aCashOnDeliveryOrder([line('SEARCH', 1)], {
        placedAt: at('2032-02-11T16:00:00Z'),
        buyer: anOrderBuyer({ municipalityCode: '05088', municipalityName: 'Bello' }),
      }),
    );
    await subject().store.change(aMove(second, 'paid', { event: 'approve-payment' }));
    const feb = { since: at('2032-02-11T05:00:00Z'), before: at('2032-02-12T05:00:00Z') };
    const window = async (q: Omit<OrderQuery, 'limit'>) =>
      (await subject().store.list({ ...q, limit: 50 })).map((o) => o.number);
    expect(await window(feb)).toEqual([cod.number, second.number]);
    expect(await window({ ...feb, states: ['paid'] })).toEqual([second.number]);
    expect(await window({ ...feb, paymentMethods: ['cash-on-delivery'] })).toEqual([cod.number]);
    expect(await window({ ...feb, municipalityCodes: ['05001'] })).toEqual([second.number]);
    expect(await window({ ...feb, municipalityCodes: ['05088', '05001'], paymentMethods: ['nequi'] })).toEqual([
      second.number,
    ]);
    expect(
      await window({
        since: at('2032-02-10T05:00:00Z'),
        before: at('2032-02-13T05:00:00Z'),
        states: ['pending_payment'],
      }),
    ).toEqual([third.number, first.number]);
  });
};
