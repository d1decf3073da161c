import { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { Order } from '../../../core/orders/order';
import { orderPath } from '../../../core/orders/order-mail';
import type { PaymentAttempt } from '../../../core/payments/attempt';
import type { PaymentView } from '../../../web/lib/checkout-api';
import { payOrderForm } from '../../../web/lib/forms/checkout-forms';
import { HttpError } from '../../errors';
import { signedInCustomer } from './account';
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
 * (web/lib/checkout-api.ts). Every payment route first checks the order is the shopper's (session or signed link). */
export const ordersRouter = (c: AppContainer): Router => {
  const [viewOrder, listOwnOrders, startPayment, followPayment, withdrawPayment, listBanks] = [
    c.get(T.viewOrder),
    c.get(T.listOwnOrders),
    c.get(T.startPayment),
    c.get(T.followPayment),
    c.get(T.withdrawPayment),
    c.get(T.listBanks),
  ] as const;
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

  r.get('/orders/:number', async (req, res) => {
    const order = await find(req, res, signatureOf(req.query.firma));
    res.json(await view(order));
  });

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

  r.get('/account/orders', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const orders = await listOwnOrders(signedInCustomer(res));
    res.json({ orders: await Promise.all(orders.map(view)) });
  });
  return r;
};
