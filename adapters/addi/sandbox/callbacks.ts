import { isDeepStrictEqual } from 'node:util';
import type { Clock } from '../../../core/shared/ports';
import { deliverWithRetries, deliveryLog } from '../../shared/webhook-retry';
import { addiAmount } from '../application';
import type { AddiSandboxCredentials } from './constants';
import type { SandboxApplication, SandboxApplicationStatus } from './state';

/** One delivery attempt of a callback, as tests and the control endpoint read it. */
export type CallbackDelivery = {
  readonly orderId: string;
  readonly status: SandboxApplicationStatus;
  readonly url: string;
  readonly attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  readonly http: number | null;
  /** True when the receiver answered 200 with the callback's JSON. */
  readonly echoed: boolean;
  readonly at: string;
};

/** The callback's body for an application (PROVIDERS.md §5): the amount approved (0 when no credit was given) as
 * Addi's spec types it ("150000.0"), and the moment as epoch milliseconds. */
export const callbackBody = (application: SandboxApplication, status: SandboxApplicationStatus, at: Date) => ({
  orderId: application.orderId,
  applicationId: application.applicationId,
  approvedAmount: addiAmount(status === 'APPROVED' ? application.request.totalAmount : 0),
  currency: 'COP',
  status,
  statusTimestamp: at.getTime(),
});

/**
 * Sends callbacks as Addi does: a JSON POST to the ally's `callbackUrl` with `Authorization: Basic` (the callback
 * user and password), expecting the same JSON back with a 200. Otherwise it tries again after each of `retryDelaysMs`;
 * nothing here ever throws.
 */
export const sandboxCallbacks = (deps: {
  readonly credentials: AddiSandboxCredentials;
  readonly clock: Clock;
  readonly fetch: typeof fetch;
  readonly retryDelaysMs: readonly number[];
}) => {
  const deliveries = deliveryLog<CallbackDelivery>();
  const basic = `Basic ${Buffer.from(`${deps.credentials.callbackUser}:${deps.credentials.callbackPassword}`).toString('base64')}`;

  const once = async (url: string, body: ReturnType<typeof callbackBody>, attempt: number) => {
    let http: number | null;
    let echoed = false;
    try {
      const res = await deps.fetch(url, {
        method: 'POST',
        headers: { 'Authorization': basic, 'Content-Type': 'application/json', 'Accept': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      http = res.status;
      const answer: unknown = await res.json().catch(() => null);
      echoed = http === 200 && isDeepStrictEqual(answer, body);
    } catch {
      http = null;
    }
    deliveries.add({
      orderId: body.orderId,
      status: body.status,
      url,
      attempt,
      http,
      echoed,
      at: deps.clock.now().toISOString(),
    });
    return echoed;
  };

  return {
    /** Delivers the callback of `application` as `status`; true once the receiver echoed it, false after the last
     * retry. */
    send: async (application: SandboxApplication, status: SandboxApplicationStatus): Promise<boolean> => {
      const url = application.request.allyUrlRedirection.callbackUrl;
      const body = callbackBody(application, status, deps.clock.now());
      return deliverWithRetries((attempt) => once(url, body, attempt), deps.retryDelaysMs);
    },
    /** Every delivery attempt, oldest first. */
    deliveries: deliveries.entries,
  };
};

export type SandboxCallbacks = ReturnType<typeof sandboxCallbacks>;
