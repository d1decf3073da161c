import type { IncomingNotification, NotificationLog, SignatureVerdict, StoredNotification } from '../payments/ports';
import { err, ok, type Result } from '../shared/result';
import { settleWithProvider, type SettleDeps } from './settle-payment';

export type NotificationDeps = SettleDeps & { readonly notifications: NotificationLog };

/** What became of a notification: applied (the provider was asked again), or ignored and why. */
export type NotificationFate = 'applied' | 'invalid-signature' | 'no-reference' | 'unknown-reference';

export type HandledNotification = {
  readonly id: number;
  readonly verdict: SignatureVerdict;
  readonly fate: NotificationFate;
  /** The fate in an operator's words ("FO-…: pending → approved", "ignored: invalid signature"). */
  readonly result: string;
};

export type NotificationError =
  | { readonly kind: 'not-found'; readonly message: string }
  | { readonly kind: 'notification-not-found'; readonly message: string };

/** What a notification leads to: nothing unless its signature holds (or cannot be checked) and it names one of our
 * attempts; then the provider is asked about that attempt again and its answer applied. Its content is never applied
 * as it stands. The result is plain English, for operators. */
const handle = async (
  deps: NotificationDeps,
  provider: string,
  verdict: SignatureVerdict,
  reference: string | null,
): Promise<{ readonly fate: NotificationFate; readonly result: string }> => {
  if (verdict === 'invalid') return { fate: 'invalid-signature', result: 'ignored: invalid signature' };
  if (reference === null) return { fate: 'no-reference', result: 'ignored: it names no payment' };
  const stored = await deps.attempts.findByReference(provider, reference);
  if (!stored) return { fate: 'unknown-reference', result: `ignored: no attempt with reference ${reference}` };
  const settled = await settleWithProvider(deps, stored, provider);
  const move = settled.to === settled.from ? `${settled.to}, unchanged` : `${settled.from} → ${settled.to}`;
  const result = `${stored.orderNumber}: ${move}${settled.disagreement ? ` (${settled.disagreement})` : ''}`;
  return { fate: 'applied', result };
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

/** A provider's webhook or callback: stored with its raw body and its signature's verdict before anything else, then
 * handled, and the result kept with it for `fornido webhooks list|replay`. Only a configured provider that sends
 * notifications has an address; any other answers not-found and is not stored. */
export const receiveNotification =
  (deps: NotificationDeps) =>
  async (
    provider: string,
    notification: IncomingNotification,
  ): Promise<Result<HandledNotification, NotificationError>> => {
    const got = await read(deps, provider, notification);
    if (!got) return err({ kind: 'not-found', message: 'No encontramos esa dirección.' });
    const id = await deps.notifications.add({ provider, receivedAt: deps.clock.now(), notification, ...got });
    if (got.verdict === 'invalid')
      deps.logger.warn(
        { provider, notification: id, reference: got.reference },
        'payment notification refused: its signature does not hold',
      );
    const { fate, result } = await handle(deps, provider, got.verdict, got.reference);
    await deps.notifications.settle(id, result, deps.clock.now());
    return ok({ id, verdict: got.verdict, fate, result });
  };

/** Handles a stored notification again (after a fix, or when its provider was down): its signature is checked again
 * with today's configuration, and the provider asked again. */
export const replayNotification =
  (deps: NotificationDeps) =>
  async (
    id: number,
  ): Promise<Result<HandledNotification & { readonly stored: StoredNotification }, NotificationError>> => {
    const stored = await deps.notifications.find(id);
    if (!stored) return err({ kind: 'notification-not-found', message: `No notification ${id}.` });
    const got = await read(deps, stored.provider, stored.notification);
    if (!got) return err({ kind: 'not-found', message: `Provider ${stored.provider} is not configured here.` });
    const handled = await handle(deps, stored.provider, got.verdict, got.reference);
    const result = `replayed: ${handled.result}`;
    await deps.notifications.settle(id, result, deps.clock.now());
    return ok({ id, verdict: got.verdict, fate: handled.fate, result, stored });
  };
