import { Router } from 'express';
import { T, type AppContainer } from '../../../adapters/container';
import type { PricedCart } from '../../../contract/account';
import { cartForm } from '../../../contract/forms/account-forms';
import { HttpError } from '../../errors';
import { signedInCustomer } from './account';
import { parseBody } from './body';

/** `/api/v1/cart*`: pricing a browser's cart for anyone, and the saved cart of a signed-in customer (contract/account.ts). */
export const cartRouter = (c: AppContainer): Router => {
  const { quoteCart, showSavedCart, replaceSavedCart, mergeIntoSavedCart } = c.get(T.cart);
  const r = Router();
  r.use('/cart', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  r.post('/cart/quote', async (req, res) => {
    const result = await quoteCart(parseBody(cartForm, req.body).lines);
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value satisfies PricedCart);
  });

  r.get('/cart', async (_req, res) => {
    res.json((await showSavedCart(signedInCustomer(res))) satisfies PricedCart);
  });

  r.put('/cart', async (req, res) => {
    const customerId = signedInCustomer(res);
    const result = await replaceSavedCart(customerId, parseBody(cartForm, req.body).lines);
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value satisfies PricedCart);
  });

  r.post('/cart/merge', async (req, res) => {
    const customerId = signedInCustomer(res);
    const result = await mergeIntoSavedCart(customerId, parseBody(cartForm, req.body));
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value satisfies PricedCart);
  });
  return r;
};
