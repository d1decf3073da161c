import type { RateLimiter } from '../shared/rate-limit';
import { refusalOf, type RateLimited } from '../shared/rate-limit';
import type { NotificationLog } from '../payments/notification-log';
import { addressKey } from '../shared/address-key';
import type { Clock, Logger } from '../shared/ports';

/** Refused notifications (forged, naming no payment or one the store never made) kept per sender's address (an IPv6
 * /64) and from everyone together, in an hour. A provider's genuine notifications are never counted; past either limit
 * a refused one is answered 429 and not stored, so strangers can fill at most REFUSED_NOTIFICATIONS.total digests an
 * hour (at most 1 371 characters each, core/payments/notification-digest.ts). */
export const REFUSED_NOTIFICATIONS = {
  perAddress: { limit: 20, windowSeconds: 60 * 60 },
  total: { limit: 200, windowSeconds: 60 * 60 },
} as const;

/** How long the digests of refused notifications are kept: a week, time for an operator to see a misconfigured
 * provider or a probe; genuine notifications are kept for good. */
export const REFUSED_NOTIFICATION_RETENTION_DAYS = 7;

const TOO_MANY = 'Demasiadas notificaciones rechazadas desde esta dirección o en total; inténtalo más tarde.';

/** Counts one refused notification from `ip` against the per-address and the total limits; the refusal when past
 * either. The first refusal of the total limit in its window is logged once, so a flood fills no log either. */
export const countRefused = async (
  deps: { readonly limiter: RateLimiter; readonly logger: Logger },
  provider: string,
  ip: string,
  now: Date,
): Promise<RateLimited | null> => {
  const { perAddress, total } = REFUSED_NOTIFICATIONS;
  const key = `webhooks:refused:ip:${addressKey(ip)}`;
  const fromAddress = refusalOf(await deps.limiter.hit(key, perAddress.limit, perAddress.windowSeconds, now));
  if (fromAddress) return { ...fromAddress, message: TOO_MANY };
  const fromAll = refusalOf(await deps.limiter.hit('webhooks:refused:all', total.limit, total.windowSeconds, now));
  if (fromAll && (await deps.limiter.hit('webhooks:refused:warned', 1, total.windowSeconds, now)).allowed)
    deps.logger.warn(
      { provider, limit: total.limit, retryAfterSeconds: fromAll.retryAfterSeconds },
      'refused payment notifications past their hourly limit: further ones are answered 429 and not stored',
    );
  return fromAll && { ...fromAll, message: TOO_MANY };
};

/** Forgets the digests of refused notifications older than REFUSED_NOTIFICATION_RETENTION_DAYS; says how many went. */
export const pruneRefusedNotifications =
  (deps: { readonly notifications: NotificationLog; readonly clock: Clock }) =>
  async (): Promise<{ readonly pruned: number }> => {
    const before = new Date(deps.clock.now().getTime() - REFUSED_NOTIFICATION_RETENTION_DAYS * 86_400_000);
    return { pruned: await deps.notifications.pruneDigests(before) };
  };
