import type { PaymentAttempt } from '../../core/payments/attempt';
import type { NotificationLog, StoredNotification } from '../../core/payments/notification-log';
import type { PayLaterGateway, PaymentOutcome } from '../../core/payments/ports';
import type { Pesos } from '../../core/shared/money';
import type { Clock, Logger } from '../../core/shared/ports';
import { applicationOf } from './application';
import { addiCallbacks, readCallback } from './callback';
import { addiClient } from './client';
import { NOT_OPENED, outcomeOfApplication, outcomeOfCallback } from './map';
import type { AddiSettings } from './settings';

export type AddiGatewayDeps = {
  readonly settings: AddiSettings;
  /** True when the settings reach the local sandbox. */
  readonly sandbox: boolean;
  /** Where Addi posts its callbacks: the store's `/api/v1/webhooks/addi`. */
  readonly callbackUrl: string;
  /** The store's logo, which Addi shows on its pages. */
  readonly logoUrl: string;
  /** The order totals Addi lends (its published range by default): the payment step offers Addi only within it. */
  readonly amountRange: { readonly min: Pesos; readonly max: Pesos };
  /** The callbacks received: Addi has no status API, so its word is the newest genuine callback. */
  readonly callbacks: Pick<NotificationLog, 'latestValid'>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The `fetch` the client calls (a test's; the global one by default). */
  readonly fetch?: typeof fetch;
};

const PROVIDER = 'addi';

/** When a callback said so, for operators (Addi sends epoch seconds or milliseconds). */
const momentOf = (stamp: string | null): string | null => {
  const n = stamp === null ? NaN : Number(stamp);
  if (!Number.isFinite(n) || n <= 0) return stamp;
  return new Date(n < 1e12 ? n * 1000 : n).toISOString();
};

const callbackOf = (stored: StoredNotification | null) => (stored ? readCallback(stored.notification.body) : null);

/** Addi (buy now, pay later) as a pay-later gateway: an online application whose 301 sends the shopper to Addi, and
 * callbacks with Basic credentials that tell how it ended. Refunds go through Addi's own process (no `refund`). Every
 * failure to open an application comes back as a `failed` outcome with a Spanish message, never as an exception. */
export const addiGateway = (deps: AddiGatewayDeps): PayLaterGateway => {
  const client = addiClient(deps.settings, {
    clock: deps.clock,
    logger: deps.logger,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const urls = { logoUrl: deps.logoUrl, callbackUrl: deps.callbackUrl };

  const latest = async (attempt: PaymentAttempt) =>
    attempt.reference === null ? null : deps.callbacks.latestValid(PROVIDER, attempt.reference);

  return {
    provider: PROVIDER,
    method: 'addi',
    kind: 'pay-later',
    sandbox: deps.sandbox,
    amountRange: deps.amountRange,
    // Addi's e-commerce API: "sólo se recibe cédula de ciudadanía (CC)" as the client's idType.
    documentTypes: ['CC'],
    notifications: addiCallbacks(deps.settings),

    apply: async (request): Promise<PaymentOutcome> => {
      try {
        const answer = await client.apply(applicationOf(request, urls));
        if (answer.kind !== 'redirect')
          deps.logger.warn(
            {
              provider: PROVIDER,
              order: request.orderNumber,
              answer: answer.kind,
              code: answer.code,
              says: answer.message,
            },
            'Addi did not open the application',
          );
        return outcomeOfApplication(answer, request.attemptId, request.orderExpiresAt);
      } catch {
        // The client logged why (without credentials); the shopper reads that the application could not be opened.
        return NOT_OPENED;
      }
    },

    status: async (attempt) => {
      // An attempt whose application never opened has nothing a callback could name.
      if (attempt.reference === null) return { ...NOT_OPENED, reason: 'no-reference' };
      const waiting = { action: attempt.action, expiresAt: attempt.expiresAt };
      return outcomeOfCallback(callbackOf(await latest(attempt)), attempt.reference, waiting);
    },

    describe: async (attempt) => {
      const stored = await latest(attempt);
      const callback = callbackOf(stored);
      if (!stored || !callback) return [['Callback', 'none yet: Addi has not told how the application ended']];
      const facts: [string, string | null][] = [
        ['Status', callback.status],
        ['Application', callback.applicationId],
        ['Approved amount', callback.approvedAmount],
        ['Currency', callback.currency],
        ['Status time', momentOf(callback.statusTimestamp)],
        ['Callback received', stored.receivedAt.toISOString()],
        ['Our attempt', callback.orderId],
      ];
      return facts.flatMap(([label, value]) => (value === null ? [] : [[label, value] as const]));
    },
  };
};
