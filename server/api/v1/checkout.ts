import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { PlacedOrderView } from '../../../contract/checkout';
import { checkoutPriceForm, placeOrderForm } from '../../../contract/forms/checkout-forms';
import { HttpError } from '../../errors';
import { referralCodeOf } from '../../referral';
import { clientAddressKey, parseBody } from './body';
import { checkoutView } from './checkout-views';
import { orderViewer } from './orders';

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** `/api/v1/checkout/price` and `POST /api/v1/orders` (contract/checkout.ts): every figure priced by the server. */
export const checkoutRouter = (c: AppContainer): Router => {
  const { priceCheckout, placeOrder } = c.get(T.checkout);
  const viewOf = orderViewer(c);
  const r = Router();

  r.post('/checkout/price', async (req, res) => {
    noStore(res);
    const result = await priceCheckout({
      ...parseBody(checkoutPriceForm, req.body),
      customerId: res.locals.customerId ?? null,
    });
    if (!result.ok) throw HttpError.from(result.error);
    res.json(checkoutView(result.value));
  });

  r.post('/orders', async (req, res) => {
    noStore(res);
    const body = parseBody(placeOrderForm, req.body);
    // The parsed body (keys in the form's order), so the same request hashes the same however its JSON was spaced.
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    const result = await placeOrder({
      ...body,
      customerId: res.locals.customerId ?? null,
      ip: clientAddressKey(req),
      fingerprint,
      referralCode: referralCodeOf(req),
    });
    if (!result.ok) throw HttpError.from(result.error);
    const { order, duplicate } = result.value;
    const view: PlacedOrderView = { order: await viewOf(order), duplicate };
    res.status(duplicate ? 200 : 201).json(view);
  });
  return r;
};
