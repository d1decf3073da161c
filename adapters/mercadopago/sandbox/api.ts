import express, { Router, type Request, type Response } from 'express';
import type { SandboxFaults } from './faults';
import type { RefundError, SandboxLedger } from './ledger';
import type { SandboxStore } from './state';
import { checkPreference } from './validate';
import { paymentJson, preferenceJson, refundJson } from './views';

/** MercadoPago's error body. */
const error = (res: Response, status: number, error: string, message: string, cause: unknown[] = []) =>
  void res.status(status).json({ message, error, status, cause });

const NO_TOKEN = 'Must provide your access_token to proceed';

/** MercadoPago's 400/404 answer with one cause. */
const refusal = (status: number, error: string, code: number | string, description: string) => ({
  status,
  body: { message: description, error, status, cause: [{ code, description, data: null }] },
});

/** How `POST /v1/payments/{id}/refunds` refuses, with the cause codes of MercadoPago's Create refund reference (2000,
 * 2063, 4040, 4041). For an amount over what is left it publishes no code for its Payments API: the sandbox uses the
 * error its Orders API names for it, `refund_amount_exceeds` (*unconfirmed* for payments). */
const REFUND_ERRORS: ReadonlyMap<RefundError, { status: number; body: unknown }> = new Map([
  ['not-found', refusal(404, 'not_found', 2000, 'Payment not found')],
  [
    'not-refundable',
    refusal(400, 'bad_request', 2063, 'The action requested is not valid for the current payment state'),
  ],
  ['not-positive', refusal(400, 'bad_request', 4040, 'amount attribute must be positive')],
  ['not-numeric', refusal(400, 'bad_request', 4041, 'amount attribute must be numeric')],
  ['exceeds', refusal(400, 'bad_request', 'refund_amount_exceeds', 'The refund amount exceeds the available balance')],
]);

/** MercadoPago's API as the sandbox serves it under `/api`: the Bearer token checked, `X-Idempotency-Key` honoured on
 * writes (the same key answers the same again, nothing made twice), the preference validated as MercadoPago does. */
export const apiRouter = (deps: {
  readonly accessToken: string;
  readonly ledger: SandboxLedger;
  readonly store: SandboxStore;
  readonly faults: SandboxFaults;
  readonly checkoutUrl: (preferenceId: string) => string;
}): Router => {
  const { ledger, store } = deps;
  const router = Router();
  router.use(deps.faults.middleware);
  router.use((req, res, next) => {
    const auth = req.get('authorization');
    // MercadoPago tells a missing token (cause 5) from a wrong one.
    if (auth === undefined)
      return error(res, 401, 'unauthorized', NO_TOKEN, [{ code: 5, description: NO_TOKEN, data: null }]);
    if (auth !== `Bearer ${deps.accessToken}`) return error(res, 401, 'unauthorized', 'invalid access token');
    next();
  });
  router.use(express.json({ limit: '100kb', type: () => true }));

  /** Answers a write once per `X-Idempotency-Key`: a replay gets the first answer, and makes nothing. */
  const once = (req: Request, res: Response, make: () => { status: number; body: unknown }) => {
    const key = req.get('x-idempotency-key') ?? null;
    const scope = key === null ? null : `${req.method} ${req.baseUrl}${req.path} ${key}`;
    const replay = scope === null ? undefined : store.read((s) => s.replays.find((r) => r.key === scope));
    const answer = replay ?? make();
    if (scope !== null && !replay) store.write((s) => void s.replays.push({ key: scope, ...answer }));
    res.status(answer.status).json(answer.body);
  };

  router.post('/checkout/preferences', (req, res) =>
    once(req, res, () => {
      const checked = checkPreference(req.body);
      if (!checked.ok)
        return {
          status: 400,
          body: {
            message: checked.problem,
            error: 'bad_request',
            status: 400,
            cause: [{ code: checked.code, description: checked.problem, data: null }],
          },
        };
      const pref = ledger.createPreference(checked, req.body as Record<string, unknown>);
      return { status: 201, body: preferenceJson(pref, deps.checkoutUrl(pref.id)) };
    }),
  );
  // An update as the store makes it: the expiry window (other fields are kept as created).
  router.put('/checkout/preferences/:id', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const to = typeof body.expiration_date_to === 'string' ? new Date(body.expiration_date_to) : null;
    if (body.expires !== true || !to || Number.isNaN(to.getTime()))
      return error(res, 400, 'bad_request', 'expiration_date_to invalid', [
        { code: 'invalid_expiration_date_to', description: 'expiration_date_to invalid' },
      ]);
    const pref = ledger.expire(String(req.params.id), to);
    if (!pref) return error(res, 404, 'not_found', `Preference ${String(req.params.id)} not found`);
    res.json(preferenceJson(pref, deps.checkoutUrl(pref.id)));
  });
  router.get('/checkout/preferences/:id', (req, res) => {
    const pref = ledger.preference(String(req.params.id));
    if (!pref) return error(res, 404, 'not_found', `Preference ${String(req.params.id)} not found`);
    res.json(preferenceJson(pref, deps.checkoutUrl(pref.id)));
  });
  router.get('/v1/payments/search', (req, res) => {
    const q = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : null);
    const limit = Math.min(Math.max(Number(q('limit') ?? 30) || 30, 1), 1000);
    const offset = Math.max(Number(q('offset') ?? 0) || 0, 0);
    const found = ledger.search(q('external_reference'), q('criteria') === 'asc' ? 'asc' : 'desc');
    res.json({
      paging: { total: found.length, limit, offset },
      results: found.slice(offset, offset + limit).map((f) => paymentJson(f.preference, f.payment)),
    });
  });
  router.get('/v1/payments/:id', (req, res) => {
    const found = ledger.payment(String(req.params.id));
    if (!found)
      return error(res, 404, 'not_found', 'Payment not found', [{ code: 2000, description: 'Payment not found' }]);
    res.json(paymentJson(found.preference, found.payment));
  });
  router.post('/v1/payments/:id/refunds', (req, res) =>
    once(req, res, () => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const done = ledger.refund(String(req.params.id), body.amount);
      if (typeof done === 'string') return REFUND_ERRORS.get(done)!;
      return { status: 201, body: refundJson(done.payment, done.refund) };
    }),
  );
  router.get('/v1/payments/:id/refunds', (req, res) => {
    const found = ledger.payment(String(req.params.id));
    if (!found) return void res.status(404).json(REFUND_ERRORS.get('not-found')!.body);
    res.json(found.payment.refunds.map((r) => refundJson(found.payment, r)));
  });
  router.get('/v1/payments/:id/refunds/:refundId', (req, res) => {
    const found = ledger.refundOf(String(req.params.id), String(req.params.refundId));
    if (!found)
      return error(res, 404, 'not_found', 'Refund not found', [{ code: 2032, description: 'Refund not found' }]);
    res.json(refundJson(found.payment, found.refund));
  });
  return router;
};
