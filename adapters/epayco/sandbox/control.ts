import express, { type Response, Router } from 'express';
import type { SandboxContext } from './context';
import type { SettleError } from './payments';
import type { SandboxTransaction } from './state';
import { isStateCode, type StateCode } from './wire';

/** How a control call sends a confirmation: as another state, later, several times. */
export type ConfirmRequest = { readonly state?: StateCode; readonly delayMs?: number; readonly times?: number };

/**
 * What tests (and the e2e suite, through `/control/…`) drive: settle a payment in any state (a reversal, 6, of an
 * approved one), send its confirmation late, twice, or as an older state (out of order), replay the last one sent.
 */
export const sandboxControl = (ctx: SandboxContext) => ({
  /** A payment by `ref_payco`, transaction id or cash PIN. */
  transaction: (ref: string | number): SandboxTransaction | null => ctx.payments.find(ref),
  /** Every payment, newest first. */
  transactions: (): readonly SandboxTransaction[] => ctx.payments.list(),
  /** Moves a payment to `state` whatever its state now, and confirms it. */
  settle: (ref: string | number, state: StateCode): SandboxTransaction | SettleError =>
    ctx.payments.settle(ref, state, true),
  /** Sends a confirmation for a payment without changing it (`state` makes it carry another state); false if unknown. */
  confirm: (ref: string | number, request: ConfirmRequest = {}): boolean => {
    const tx = ctx.payments.find(ref);
    return (
      tx !== null && ctx.confirmations.send(tx, { as: request.state, delayMs: request.delayMs, times: request.times })
    );
  },
  /** Sends again the last confirmation sent for a payment; false when none was. */
  replay: (ref: string | number, request: Omit<ConfirmRequest, 'state'> = {}): boolean =>
    ctx.confirmations.replay(String(ctx.payments.find(ref)?.refPayco ?? ref), request),
  /** The next `times` confirmations that state changes send leave `ms` late. */
  delayNext: (ms: number, times = 1) => ctx.confirmations.delayNext(ms, times),
  /** Every confirmation delivery attempt, oldest first. */
  confirmations: () => ctx.confirmations.attempts(),
  /** Resolves when every confirmation has been delivered or given up. */
  idle: () => ctx.confirmations.idle(),
});

export type SandboxControl = ReturnType<typeof sandboxControl>;

const num = (v: unknown): number | undefined => (v === undefined || v === '' ? undefined : Number(v));
const request = (body: Record<string, unknown>): ConfirmRequest | string => {
  const state = num(body.state);
  const delayMs = num(body.delayMs);
  const times = num(body.times);
  if (state !== undefined && !isStateCode(state)) return 'state no es un estado de ePayco';
  if (delayMs !== undefined && !(delayMs >= 0 && delayMs <= 600_000)) return 'delayMs no es válido';
  if (times !== undefined && !(Number.isInteger(times) && times >= 1 && times <= 10)) return 'times no es válido';
  return { state, delayMs, times };
};

/** The control endpoints, for tests only: `/confirm`, `/replay`, `/settle`, `/delay-next`, `/transactions/:ref`, `/confirmations`. */
export const controlRouter = (control: SandboxControl): Router => {
  const router = Router();
  router.use(express.json({ limit: '10kb' }), express.urlencoded({ extended: false, limit: '10kb' }));
  const bad = (res: Response, message: string) => res.status(400).json({ ok: false, message });
  const bodyOf = (body: unknown) => (body ?? {}) as Record<string, unknown>;
  const refOf = (body: Record<string, unknown>) => {
    const ref = body.ref_payco ?? body.ref;
    return typeof ref === 'string' || typeof ref === 'number' ? String(ref) : '';
  };
  router.post('/confirm', (req, res) => {
    const body = bodyOf(req.body);
    const r = request(body);
    if (typeof r === 'string') return void bad(res, r);
    const sent = control.confirm(refOf(body), r);
    res.status(sent ? 202 : 404).json({ ok: sent });
  });
  router.post('/replay', (req, res) => {
    const body = bodyOf(req.body);
    const r = request(body);
    if (typeof r === 'string') return void bad(res, r);
    const sent = control.replay(refOf(body), r);
    res.status(sent ? 202 : 404).json({ ok: sent });
  });
  router.post('/settle', (req, res) => {
    const body = bodyOf(req.body);
    const state = num(body.state);
    if (state === undefined || !isStateCode(state)) return void bad(res, 'state no es un estado de ePayco');
    const result = control.settle(refOf(body), state);
    if (typeof result === 'string') return void res.status(404).json({ ok: false, message: result });
    res.json({ ok: true, transaction: result });
  });
  router.post('/delay-next', (req, res) => {
    const r = request(bodyOf(req.body));
    if (typeof r === 'string' || r.delayMs === undefined) return void bad(res, 'delayMs es obligatorio');
    control.delayNext(r.delayMs, r.times ?? 1);
    res.json({ ok: true });
  });
  router.get('/transactions/:ref', (req, res) => {
    const tx = control.transaction(String(req.params.ref));
    res.status(tx ? 200 : 404).json(tx ?? { ok: false });
  });
  router.get('/confirmations', (_req, res) => res.json(control.confirmations()));
  return router;
};
