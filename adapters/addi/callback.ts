import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingNotification, NotificationReader } from '../../core/payments/ports';
import type { AddiSettings } from './settings';

/** Addi's callback (PROVIDERS.md §5), as far as it could be read: fields missing or of another type are null. */
export type AddiCallback = {
  readonly orderId: string | null;
  readonly applicationId: string | null;
  /** As sent (a number, or a numeric string). */
  readonly approvedAmount: string | null;
  readonly currency: string | null;
  readonly status: string | null;
  readonly statusTimestamp: string | null;
};

const text = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.trim() || null
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : null;

/** The callback's fields from its JSON body; null when the body is not a JSON object. */
export const readCallback = (body: string): AddiCallback | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const fields = parsed as Record<string, unknown>;
  return {
    orderId: text(fields.orderId),
    applicationId: text(fields.applicationId),
    approvedAmount: text(fields.approvedAmount),
    currency: text(fields.currency),
    status: text(fields.status),
    statusTimestamp: text(fields.statusTimestamp),
  };
};

// Both sides hashed first, so the comparison takes the same time whatever the lengths.
const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** True when `Authorization: Basic …` names exactly the configured user and password. */
export const callbackAuthorized = (
  headers: IncomingNotification['headers'],
  settings: Pick<AddiSettings, 'callbackUser' | 'callbackPassword'>,
): boolean => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(headers.authorization ?? '');
  const decoded = match ? Buffer.from(match[1] ?? '', 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const user = colon < 0 ? '' : decoded.slice(0, colon);
  const password = colon < 0 ? '' : decoded.slice(colon + 1);
  // Both compared, always: a wrong user takes as long as a wrong password.
  const userHolds = same(user, settings.callbackUser);
  const passwordHolds = same(password, settings.callbackPassword);
  const configured = settings.callbackUser !== '' && settings.callbackPassword !== '';
  return configured && match !== null && colon >= 0 && userHolds && passwordHolds;
};

/** Addi's callbacks: valid only with the configured Basic credentials (missing or wrong → invalid, never applied);
 * the reference is `orderId`, our attempt's id. The status is read from the log afterwards, by the gateway. */
export const addiCallbacks = (
  settings: Pick<AddiSettings, 'callbackUser' | 'callbackPassword'>,
): NotificationReader => ({
  echo: true,
  read: async (notification) => ({
    verdict: callbackAuthorized(notification.headers, settings) ? 'valid' : 'invalid',
    reference: readCallback(notification.body)?.orderId ?? null,
  }),
});
