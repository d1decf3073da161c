import express, { Router, type Response } from 'express';
import type { Fault, SandboxFaults } from './faults';
import type { CheckoutResult, SandboxLedger } from './ledger';
import { PAYMENT_STATUSES } from '../wire';
import type { SandboxWebhooks } from './webhooks';

const STATUSES: ReadonlySet<string> = new Set(PAYMENT_STATUSES);

/** What tests drive (in process, and over HTTP under `/control`): pay a preference as the page does, move a payment
 * to any status (a chargeback), send its webhook again, late or several times, and make the next API calls fail. */
export const sandboxControl = (deps: {
  readonly ledger: SandboxLedger;
  readonly webhooks: SandboxWebhooks;
  readonly faults: SandboxFaults;
}) => ({
  /** A payment as the checkout page makes it. */
  pay: (preferenceId: string, result: CheckoutResult) => deps.ledger.pay(preferenceId, result),
  /** Moves a payment to `status` (its webhook goes out); null when there is no such payment. */
  settle: (paymentId: string, status: string, detail?: string) => deps.ledger.settle(paymentId, status, detail),
  /** Sends a payment's webhook again (`times` at once, `delayMs` late); false when there is no such payment. */
  notify: (paymentId: string, options: { readonly times?: number; readonly delayMs?: number } = {}) => {
    const found = deps.ledger.payment(paymentId);
    return (
      found !== null &&
      deps.webhooks.send(found.preference.notificationUrl, found.payment.id, 'payment.updated', options)
    );
  },
  /** The next `times` webhooks leave `ms` late. */
  delayWebhooks: (ms: number, times = 1) => deps.webhooks.delayNext(ms, times),
  /** The next `times` API calls answer `status`, wait `ms` first, or lose their connection. */
  fail: (fault: Fault, times = 1) => deps.faults.add(fault, times),
  preference: (id: string) => deps.ledger.preference(id),
  payment: (id: string) => deps.ledger.payment(id),
  /** Every payment of an order, newest first. */
  payments: (externalReference: string) => deps.ledger.search(externalReference, 'desc'),
  /** Every webhook delivery attempt, oldest first. */
  webhooks: () => deps.webhooks.deliveries(),
  /** Resolves when every webhook has been delivered or given up. */
  idle: () => deps.webhooks.idle(),
});

export type SandboxControl = ReturnType<typeof sandboxControl>;

const num = (v: unknown): number | undefined => (v === undefined || v === '' ? undefined : Number(v));
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The control endpoints, for tests only: `/settle`, `/notify`, `/delay-webhooks`, `/fail`, `/payments/:id`,
 * `/orders/:reference`, `/webhooks`. */
export const controlRouter = (control: SandboxControl): Router => {
  const router = Router();
  router.use(express.json({ limit: '10kb' }), express.urlencoded({ extended: false, limit: '10kb' }));
  const bad = (res: Response, message: string) => void res.status(400).json({ ok: false, message });
  const bodyOf = (body: unknown) => (body ?? {}) as Record<string, unknown>;
  const times = (v: unknown) => {
    const n = num(v) ?? 1;
    return Number.isInteger(n) && n >= 1 && n <= 10 ? n : null;
  };
  const ms = (v: unknown) => {
    const n = num(v) ?? 0;
    return n >= 0 && n <= 600_000 ? n : null;
  };
  router.post('/settle', (req, res) => {
    const body = bodyOf(req.body);
    const status = text(body.status);
    if (!STATUSES.has(status)) return bad(res, 'status no es un estado de Mercado Pago');
    const done = control.settle(text(body.payment_id), status, text(body.status_detail) || undefined);
    res.status(done ? 200 : 404).json({ ok: done !== null });
  });
  router.post('/notify', (req, res) => {
    const body = bodyOf(req.body);
    const [n, delayMs] = [times(body.times), ms(body.delayMs)];
    if (n === null || delayMs === null) return bad(res, 'times o delayMs no son válidos');
    const sent = control.notify(text(body.payment_id), { times: n, delayMs });
    res.status(sent ? 202 : 404).json({ ok: sent });
  });
  router.post('/delay-webhooks', (req, res) => {
    const body = bodyOf(req.body);
    const [n, delayMs] = [times(body.times), ms(body.delayMs)];
    if (n === null || delayMs === null) return bad(res, 'times o delayMs no son válidos');
    control.delayWebhooks(delayMs, n);
    res.json({ ok: true });
  });
  router.post('/fail', (req, res) => {
    const body = bodyOf(req.body);
    const n = times(body.times);
    const status = num(body.status);
    const delayMs = ms(body.delayMs);
    if (n === null || delayMs === null) return bad(res, 'times o delayMs no son válidos');
    if (body.drop === true || body.drop === 'true') control.fail({ kind: 'drop' }, n);
    else if (status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599)
      control.fail({ kind: 'status', status }, n);
    else if (delayMs > 0) control.fail({ kind: 'delay', ms: delayMs }, n);
    else return bad(res, 'di status, delayMs o drop');
    res.json({ ok: true });
  });
  router.get('/payments/:id', (req, res) => {
    const found = control.payment(String(req.params.id));
    res.status(found ? 200 : 404).json(found ?? { ok: false });
  });
  router.get('/orders/:reference', (req, res) => res.json(control.payments(String(req.params.reference))));
  router.get('/webhooks', (_req, res) => res.json(control.webhooks()));
  return router;
};
