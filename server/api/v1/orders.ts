import type { Request } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { OrderView, orderPageEndpoints, PaymentView } from '../../../contract/checkout';
import type { ShopperInvoice } from '../../../core/invoicing/shopper-invoices';
import type { CheckoutEndpoints } from '../../../contract/checkout-endpoints';
import type { FollowedPayment } from '../../../core/checkout/follow-payment';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import type { Order } from '../../../core/orders/order';
import { orderPath } from '../../../core/orders/order-mail';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import { err, ok, type Result } from '../../../core/shared/result';
import type { Ctx, Handlers } from '../endpoints';
import { clientIp } from './body';
import { attemptView, orderView } from './checkout-views';
import { returnsViewer } from './returns';

/** An order's accepted documents as its page links them: each PDF beside the order's page, signed as its link is. */
const invoiceLinks = (number: string, link: string, accepted: readonly ShopperInvoice[]): OrderView['invoices'] => {
  const signed = link.slice(link.indexOf('?'));
  return accepted.map(({ kind, number: document }) => ({
    kind,
    number: document,
    label: `Descargar ${kind === 'invoice' ? 'factura electrónica' : 'nota crédito'} ${document} (PDF)`,
    href: `/pedido/${number}/factura/${document}.pdf${signed}`,
  }));
};

/** The order as its page shows it now, with the link (signed) the page lives at, the methods it can be paid with, its
 * returns and what its return form offers. */
export const orderViewer = (c: AppContainer) => {
  const [links, payments, clock] = [c.get(T.orderLinks), c.get(T.payments), c.get(T.clock)] as const;
  const returned = returnsViewer(c);
  const invoices = c.get(T.shopperInvoices);
  return async (order: Order) => {
    const now = clock.now();
    const link = await orderPath(links, order.number);
    const accepted = await invoices.list(order.id);
    return orderView(
      order,
      link,
      payments,
      now,
      await returned(order, now),
      invoiceLinks(order.number, link, accepted),
    );
  };
};

/** What the shopper reads about an attempt: the order, the attempt and, when it closed without the money, why. */
const paymentView = async (
  view: (order: Order) => ReturnType<ReturnType<typeof orderViewer>>,
  order: Order,
  attempt: PaymentAttempt,
  now: Date,
  payments: Parameters<typeof attemptView>[2],
): Promise<PaymentView> => {
  const shown = attemptView(attempt, now, payments);
  const status = attempt.state === 'created' ? 'pending' : attempt.state;
  return { order: await view(order), attempt: shown, status, message: shown.message };
};

/** The request a handler that must know the shopper's address or cookies answers: such endpoints are called over HTTP
 * only (the pages rendered on the server never place an order nor pay one), so a call in process is a bug. */
export const httpRequest = (ctx: Ctx): Request => {
  if (!ctx.http) throw new Error("This endpoint is answered over HTTP only: it reads the client's address.");
  return ctx.http.req;
};

type PaymentEndpoints = Pick<CheckoutEndpoints, 'payOrder' | 'followPayment' | 'withdrawPayment' | 'paymentBanks'>;

/** An order's payments (start, follow, withdraw) and the banks PSE debits from (contract/checkout-endpoints.ts). Every
 * payment first checks the order is the shopper's (session or signed link); none is kept by a cache. */
export const paymentHandlers = (c: AppContainer): Handlers<PaymentEndpoints> => {
  const { viewOrder } = c.get(T.orders);
  const { startPayment, followPayment, withdrawPayment, listBanks } = c.get(T.checkout);
  const view = orderViewer(c);
  const payments = c.get(T.payments);
  const clock = c.get(T.clock);
  const find = (number: string, signature: string | null, { customerId, http }: Ctx) => {
    http?.res.set('Cache-Control', 'no-store');
    return viewOrder({ number, customerId, signature });
  };
  const shown = async <E>(result: Result<FollowedPayment, E>): Promise<Result<PaymentView, E>> =>
    result.ok ? ok(await paymentView(view, result.value.order, result.value.attempt, clock.now(), payments)) : result;

  return {
    payOrder: async ({ number, method, instrument, signature }, ctx) => {
      const order = await find(number, signature ?? null, ctx);
      if (!order.ok) return order;
      const ip = clientIp(httpRequest(ctx));
      return shown(await startPayment({ orderNumber: order.value.number, method, instrument, ip }));
    },
    followPayment: async ({ number, id, firma }, ctx) => {
      const order = await find(number, firma ?? null, ctx);
      return order.ok ? shown(await followPayment(order.value, id)) : order;
    },
    withdrawPayment: async ({ number, id, firma }, ctx) => {
      const order = await find(number, firma ?? null, ctx);
      return order.ok ? shown(await withdrawPayment(order.value, id)) : order;
    },
    paymentBanks: async (_input, { http }) => {
      // The provider's list changes: never cached by the browser.
      http?.res.set('Cache-Control', 'no-store');
      const banks = await listBanks();
      return banks.ok ? ok({ banks: banks.value }) : banks;
    },
  };
};

/** The order endpoints a page loads from (contract/checkout.ts): an order its owner or its link's holder may see, and the
 * signed-in shopper's orders. Never kept by a cache: an order changes as it is paid and shipped. */
export const orderPageHandlers = (c: AppContainer): Handlers<typeof orderPageEndpoints> => {
  const { viewOrder, listOwnOrders } = c.get(T.orders);
  const view = orderViewer(c);
  return {
    order: async ({ number, firma }, { customerId, http }) => {
      http?.res.set('Cache-Control', 'no-store');
      const result = await viewOrder({ number, customerId, signature: firma ?? null });
      return result.ok ? ok(await view(result.value)) : result;
    },
    accountOrders: async (_input, { customerId, http }) => {
      http?.res.set('Cache-Control', 'no-store');
      if (customerId === null) return err(UNAUTHENTICATED);
      return ok({ orders: await Promise.all((await listOwnOrders(customerId)).map(view)) });
    },
  };
};
