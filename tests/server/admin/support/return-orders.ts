import { expect } from 'vitest';
import { T } from '../../../../adapters/container';
import type { Order } from '../../../../core/orders/order';
import { placeAnOrder } from '../../../cli/support/orders';
import { withCookie, type operatorServer } from '../../support/operator-client';

/** The first bytes of a PNG: enough for the store to take it as a picture. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

export const ACCOUNT = {
  bank: 'Bancolombia',
  accountType: 'ahorros',
  number: '12345678901',
  holderName: 'Laura Gómez',
  documentType: 'CC',
  documentNumber: '1020304050',
};

/** The orders and returns the returns API tests start from, made in `ctx`'s store. */
export const returnOrders = (ctx: ReturnType<typeof operatorServer>) => {
  /** A variant on sale with units to spare and, with `sibling`, another of its product at its price with units too. */
  const aVariantToSell = async (sibling: boolean) => {
    const variants = (await ctx.server.container.get(T.catalogueAdmin).listVariants()).filter(
      (v) => v.active && v.stock > 4 && v.price < 300_000,
    );
    const twin = (v: (typeof variants)[number]) =>
      variants.some((w) => w.sku !== v.sku && w.product === v.product && w.price === v.price);
    return variants.find((v) => !sibling || twin(v))?.sku ?? '';
  };

  /** A cash-on-delivery order of 2 units, prepared, shipped and delivered by a manager through the API. */
  const aDeliveredOrder = async (manager: string, exchangeable = false): Promise<Order> => {
    const sku = await aVariantToSell(exchangeable);
    const order = await placeAnOrder(ctx.server.container, {
      paymentMethod: 'cash-on-delivery',
      sku,
      quantity: 2,
      prefix: 'consola-devoluciones',
    });
    const as = withCookie(manager);
    for (const [step, body] of [
      ['prepare', {}],
      ['ship', { tracking: 'SERV-778899' }],
      ['deliver', {}],
    ] as const)
      expect((await ctx.admin.post(`/orders/${order.number}/${step}`, body, as)).status).toBe(200);
    return order;
  };

  /** The shopper's return of one unit, with a picture, to be refunded by bank transfer (they paid cash on delivery). */
  const aReturnOf = async (order: Order) => {
    const asked = await ctx.server.container.get(T.returns).requestReturn(
      { kind: 'signed-link' },
      {
        orderNumber: order.number,
        reason: 'defectuoso',
        reversalCause: null,
        learnedOn: null,
        words: 'El tarro llegó abierto.',
        lines: [{ sku: order.lines[0].sku, quantity: 1, sealed: false, exchangeSku: null }],
        refundTo: 'bank-transfer',
        bankAccount: ACCOUNT,
        pictures: [{ bytes: PNG }],
      },
    );
    if (!asked.ok) throw new Error(asked.error.message);
    return asked.value;
  };

  return { aDeliveredOrder, aReturnOf };
};
