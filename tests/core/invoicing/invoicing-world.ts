import type { OrderHappening, OrderHappeningType } from '../../../core/events/ports';
import type { Order } from '../../../core/orders/order';
import type { Return } from '../../../core/returns/return';
import { fakeInvoiceIssuer } from '../../fakes/fake-invoice-issuer';
import { inMemoryInvoices } from '../../fakes/in-memory-invoices';
import { aNumbering } from './invoicing-builders';

export const T0 = new Date('2026-11-25T15:00:00Z');

/** Orders, returns and documents in memory, a clock moved by hand, ids in sequence and the fake tax authority: what
 * the invoicing's subscriber and sender run on in the core's tests. */
export const anInvoicingWorld = () => {
  const orders = new Map<string, Order>();
  const returns = new Map<string, Return>();
  const clock = { at: T0, now: () => clock.at };
  let ids = 0;
  const fake = fakeInvoiceIssuer(T0);
  const warnings: string[] = [];
  return {
    orders,
    returns,
    clock,
    fake,
    warnings,
    numbering: aNumbering(),
    invoices: inMemoryInvoices(),
    ids: { newId: () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}` },
    orderStore: { findById: async (id: string) => orders.get(id) ?? null },
    returnStore: {
      find: async (id: string) => returns.get(id) ?? null,
      findRefund: async (id: string) =>
        [...returns.values()].flatMap((r) => r.refunds).find((f) => f.id === id) ?? null,
      listForOrder: async (orderId: string) => [...returns.values()].filter((r) => r.orderId === orderId),
    },
    logger: { info: () => undefined, warn: (_: unknown, m: string) => void warnings.push(m), error: () => undefined },
    /** Moves the clock on by `seconds`. */
    wait: (seconds: number) => {
      clock.at = new Date(clock.at.getTime() + seconds * 1000);
    },
  };
};

let eventIds = 0;
/** An event of an order (of one of its returns). */
export const anEvent = (type: OrderHappeningType, order: Order, returnId?: string): OrderHappening => ({
  id: (eventIds += 1),
  type,
  orderId: order.id,
  orderNumber: order.number,
  occurredAt: T0,
  ...(returnId && { returnId }),
});
