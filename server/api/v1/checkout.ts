import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { checkoutEndpoints } from '../../../contract/checkout-endpoints';
import { ok } from '../../../core/shared/result';
import { referralCodeOf } from '../../referral';
import type { Handlers } from '../endpoints';
import { clientAddressKey } from './body';
import { checkoutView } from './checkout-views';
import { httpRequest, orderViewer, paymentHandlers } from './orders';

/** The paths whose answers, refusals of a body that cannot be read included, no cache keeps: mounted before the
 * endpoints read the body (server/app.ts), since a checkout's figures are the shopper's own and change by the minute. */
export const CHECKOUT_POSTS = ['/checkout/price', '/orders'];

/** Marks an answer as never to be kept by any cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** `/api/v1/checkout/price`, `POST /api/v1/orders` and the order payments' endpoints (contract/checkout-endpoints.ts):
 * every figure priced by the server. */
export const checkoutHandlers = (c: AppContainer): Handlers<typeof checkoutEndpoints> => {
  const { priceCheckout, placeOrder } = c.get(T.checkout);
  const viewOf = orderViewer(c);
  return {
    priceCheckout: async (body, { customerId }) => {
      const result = await priceCheckout({ ...body, customerId });
      return result.ok ? ok(checkoutView(result.value)) : result;
    },
    placeOrder: async (body, ctx) => {
      const req = httpRequest(ctx);
      // The parsed body (keys in the form's order), so the same request hashes the same however its JSON was spaced.
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
      const result = await placeOrder({
        ...body,
        customerId: ctx.customerId,
        ip: clientAddressKey(req),
        fingerprint,
        referralCode: referralCodeOf(req),
      });
      if (!result.ok) return result;
      const { order, duplicate } = result.value;
      // 201 for the order made, 200 for a key already placed: the endpoint declares no one status for both.
      ctx.http?.res.status(duplicate ? 200 : 201);
      return ok({ order: await viewOf(order), duplicate });
    },
    ...paymentHandlers(c),
  };
};
