import type { IncomingNotification, NotificationReader, SignatureVerdict } from '../../core/payments/ports';
import type { Clock } from '../../core/shared/ports';
import type { MercadoPagoClient } from './client';
import { signatureHolds } from './signature';

/** A notification's body as JSON, or an empty object. */
const bodyOf = (raw: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** What a notification names, exactly as it arrived: the topic (`type`, or the older IPN's `topic`) and the resource's
 * id (the query's `data.id`, else the body's `data.id`, else an IPN's `id`). */
export const notificationSubject = (notification: IncomingNotification) => {
  const body = bodyOf(notification.body);
  const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  const { query } = notification;
  const topic = text(body.type) ?? text(query.type) ?? text(query.topic);
  const signedId = text(query['data.id']) ?? text(data.id);
  const id = signedId ?? (topic === 'payment' ? text(query.id) : null);
  return { topic, id, signedId };
};

/** MercadoPago's webhooks: the signature holds when `x-signature` matches and is fresh (with a secret configured;
 * `unsigned` without one), and the reference is our attempt, read from the payment itself (`metadata.attempt_id`, by
 * `GET /v1/payments/{data.id}`): a notification's content is never taken as it stands. Other topics
 * (`merchant_order`…) name no payment. A payment MercadoPago cannot be asked about now is `unverified` (the webhook is
 * kept and answered 503, so MercadoPago sends it again; reconciliation settles the payment meanwhile). */
export const mercadoPagoNotifications = (deps: {
  readonly client: MercadoPagoClient;
  readonly webhookSecret: string | null;
  readonly clock: Clock;
}): NotificationReader => ({
  read: async (notification) => {
    const { topic, id, signedId } = notificationSubject(notification);
    const { webhookSecret } = deps;
    const verdict: SignatureVerdict =
      webhookSecret === null
        ? 'unsigned'
        : signatureHolds(
              webhookSecret,
              notification.headers['x-signature'],
              {
                dataId: signedId,
                requestId: notification.headers['x-request-id'] ?? null,
              },
              deps.clock.now(),
            )
          ? 'valid'
          : 'invalid';
    if (verdict === 'invalid' || topic !== 'payment' || id === null) return { verdict, reference: null };
    const unverified = (why: string) => ({
      verdict,
      reference: null,
      unverified: `MercadoPago ${why} (payment ${id})`,
    });
    let payment;
    try {
      payment = await deps.client.payment(id);
    } catch (error) {
      return unverified(`could not be reached: ${String(error)}`);
    }
    if (!payment.ok)
      return payment.status === 404
        ? { verdict, reference: null }
        : unverified(`did not answer: ${payment.status ?? 'no answer'} ${payment.code}`);
    return { verdict, reference: text(payment.value.metadata.attempt_id) };
  },
});
