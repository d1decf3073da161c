import { type Request, type Response, Router } from 'express';
import type { SandboxContext } from './context';
import { englishFields } from './input';
import { apiError, chargeCard } from './charge';
import { subscriptionView } from './json-api-recurring';
import { chargeData } from './views';

/** `POST /payment/v1/charge/subscription/create`: charges an active subscription's plan amount to its card. */
export const subscriptionChargeRoutes = (ctx: SandboxContext): Router => {
  const router = Router();
  const body = (req: Request) => englishFields((req.body ?? {}) as Record<string, unknown>);
  const ok = (res: Response, type: string, object: string, data: unknown, more: object = {}) =>
    res.json({ status: true, success: true, type, ...more, data, object });
  const findPlan = (id: string) => ctx.store.read((s) => s.plans.find((p) => p.id === id) ?? null);
  router.post('/payment/v1/charge/subscription/create', (req, res) => {
    const f = body(req);
    const sub = ctx.store.read((s) =>
      s.subscriptions.find((k) => k.planId === f.id_plan && k.customerId === f.customer && k.status === 'active'),
    );
    const plan = findPlan(f.id_plan ?? '');
    if (!sub || !plan)
      return void res.json(apiError('Create payment', 'No hay una suscripción activa a ese plan', 'payment'));
    const result = chargeCard(ctx, {
      ...f,
      token_card: f.token_card || sub.token,
      value: plan.fields.amount,
      currency: plan.fields.currency || 'COP',
      description: plan.fields.description || plan.fields.name,
      bill: f.bill || f.invoice || `${sub.id}-${ctx.clock.now().getTime()}`,
      email: f.email || ctx.store.read((s) => s.customers.find((c) => c.id === sub.customerId)?.fields.email) || '',
    });
    if ('error' in result) return void res.json(apiError('Create payment', result.error, 'payment'));
    ok(res, 'Create payment', 'payment', chargeData(result.tx), { subscription: subscriptionView(sub) });
  });
  return router;
};
