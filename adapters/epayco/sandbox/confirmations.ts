import type { Clock } from '../../../core/shared/ports';
import { deliverWithRetries, deliveryLog, deliveryStatus } from '../../shared/webhook-retry';
import type { EpaycoSandboxCredentials } from './constants';
import type { SandboxTransaction } from './state';
import { xFields, type XFields } from './views';
import type { StateCode } from './wire';

/** One delivery attempt of a confirmation, as the control endpoints and tests read it. */
export type ConfirmationAttempt = {
  readonly refPayco: string;
  readonly state: string;
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  readonly status: number | null;
  readonly ok: boolean;
  readonly at: string;
};

/** How a confirmation is sent: later than now, several times, or as an older state than the payment's. */
export type SendOptions = { readonly as?: StateCode; readonly delayMs?: number; readonly times?: number };

type Payload = { readonly url: string; readonly method: 'GET' | 'POST'; readonly fields: XFields };

/**
 * Sends confirmations to a payment's `url_confirmacion` as ePayco does: form-urlencoded POST, or the fields in the
 * query for `metodoconfirmacion` GET. A receiver that fails or cannot be reached is tried again after each of
 * `retryDelaysMs`; nothing here ever throws. `delayNext` makes the next automatic confirmations late.
 */
export const sandboxConfirmations = (deps: {
  readonly keys: EpaycoSandboxCredentials;
  readonly clock: Clock;
  readonly fetch: typeof fetch;
  readonly retryDelaysMs: readonly number[];
}) => {
  const attempts = deliveryLog<ConfirmationAttempt>();
  const last = new Map<string, Payload>();
  const delays: number[] = [];

  const deliverOnce = async (p: Payload, attempt: number): Promise<boolean> => {
    const params = new URLSearchParams(p.fields);
    const { status, ok } = await deliveryStatus(() =>
      p.method === 'GET'
        ? deps.fetch(`${p.url}${p.url.includes('?') ? '&' : '?'}${params}`, { signal: AbortSignal.timeout(10_000) })
        : deps.fetch(p.url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
            signal: AbortSignal.timeout(10_000),
          }),
    );
    const { x_ref_payco: refPayco, x_cod_transaction_state: state } = p.fields;
    attempts.add({
      refPayco,
      state,
      url: p.url,
      method: p.method,
      attempt,
      status,
      ok,
      at: deps.clock.now().toISOString(),
    });
    return ok;
  };
  const track = (p: Payload, delayMs: number, times: number) => {
    for (let i = 0; i < Math.max(1, times); i++)
      attempts.track(() => deliverWithRetries((attempt) => deliverOnce(p, attempt), deps.retryDelaysMs, delayMs));
  };
  const payloadOf = (tx: SandboxTransaction, as?: StateCode): Payload => ({
    url: tx.urlConfirmation,
    method: tx.confirmationMethod,
    fields: xFields(tx, deps.keys, as),
  });

  return {
    /** Sends the payment's confirmation (nothing when it has no `url_confirmacion`); false when there is none. */
    send: (tx: SandboxTransaction, options: SendOptions = {}): boolean => {
      if (!/^https?:\/\//i.test(tx.urlConfirmation)) return false;
      const payload = payloadOf(tx, options.as);
      last.set(String(tx.refPayco), payload);
      track(payload, options.delayMs ?? delays.shift() ?? 0, options.times ?? 1);
      return true;
    },
    /** Sends again, unchanged, the last confirmation sent for a payment; false when none was sent. */
    replay: (refPayco: string, options: Omit<SendOptions, 'as'> = {}): boolean => {
      const payload = last.get(refPayco);
      if (!payload) return false;
      track(payload, options.delayMs ?? 0, options.times ?? 1);
      return true;
    },
    /** The next `times` automatic confirmations leave `ms` late (so a later one can overtake them). */
    delayNext: (ms: number, times = 1) => void delays.push(...Array.from({ length: times }, () => ms)),
    /** Every delivery attempt, oldest first. */
    attempts: attempts.entries,
    /** Resolves when no confirmation is being sent or waiting to be retried. */
    idle: attempts.idle,
  };
};

export type SandboxConfirmations = ReturnType<typeof sandboxConfirmations>;
