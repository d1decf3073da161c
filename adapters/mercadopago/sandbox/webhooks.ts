import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../core/shared/ports';
import { deliverWithRetries, deliveryLog, deliveryStatus } from '../../shared/webhook-retry';
import { signatureOf } from '../signature';
import { SANDBOX_COLLECTOR_ID } from './constants';

/** One delivery attempt of a webhook, as tests and the control endpoints read it. */
export type WebhookDelivery = {
  readonly paymentId: string;
  readonly action: string;
  readonly url: string;
  readonly attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  readonly status: number | null;
  readonly ok: boolean;
  readonly at: string;
};

/** How a webhook goes out: later than now, several times. */
export type SendOptions = { readonly delayMs?: number; readonly times?: number };

/**
 * Sends MercadoPago's payment webhooks: `POST {notification_url}?data.id={id}&type=payment` with the JSON body
 * `{action, api_version, data: {id}, date_created, id, live_mode, type, user_id}` and the headers `x-signature`
 * (`ts=…,v1=…`, signed with the webhook secret) and `x-request-id`. A receiver that does not answer 2xx is tried again
 * after each of `retryDelaysMs` (each try a new request id and signature, as MercadoPago's). Nothing here throws.
 */
export const sandboxWebhooks = (deps: {
  readonly secret: string;
  readonly clock: Clock;
  readonly fetch: typeof fetch;
  readonly retryDelaysMs: readonly number[];
}) => {
  const deliveries = deliveryLog<WebhookDelivery>();
  const delays: number[] = [];
  let notificationIds = 11_893_400_000;

  const deliverOnce = async (url: string, paymentId: string, action: string, attempt: number) => {
    const target = `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ 'data.id': paymentId, 'type': 'payment' })}`;
    const requestId = randomUUID();
    const ts = String(Math.floor(deps.clock.now().getTime() / 1000));
    const v1 = signatureOf(deps.secret, { dataId: paymentId, requestId, ts });
    notificationIds += 1;
    const { status, ok } = await deliveryStatus(() =>
      deps.fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
        body: JSON.stringify({
          action,
          api_version: 'v1',
          data: { id: paymentId },
          date_created: deps.clock.now().toISOString(),
          id: notificationIds,
          live_mode: false,
          type: 'payment',
          user_id: String(SANDBOX_COLLECTOR_ID),
        }),
        signal: AbortSignal.timeout(10_000),
      }),
    );
    deliveries.add({ paymentId, action, url, attempt, status, ok, at: deps.clock.now().toISOString() });
    return ok;
  };

  return {
    /** Notifies `url` about a payment (`payment.created` or `payment.updated`); false without a URL to notify. */
    send: (url: string | null, paymentId: number, action: string, options: SendOptions = {}): boolean => {
      if (!url || !/^https?:\/\//i.test(url)) return false;
      const delayMs = options.delayMs ?? delays.shift() ?? 0;
      const id = String(paymentId);
      for (let i = 0; i < Math.max(1, options.times ?? 1); i++)
        deliveries.track(() =>
          deliverWithRetries((attempt) => deliverOnce(url, id, action, attempt), deps.retryDelaysMs, delayMs),
        );
      return true;
    },
    /** The next `times` webhooks leave `ms` late (so a later one can overtake them). */
    delayNext: (ms: number, times = 1) => void delays.push(...Array.from({ length: times }, () => ms)),
    /** Every delivery attempt, oldest first. */
    deliveries: deliveries.entries,
    /** Resolves when no webhook is being sent or waiting to be retried. */
    idle: deliveries.idle,
  };
};

export type SandboxWebhooks = ReturnType<typeof sandboxWebhooks>;
