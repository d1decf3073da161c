import express, { type Request, type Response, Router } from 'express';
import { tokenAnswer, tokenizeCard } from './cards';
import type { SandboxContext } from './context';
import { customersRoutes } from './json-api-customers';
import { recurringRoutes } from './json-api-recurring';
import { subscriptionChargeRoutes } from './json-api-subscription-charge';
import { str } from './input';
import { apiError, chargeCard } from './charge';
import { chargeData } from './views';

/** ePayco's JSON API host (`api.secure.payco.co`): login, card tokens, customers, plans, subscriptions, charges. */
export const jsonApiRouter = (ctx: SandboxContext): Router => {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.post('/v1/auth/login', ctx.auth.login);
  router.use(ctx.auth.bearer);
  router.post('/v1/tokens', (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const card = tokenizeCard(
      ctx.store,
      {
        number: str(body['card[number]']),
        expMonth: str(body['card[exp_month]']),
        expYear: str(body['card[exp_year]']),
        cvc: str(body['card[cvc]']),
        name: str(body['card[name]']),
        email: str(body['card[email]']),
      },
      ctx.clock.now(),
    );
    res.json('error' in card ? apiError('Create Token', card.error, 'token') : tokenAnswer(card));
  });
  router.post('/payment/v1/charge/create', (req: Request, res: Response) => {
    const result = chargeCard(ctx, (req.body ?? {}) as Record<string, unknown>);
    if ('error' in result) return void res.json(apiError('Create payment', result.error, 'payment'));
    res.json({ status: true, success: true, type: 'Create payment', data: chargeData(result.tx), object: 'payment' });
  });
  router.use(customersRoutes(ctx));
  router.use(recurringRoutes(ctx));
  router.use(subscriptionChargeRoutes(ctx));
  return router;
};
