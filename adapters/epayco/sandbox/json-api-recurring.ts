import { type Request, type Response, Router } from 'express';
import { randomId } from './cards';
import type { SandboxContext } from './context';
import { englishFields } from './input';
import { apiError } from './charge';
import type { SandboxPlan, SandboxSubscription } from './state';

const PLAN_FIELDS = [
  'id_plan',
  'name',
  'description',
  'amount',
  'currency',
  'interval',
  'interval_count',
  'trial_days',
];
const DAYS: Readonly<Record<string, number>> = { day: 1, week: 7, month: 30, year: 365 };

const planView = (p: SandboxPlan) => ({ ...p.fields, id_plan: p.id, status: 'active', created: p.createdAt });
/** A subscription as ePayco shows it. */
export const subscriptionView = (s: SandboxSubscription) => ({
  _id: s.id,
  id: s.id,
  idPlan: s.planId,
  customer: s.customerId,
  token: s.token,
  status: s.status,
  periodStart: s.periodStart,
  periodEnd: s.periodEnd,
  created: s.createdAt,
  ...s.fields,
});

/** Plans and subscriptions under the JSON API (a period's charge is in json-api-subscription-charge.ts). */
export const recurringRoutes = (ctx: SandboxContext): Router => {
  const router = Router();
  const body = (req: Request) => englishFields((req.body ?? {}) as Record<string, unknown>);
  const ok = (res: Response, type: string, object: string, data: unknown, more: object = {}) =>
    res.json({ status: true, success: true, type, ...more, data, object });
  const findPlan = (id: string) => ctx.store.read((s) => s.plans.find((p) => p.id === id) ?? null);
  const findSub = (id: string) => ctx.store.read((s) => s.subscriptions.find((p) => p.id === id) ?? null);

  router.post('/recurring/v1/plan/create', (req, res) => {
    const f = body(req);
    if (!f.id_plan || !f.name || !/^\d+(\.\d+)?$/.test(f.amount ?? '') || !DAYS[f.interval ?? '']) {
      return void res.json(
        apiError('Create Plan', 'Los campos id_plan, name, amount e interval son obligatorios', 'plan'),
      );
    }
    if (findPlan(f.id_plan)) return void res.json(apiError('Create Plan', `El plan ${f.id_plan} ya existe`, 'plan'));
    const plan: SandboxPlan = {
      id: f.id_plan,
      fields: Object.fromEntries(PLAN_FIELDS.flatMap((k) => (f[k] ? [[k, f[k]]] : []))),
      createdAt: ctx.clock.now().toISOString(),
    };
    ctx.store.write((s) => void s.plans.push(plan));
    ok(res, 'Create Plan', 'plan', planView(plan));
  });
  router.get('/recurring/v1/plan/:pk/:id', (req, res) => {
    const plan = ctx.auth.isPublicKey(req.params.pk) ? findPlan(req.params.id) : null;
    if (!plan) return void res.json(apiError('Find Plan', 'El plan no existe', 'plan'));
    ok(res, 'Find Plan', 'plan', planView(plan));
  });
  router.get('/recurring/v1/plans/:pk', (_req, res) =>
    ok(
      res,
      'Find Plans',
      'plan',
      ctx.store.read((s) => s.plans.map(planView)),
    ),
  );
  router.post('/recurring/v1/plan/remove/:pk/:id', (req, res) => {
    const removed = ctx.store.write((s) => {
      const before = s.plans.length;
      s.plans = s.plans.filter((p) => p.id !== req.params.id);
      return before !== s.plans.length;
    });
    if (!removed) return void res.json(apiError('Remove Plan', 'El plan no existe', 'plan'));
    ok(res, 'Remove Plan', 'plan', { id_plan: req.params.id, status: 'removed' });
  });

  router.post('/recurring/v1/subscription/create', (req, res) => {
    const f = body(req);
    const plan = findPlan(f.id_plan ?? '');
    const customer = ctx.store.read((s) => s.customers.find((c) => c.id === f.customer));
    if (!plan || !customer)
      return void res.json(apiError('Create Subscription', 'El plan o el cliente no existe', 'subscription'));
    const now = ctx.clock.now();
    const days = DAYS[plan.fields.interval ?? 'month'] * Number(plan.fields.interval_count || '1');
    const sub: SandboxSubscription = {
      id: randomId(),
      planId: plan.id,
      customerId: customer.id,
      token: f.token_card || customer.cards[0] || '',
      status: 'active',
      fields: {
        doc_type: f.doc_type ?? '',
        doc_number: f.doc_number ?? '',
        url_confirmation: f.url_confirmation ?? '',
      },
      createdAt: now.toISOString(),
      periodStart: now.toISOString(),
      periodEnd: new Date(now.getTime() + days * 86_400_000).toISOString(),
    };
    ctx.store.write((s) => void s.subscriptions.push(sub));
    ok(res, 'Create Subscription', 'subscription', subscriptionView(sub), {
      message: 'Suscripción creada',
      id: sub.id,
      created: sub.createdAt,
      current_period_start: sub.periodStart,
      current_period_end: sub.periodEnd,
    });
  });
  router.get('/recurring/v1/subscription/:id/:pk', (req, res) => {
    const sub = ctx.auth.isPublicKey(req.params.pk) ? findSub(req.params.id) : null;
    if (!sub) return void res.json(apiError('Find Subscription', 'La suscripción no existe', 'subscription'));
    ok(res, 'Find Subscription', 'subscription', subscriptionView(sub));
  });
  router.get('/recurring/v1/subscriptions/:pk', (_req, res) =>
    ok(
      res,
      'Find Subscriptions',
      'subscription',
      ctx.store.read((s) => s.subscriptions.map(subscriptionView)),
    ),
  );
  router.post('/recurring/v1/subscription/cancel', (req, res) => {
    const id = body(req).id ?? '';
    const sub = ctx.store.write((s) => {
      const i = s.subscriptions.findIndex((k) => k.id === id);
      if (i >= 0) s.subscriptions[i] = { ...s.subscriptions[i], status: 'canceled' };
      return i >= 0 ? s.subscriptions[i] : null;
    });
    if (!sub) return void res.json(apiError('Cancel Subscription', 'La suscripción no existe', 'subscription'));
    ok(res, 'Cancel Subscription', 'subscription', subscriptionView(sub), { message: 'Suscripción cancelada' });
  });
  return router;
};
