import { Router, type Request, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { Order } from '../../../core/orders/order';
import { orderPath } from '../../../core/orders/order-mail';
import { parseOrderNumber } from '../../../core/orders/order';
import type { OrderLinks, OrderStore } from '../../../core/orders/ports';
import type { OrderView, PaymentView } from '../../../web/lib/checkout-api';
import { payOrderForm } from '../../../web/lib/forms/checkout-forms';
import { HttpError } from '../../errors';
import { signedInCustomer } from './account';
import { clientIp, parseBody } from './body';
import { orderView } from './checkout-views';

const NOT_FOUND = new HttpError(
  'order-not-found',
  'No encontramos ese pedido. Revisa el enlace de tu correo o inicia sesión.',
);

/** The order a request may see: its owner's session or its signed link; anything else is "not found", so order
 * numbers cannot be probed. */
export const visibleOrder = async (
  deps: { readonly orders: OrderStore; readonly links: OrderLinks },
  number: string,
  customerId: string | null,
  signature: unknown,
): Promise<Order | null> => {
  const parsed = parseOrderNumber(number);
  if (!parsed) return null;
  const order = await deps.orders.findByNumber(parsed);
  if (!order) return null;
  if (customerId !== null && order.customerId === customerId) return order;
  return typeof signature === 'string' && (await deps.links.verify(order.number, signature)) ? order : null;
};

/** The order as its page shows it, with the link (signed) the page lives at. */
export const visibleOrderView = async (links: OrderLinks, order: Order): Promise<OrderView> =>
  orderView(order, await orderPath(links, order.number));

/** `/api/v1/orders/:number`, its payments, and `/api/v1/account/orders` (web/lib/checkout-api.ts). */
export const ordersRouter = (c: AppContainer): Router => {
  const deps = { orders: c.get(T.orders), links: c.get(T.orderLinks) };
  const startPayment = c.get(T.startPayment);
  const r = Router();
  const customerOf = (res: Response): string | null => res.locals.customerId ?? null;
  const find = async (req: Request, res: Response, signature: unknown) => {
    res.set('Cache-Control', 'no-store');
    const order = await visibleOrder(deps, String(req.params.number), customerOf(res), signature);
    if (!order) throw NOT_FOUND;
    return order;
  };

  r.get('/orders/:number', async (req, res) => {
    const order = await find(req, res, req.query.firma);
    res.json(await visibleOrderView(deps.links, order));
  });

  r.post('/orders/:number/payments', async (req, res) => {
    const body = parseBody(payOrderForm, req.body);
    const order = await find(req, res, body.signature);
    const result = await startPayment({
      orderNumber: order.number,
      method: body.method,
      ip: clientIp(req),
      ...(body.card ? { card: body.card } : {}),
    });
    if (!result.ok) throw HttpError.from(result.error);
    const { outcome } = result.value;
    const view: PaymentView = {
      order: await visibleOrderView(deps.links, result.value.order),
      status: outcome.status,
      message: outcome.status === 'rejected' || outcome.status === 'failed' ? outcome.message : null,
    };
    res.json(view);
  });

  r.get('/account/orders', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const orders = await deps.orders.listForCustomer(signedInCustomer(res), 50);
    res.json({ orders: await Promise.all(orders.map((o) => visibleOrderView(deps.links, o))) });
  });
  return r;
};
