import type { RateLimiter } from '../shared/rate-limit';
import type { RateLimited } from '../shared/rate-limit';
import { digestOf } from '../payments/notification-digest';
import type { BodyFingerprint, NotificationLog, StoredNotification } from '../payments/notification-log';
import type { IncomingNotification, SignatureVerdict, StoredAttempt } from '../payments/ports';
import { fitsReference, MAX_REFERENCE_LENGTH } from '../payments/reference';
import { err, ok, type Result } from '../shared/result';
import { countRefused } from './refused-notifications';
import { settleWithProvider, type SettleDeps } from './settle-payment';

export type NotificationDeps = SettleDeps & {
  readonly notifications: NotificationLog;
  readonly limiter: RateLimiter;
};

/** What became of a notification: applied (the provider was asked again), kept unverified (genuine, but its provider
 * could not be asked: it is to send it again), or refused and why. */
export type NotificationFate =
  'applied' | 'unverified' | 'invalid-signature' | 'no-reference' | 'invalid-reference' | 'unknown-reference';

export type HandledNotification = {
  readonly id: number;
  readonly verdict: SignatureVerdict;
  readonly fate: NotificationFate;
  /** The fate in an operator's words ("FO-…: pending → approved", "ignored: invalid signature"). */
  readonly result: string;
};

export type NotificationError =
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'notification-not-found'; readonly message: string }
  | { readonly kind: 'notification-digest'; readonly message: string }
  | RateLimited;

type Read = { readonly verdict: SignatureVerdict; readonly reference: string | null; readonly unverified?: string };

/** What a notification leads to before anything is applied: refused (forged, naming no payment, an over-long
 * reference or a payment we never made), unverified, or the attempt it names. */
type Judged =
  | { readonly fate: Exclude<NotificationFate, 'applied'>; readonly result: string }
  | { readonly fate: 'applied'; readonly stored: StoredAttempt };

const judge = async (deps: NotificationDeps, provider: string, got: Read): Promise<Judged> => {
  if (got.verdict === 'invalid') return { fate: 'invalid-signature', result: 'ignored: invalid signature' };
  if (got.unverified !== undefined)
    return { fate: 'unverified', result: `not verified yet: ${got.unverified}; reconciliation settles its payment` };
  const { reference } = got;
  if (reference === null) return { fate: 'no-reference', result: 'ignored: it names no payment' };
  if (!fitsReference(reference))
    return {
      fate: 'invalid-reference',
      result: `ignored: its reference is longer than ${MAX_REFERENCE_LENGTH} characters (${reference.length})`,
    };
  const stored = await deps.attempts.findByReference(provider, reference);
  if (!stored) return { fate: 'unknown-reference', result: `ignored: no attempt with reference ${reference}` };
  return { fate: 'applied', stored };
};

/** Asks the provider about the attempt a notification names and applies its answer; the result in plain English. */
const apply = async (deps: NotificationDeps, provider: string, stored: StoredAttempt) => {
  const settled = await settleWithProvider(deps, stored, provider);
  const move = settled.to === settled.from ? `${settled.to}, unchanged` : `${settled.from} → ${settled.to}`;
  return `${stored.orderNumber}: ${move}${settled.disagreement ? ` (${settled.disagreement})` : ''}`;
};

const read = async (deps: NotificationDeps, provider: string, notification: IncomingNotification) => {
  const reader = deps.payments.forProvider(provider)?.notifications;
  if (!reader) return null;
  try {
    return await reader.read(notification);
  } catch (error) {
    deps.logger.warn({ provider, err: String(error) }, 'unreadable payment notification');
    return { verdict: 'invalid' as const, reference: null };
  }
};

/** A genuine one: its signature held (or cannot be checked) and it names one of our attempts, or it is signed and
 * only its provider could not be asked. */
const isGenuine = (fate: NotificationFate, verdict: SignatureVerdict) =>
  fate === 'applied' || (fate === 'unverified' && verdict === 'valid');

/** A provider's webhook or callback. A genuine one (isGenuine) is stored whole with its verdict before it is applied
 * (the provider asked again about the attempt it names; its content is never applied as it stands), and the result
 * kept with it for `fornido webhooks list|replay`. A refused one is only counted against the limits of its sender and
 * of everyone (REFUSED_NOTIFICATIONS: past them it is refused as rate-limited and not stored), then stored as a
 * bounded digest. Only a configured provider that sends notifications has an address; any other answers not-found and
 * is not stored. */
export const receiveNotification =
  (deps: NotificationDeps) =>
  async (
    provider: string,
    notification: IncomingNotification,
    arrival: { readonly ip: string; readonly body: BodyFingerprint },
  ): Promise<Result<HandledNotification, NotificationError>> => {
    const got = await read(deps, provider, notification);
    if (!got) return err({ kind: 'not-found', message: 'No encontramos esa dirección.' });
    const judged = await judge(deps, provider, got);
    const { verdict } = got;
    const genuine = isGenuine(judged.fate, verdict);
    if (!genuine) {
      const refused = await countRefused(deps, provider, arrival.ip, deps.clock.now());
      if (refused) return err(refused);
    }
    const reference = got.reference !== null && fitsReference(got.reference) ? got.reference : null;
    const id = await deps.notifications.add({
      provider,
      receivedAt: deps.clock.now(),
      notification: genuine ? notification : digestOf(notification),
      kept: genuine ? 'whole' : 'digest',
      body: arrival.body,
      verdict,
      reference,
    });
    if (verdict === 'invalid')
      deps.logger.warn({ provider, notification: id }, 'payment notification refused: its signature does not hold');
    const result = judged.fate === 'applied' ? await apply(deps, provider, judged.stored) : judged.result;
    await deps.notifications.settle(id, result, deps.clock.now());
    return ok({ id, verdict, fate: judged.fate, result });
  };

/** Handles a stored notification again (after a fix, or when its provider was down): its signature is checked again
 * with today's configuration, and the provider asked again. A refused one, kept only as a digest, cannot be. */
export const replayNotification =
  (deps: NotificationDeps) =>
  async (
    id: number,
  ): Promise<Result<HandledNotification & { readonly stored: StoredNotification }, NotificationError>> => {
    const stored = await deps.notifications.find(id);
    if (!stored) return err({ kind: 'notification-not-found', message: `No notification ${id}.` });
    if (stored.kept === 'digest')
      return err({
        kind: 'notification-digest',
        message: `Notification ${id} was refused (${stored.result ?? 'not handled'}) and only its digest was kept: it cannot be replayed.`,
      });
    const got = await read(deps, stored.provider, stored.notification);
    if (!got) return err({ kind: 'not-found', message: `Provider ${stored.provider} is not configured here.` });
    const judged = await judge(deps, stored.provider, got);
    const handled = judged.fate === 'applied' ? await apply(deps, stored.provider, judged.stored) : judged.result;
    const result = `replayed: ${handled}`;
    await deps.notifications.settle(id, result, deps.clock.now());
    return ok({ id, verdict: got.verdict, fate: judged.fate, result, stored });
  };
