import type { PaymentAttempt } from '../../core/payments/attempt';
import type { PaymentMethodId } from '../../core/payments/methods';
import type {
  CardGateway,
  NotificationReader,
  PaymentOutcome,
  PaymentRequest,
  WalletGateway,
} from '../../core/payments/ports';
import type { RefundOutcome, RefundRequest } from '../../core/payments/refund';
import type { Pesos } from '../../core/shared/money';

/** What a scripted provider answers: an outcome's status, `throws` for an outage (a timeout, a refused socket), or
 * `hangs` for a call that never ends (the store stops during it). */
export type Said = PaymentOutcome['status'] | 'throws' | 'hangs';

/** One call a scripted gateway received, in order. */
export type GatewayCall = {
  readonly op: 'push' | 'qr' | 'charge' | 'status' | 'cancel' | 'refund';
  readonly attemptId: string;
};

/** The script a test sets and reads: what the provider answers next, and what it was asked. */
export type Script = {
  /** The answer to starting a payment (push, QR, charge). */
  starts: Said;
  /** The answer to a status read. */
  says: Said;
  /** The answer to a status read about one attempt (by its id), instead of `says`. */
  readonly answers: Map<string, Said>;
  /** When a pending payment stops waiting for the shopper (push, QR), as the provider tells it. */
  expiresAt: Date | null;
  /** The amount the provider reports paid, when it reports one (to test mismatches). */
  paid: Pesos | null;
  /** The answer to a refund (the amount asked is echoed when it is `refunded` or `pending`). */
  refunds: RefundOutcome['status'] | { readonly code: string; readonly message: string } | 'throws';
  readonly calls: GatewayCall[];
  /** The refunds it was asked, in order. */
  readonly refundRequests: RefundRequest[];
  readonly requests: PaymentRequest[];
  /** How many request ids it gave (`namesRequests`). */
  named: number;
  /** The reference it answers a start with, instead of one derived from the attempt (a reset sandbox repeats them). */
  reference: string | null;
};

/** The provider's reference for an attempt: derived from our id, as the sandbox card's `SBX-…` is. */
export const referenceOf = (provider: string, attemptId: string) => `${provider.toUpperCase()}-${attemptId}`;

const outcome = (
  script: Script,
  said: PaymentOutcome['status'],
  reference: string,
  pending: Pick<Extract<PaymentOutcome, { status: 'pending' }>, 'action'> = { action: null },
): PaymentOutcome => {
  const paid = script.paid === null ? {} : { amount: script.paid, currency: 'COP' };
  switch (said) {
    case 'approved':
      return { status: 'approved', reference, messageId: `MSG-${reference}`, ...paid };
    case 'pending':
      return { status: 'pending', reference, expiresAt: script.expiresAt, messageId: `MSG-${reference}`, ...pending };
    case 'rejected':
      return { status: 'rejected', reference, reason: 'declined', message: 'El medio de pago rechazó el pago.' };
    case 'expired':
      return { status: 'expired', reference, reason: 'expired', message: 'El pago venció sin respuesta.' };
    case 'reversed':
      return { status: 'reversed', reference };
    case 'failed':
      return { status: 'failed', reason: 'unreachable', message: 'No pudimos comunicarnos con el medio de pago.' };
    default:
      return said satisfies never;
  }
};

const answer = (script: Script, said: Said, build: (s: PaymentOutcome['status']) => PaymentOutcome) => {
  if (said === 'throws') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9'));
  if (said === 'hangs') return new Promise<never>(() => {});
  return Promise.resolve(build(said));
};

const newScript = (): Script => ({
  starts: 'pending',
  says: 'pending',
  answers: new Map(),
  expiresAt: null,
  paid: null,
  refunds: 'refunded',
  calls: [],
  refundRequests: [],
  requests: [],
  named: 0,
  reference: null,
});

export type ScriptedOptions = {
  readonly provider?: string;
  readonly method?: PaymentMethodId;
  /** Whether the provider withdraws a pending payment (a push) and refunds an approved one through its API. */
  readonly cancels?: boolean;
  readonly refunds?: boolean;
  readonly notifications?: NotificationReader;
  /** Whether the provider names each request (as Nequi's MessageID): `MSG-1`, `MSG-2`… */
  readonly namesRequests?: boolean;
};

/** What every scripted gateway shares: status, and refund/cancel when the options allow them. */
const base = (script: Script, o: ScriptedOptions, provider: string) => ({
  provider,
  sandbox: true,
  status: (attempt: PaymentAttempt) => {
    script.calls.push({ op: 'status', attemptId: attempt.id });
    return answer(script, script.answers.get(attempt.id) ?? script.says, (s) =>
      outcome(script, s, attempt.reference ?? referenceOf(provider, attempt.id)),
    );
  },
  ...(o.refunds !== false && {
    refund: async (attempt: PaymentAttempt, request: RefundRequest): Promise<RefundOutcome> => {
      script.calls.push({ op: 'refund', attemptId: attempt.id });
      script.refundRequests.push(request);
      const said = script.refunds;
      if (said === 'throws') throw new Error('socket hang up');
      if (typeof said === 'object') return { status: 'refused', ...said };
      if (said === 'refused') return { status: 'refused', code: 'refused', message: 'El proveedor no lo devolvió.' };
      return { status: said, reference: `REF-${request.refundId}`, amount: request.amount };
    },
  }),
  ...(o.cancels !== false && {
    cancel: async (attempt: PaymentAttempt): Promise<void> => {
      script.calls.push({ op: 'cancel', attemptId: attempt.id });
    },
  }),
  ...(o.notifications && { notifications: o.notifications }),
  ...(o.namesRequests && { newRequestId: () => `MSG-${++script.named}` }),
});

/** A wallet (Nequi by default) whose answers the test sets: a push or QR is pending with its action until told
 * otherwise; `script.calls` says what the store asked. */
export const scriptedWalletGateway = (o: ScriptedOptions = {}): WalletGateway & { readonly script: Script } => {
  const script = newScript();
  const provider = o.provider ?? 'nequi';
  const start = (op: 'push' | 'qr', request: PaymentRequest, action: Parameters<typeof outcome>[3]) => {
    script.calls.push({ op, attemptId: request.attemptId });
    script.requests.push(request);
    const reference = script.reference ?? referenceOf(provider, request.attemptId);
    return answer(script, script.starts, (s) => outcome(script, s, reference, action));
  };
  return {
    kind: 'wallet',
    method: o.method ?? 'nequi',
    ...base(script, o, provider),
    script,
    push: (request, phone) => start('push', request, { action: { kind: 'push', phone } }),
    qr: (request) => start('qr', request, { action: { kind: 'qr', data: `QR-${request.attemptId}` } }),
  };
};

/** A card gateway (the sandbox card's provider and method by default) whose answers the test sets: a charge is
 * approved until told otherwise. */
export const scriptedCardGateway = (o: ScriptedOptions = {}): CardGateway & { readonly script: Script } => {
  const script = newScript();
  script.starts = 'approved';
  const provider = o.provider ?? 'sandbox-card';
  return {
    kind: 'card',
    method: o.method ?? 'sandbox-card',
    ...base(script, o, provider),
    script,
    charge: (request) => {
      script.calls.push({ op: 'charge', attemptId: request.attemptId });
      script.requests.push(request);
      return answer(script, script.starts, (s) => outcome(script, s, referenceOf(provider, request.attemptId)));
    },
  };
};
