import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Forbidden } from '../operators/operator-errors';
import type { OperatorAudit } from '../operators/ports';
import { UNANSWERED } from '../payments/attempt';
import type { PaymentMethodId } from '../payments/methods';
import type { NotificationKept, NotificationLog } from '../payments/notification-log';
import type { PaymentState } from '../payments/payment-state';
import type { PaymentAttemptStore, SignatureVerdict, StoredAttempt } from '../payments/ports';
import type { Pesos } from '../shared/money';
import type { Clock } from '../shared/ports';
import type { RateLimited } from '../shared/rate-limit';
import { err, ok, type Result } from '../shared/result';
import { providerNotConfigured, type ProviderNotConfigured } from './payment-records';
import type { NotificationFate, replayNotification } from './receive-notification';
import { RECONCILE_LOOK_BACK_MS, type reconcilePayments, type ReconcileReport } from './reconcile-payments';

/** How many waiting attempts and notifications the console lists. */
export const ATTEMPTS_LISTED = 200;
export const NOTIFICATIONS_LISTED = 50;

/** An attempt still open, with how long it has been waiting (whole minutes). */
export type OpenAttemptRow = {
  readonly orderNumber: string;
  readonly provider: string;
  readonly method: PaymentMethodId;
  readonly state: PaymentState;
  readonly amount: Pesos;
  readonly reference: string | null;
  readonly createdAt: Date;
  readonly minutes: number;
};

/** A push sent to a shopper's phone nobody answered yet: the shopper has not (`waiting`, until it expires), or the
 * provider's answer never came (`lost`: reconciliation withdraws it once its time is over). */
export type UnansweredPush = {
  readonly orderNumber: string;
  readonly provider: string;
  readonly phone: string;
  readonly amount: Pesos;
  readonly sentAt: Date;
  readonly expiresAt: Date | null;
  readonly status: 'waiting' | 'lost';
};

/** A provider's notification as received: never its body. */
export type NotificationRow = {
  readonly id: number;
  readonly provider: string;
  readonly receivedAt: Date;
  readonly verdict: SignatureVerdict;
  readonly kept: NotificationKept;
  readonly bytes: number;
  readonly reference: string | null;
  /** What the store made of it, in the operators' plain English ("FO-…: pending → approved"); null until handled. */
  readonly result: string | null;
};

export type PaymentsOverview = {
  readonly at: Date;
  readonly open: readonly OpenAttemptRow[];
  readonly pushes: readonly UnansweredPush[];
  readonly notifications: readonly NotificationRow[];
};

export type ReplayedNotification = {
  readonly id: number;
  readonly provider: string;
  readonly receivedAt: Date;
  readonly verdict: SignatureVerdict;
  readonly fate: NotificationFate;
  readonly result: string;
};

export type NotificationNotFound = { readonly kind: 'notification-not-found'; readonly message: string };
/** A refused notification, kept only as a digest, or one whose provider is not configured here (or sends nothing the
 * store reads): nothing to replay. */
export type NotReplayable = {
  readonly kind: 'not-replayable';
  readonly message: string;
  /** Why, in the operators' plain English (the terminal's words). */
  readonly detail: string;
};
export type ReplayError = Forbidden | NotificationNotFound | NotReplayable | RateLimited;

export type ConsolePaymentsDeps = {
  readonly attempts: Pick<PaymentAttemptStore, 'listAwaiting'>;
  readonly notifications: Pick<NotificationLog, 'list' | 'find'>;
  /** The providers configured here, each once. */
  readonly providers: () => readonly string[];
  readonly reconcilePayments: ReturnType<typeof reconcilePayments>;
  readonly replayNotification: ReturnType<typeof replayNotification>;
  readonly audit: Pick<OperatorAudit, 'record'>;
  readonly clock: Clock;
};

const openRow = (at: Date, { orderNumber, attempt: a }: StoredAttempt): OpenAttemptRow => ({
  orderNumber,
  provider: a.provider,
  method: a.method,
  state: a.state,
  amount: a.amount,
  reference: a.reference,
  createdAt: a.createdAt,
  minutes: Math.max(0, Math.floor((at.getTime() - a.createdAt.getTime()) / 60_000)),
});

const pushOf = ({ orderNumber, attempt: a }: StoredAttempt): UnansweredPush | null =>
  a.action?.kind === 'push'
    ? {
        orderNumber,
        provider: a.provider,
        phone: a.action.phone,
        amount: a.amount,
        sentAt: a.createdAt,
        expiresAt: a.expiresAt,
        status: a.state === 'failed' && a.reason === UNANSWERED ? 'lost' : 'waiting',
      }
    : null;

/** The payments an operator watches: the open attempts with their age, the pushes nobody answered yet, and the
 * providers' newest notifications with their signature's verdict and what became of them. */
export const paymentsOverviewFor =
  (deps: ConsolePaymentsDeps) =>
  async (actor: Actor): Promise<Result<PaymentsOverview, Forbidden>> => {
    const refused = authorize(actor, 'payments.read');
    if (refused) return err(refused);
    const at = deps.clock.now();
    const [awaiting, notifications] = await Promise.all([
      deps.attempts.listAwaiting(ATTEMPTS_LISTED),
      deps.notifications.list({ limit: NOTIFICATIONS_LISTED }),
    ]);
    return ok({
      at,
      open: awaiting
        .filter((s) => s.attempt.state === 'created' || s.attempt.state === 'pending')
        .map((s) => openRow(at, s)),
      pushes: awaiting.map(pushOf).filter((p) => p !== null),
      notifications: notifications.map((n) => ({
        id: n.id,
        provider: n.provider,
        receivedAt: n.receivedAt,
        verdict: n.verdict,
        kept: n.kept,
        bytes: n.body.bytes,
        reference: n.reference,
        result: n.result,
      })),
    });
  };

/** What an operator's run of reconciliation looks at: one provider only, attempts made in the last `sinceMs` (the
 * look-back of the server's timer unless told). */
export type ReconcileRequest = { readonly provider?: string; readonly sinceMs?: number };

/** What a run looked at and found. */
export type ReconcileRun = ReconcileReport & { readonly since: Date };

/** Reconciliation now, as the server's timer runs it but on every open attempt of its look-back (even one just
 * checked), under the operator's name; what it found and changed is answered and audited. */
export const reconcileNowAs =
  (deps: ConsolePaymentsDeps) =>
  async (
    actor: Actor,
    request: ReconcileRequest = {},
  ): Promise<Result<ReconcileRun, Forbidden | ProviderNotConfigured>> => {
    const refused = authorize(actor, 'payments.reconcile');
    if (refused) return err(refused);
    const { provider } = request;
    if (provider !== undefined && !deps.providers().includes(provider))
      return err(providerNotConfigured(deps, provider));
    const at = deps.clock.now();
    const since = new Date(at.getTime() - (request.sinceMs ?? RECONCILE_LOOK_BACK_MS));
    const report = await deps.reconcilePayments({
      ...(provider !== undefined ? { provider } : {}),
      since,
      skipCheckedWithinMs: 0,
      actor: actor.name,
    });
    await deps.audit.record({
      at,
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'payments.reconciled',
      subject: 'pagos abiertos',
      after: {
        checked: report.checked,
        changed: report.changed.map((s) => `${s.orderNumber}: ${s.from} → ${s.to}`),
        disagreements: report.disagreements.map((s) => s.orderNumber),
        unanswered: report.unanswered.map((u) => u.orderNumber),
      },
    });
    return ok({ ...report, since });
  };

/** Handles a stored notification again (`fornido webhooks replay`): its signature checked with today's configuration
 * and its provider asked again; audited with its result before and after. */
export const replayNotificationAs =
  (deps: ConsolePaymentsDeps) =>
  async (actor: Actor, id: number): Promise<Result<ReplayedNotification, ReplayError>> => {
    const refused = authorize(actor, 'payments.reconcile');
    if (refused) return err(refused);
    const done = await deps.replayNotification(id);
    if (!done.ok) {
      const e = done.error;
      switch (e.kind) {
        case 'notification-not-found':
          return err({ kind: 'notification-not-found', message: `La notificación ${id} no existe.` });
        case 'notification-digest':
          return err({
            kind: 'not-replayable',
            message: `La notificación ${id} se rechazó al llegar y solo se guardó su resumen: no se puede repetir.`,
            detail: e.message,
          });
        case 'not-found': {
          const provider = (await deps.notifications.find(id))?.provider ?? '';
          return err({
            kind: 'not-replayable',
            message: `El proveedor de la notificación ${id} no está configurado aquí (o la tienda no lee sus notificaciones): no se puede repetir.`,
            detail: deps.providers().includes(provider)
              ? `Provider ${provider} is configured here but the store reads no notifications from it: notification ${id} cannot be replayed.`
              : `${e.message} Notification ${id} cannot be replayed until it is.`,
          });
        }
        case 'rate-limited':
          return err(e);
      }
    }
    const { stored, verdict, fate, result } = done.value;
    await deps.audit.record({
      at: deps.clock.now(),
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'payments.notification-replayed',
      subject: `notificación ${id} (${stored.provider})`,
      before: { result: stored.result },
      after: { result },
    });
    return ok({ id, provider: stored.provider, receivedAt: stored.receivedAt, verdict, fate, result });
  };
