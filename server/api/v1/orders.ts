import { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { Order } from '../../../core/orders/order';
import { orderPath } from '../../../core/orders/order-mail';
import type { OrderLinks } from '../../../core/orders/ports';
import type { OrderView, PaymentView } from '../../../web/lib/checkout-api';
import { payOrderForm } from '../../../web/lib/forms/checkout-forms';
import { HttpError } from '../../errors';
import { signedInCustomer } from './account';
import { clientIp, parseBody } from './body';
import { orderView } from './checkout-views';

/** The order as its page shows it, with the link (signed) the page lives at. */
export const visibleOrderView = async (links: OrderLinks, order: Order): Promise<OrderView> =>
  orderView(order, await orderPath(links, order.number));

/** A link's signature as the query or the body carries it: only a text is one. */
export const signatureOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** `/api/v1/orders/:number`, its payments, and `/api/v1/account/orders` (web/lib/checkout-api.ts). */
export const ordersRouter = (c: AppContainer): Router => {
  const [viewOrder, listOwnOrders, startPayment, links] = [
    c.get(T.viewOrder),
    c.get(T.listOwnOrders),
    c.get(T.startPayment),
    c.get(T.orderLinks),
  ] as const;
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
    res.json(await visibleOrderView(links, order));
  });

  r.post('/orders/:number/payments', async (req, res) => {
    const body = parseBody(payOrderForm, req.body);
    const order = await find(req, res, body.signature ?? null);
    const result = await startPayment({
      orderNumber: order.number,
      method: body.method,
      ip: clientIp(req),
      ...(body.card ? { card: body.card } : {}),
    });
    if (!result.ok) throw HttpError.from(result.error);
    const { outcome } = result.value;
    const view: PaymentView = {
      order: await visibleOrderView(links, result.value.order),
      status: outcome.status,
      message: outcome.status === 'rejected' || outcome.status === 'failed' ? outcome.message : null,
    };
    res.json(view);
  });

  r.get('/account/orders', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const orders = await listOwnOrders(signedInCustomer(res));
    res.json({ orders: await Promise.all(orders.map((o) => visibleOrderView(links, o))) });
  });
  return r;
};
