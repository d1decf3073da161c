import { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { Order } from '../../../core/orders/order';
import { orderPath } from '../../../core/orders/order-mail';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentView } from '../../../contract/checkout';
import { payOrderForm } from '../../../contract/forms/checkout-forms';
import type { orderPageEndpoints } from '../../../contract/checkout';
import { UNAUTHENTICATED } from '../../../core/customers/account-errors';
import { err, ok } from '../../../core/shared/result';
import { HttpError } from '../../errors';
import type { Handlers } from '../endpoints';
import { clientIp, parseBody } from './body';
import { attemptView, orderView } from './checkout-views';

/** The order as its page shows it now, with the link (signed) the page lives at and the methods it can be paid with. */
export const orderViewer = (c: AppContainer) => {
  const [links, payments, clock] = [c.get(T.orderLinks), c.get(T.payments), c.get(T.clock)] as const;
  return async (order: Order) => orderView(order, await orderPath(links, order.number), payments, clock.now());
};

/** A link's signature as the query or the body carries it: only a text is one. */
export const signatureOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

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

/** `/api/v1/orders/:number`, its payments (start, follow, withdraw), and `/api/v1/account/orders`
 * (contract/checkout.ts). Every payment route first checks the order is the shopper's (session or signed link). */
export const ordersRouter = (c: AppContainer): Router => {
  const { viewOrder } = c.get(T.orders);
  const { startPayment, followPayment, withdrawPayment, listBanks } = c.get(T.checkout);
  const view = orderViewer(c);
  const payments = c.get(T.payments);
  const clock = c.get(T.clock);
  const r = Router();
  const find = async (req: Request, res: Response, signature: string | null) => {
    res.set('Cache-Control', 'no-store');
    const customerId: string | null = res.locals.customerId ?? null;
    const result = await viewOrder({ number: String(req.params.number), customerId, signature });
    if (!result.ok) throw HttpError.from(result.error);
    return result.value;
  };

  r.post('/orders/:number/payments', async (req, res) => {
    const body = parseBody(payOrderForm, req.body);
    const order = await find(req, res, body.signature ?? null);
    const result = await startPayment({
      orderNumber: order.number,
      method: body.method,
      instrument: body.instrument,
      ip: clientIp(req),
    });
    if (!result.ok) throw HttpError.from(result.error);
    res.json(await paymentView(view, result.value.order, result.value.attempt, clock.now(), payments));
  });

  r.get('/orders/:number/payments/:id', async (req, res) => {
    const order = await find(req, res, signatureOf(req.query.firma));
    const result = await followPayment(order, String(req.params.id));
    if (!result.ok) throw HttpError.from(result.error);
    res.json(await paymentView(view, result.value.order, result.value.attempt, clock.now(), payments));
  });

  r.delete('/orders/:number/payments/:id', async (req, res) => {
    const order = await find(req, res, signatureOf(req.query.firma));
    const result = await withdrawPayment(order, String(req.params.id));
    if (!result.ok) throw HttpError.from(result.error);
    res.json(await paymentView(view, result.value.order, result.value.attempt, clock.now(), payments));
  });

  // The banks PSE debits from, for the bank-transfer form (the provider's list changes: never cached by the browser).
  r.get('/payments/banks', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const result = await listBanks();
    if (!result.ok) throw HttpError.from(result.error);
    res.json({ banks: result.value });
  });

  return r;
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
