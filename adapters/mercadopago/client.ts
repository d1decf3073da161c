import type { z } from 'zod';
import type { Logger } from '../../core/shared/ports';
import type { MercadoPagoSettings } from './settings';
import {
  errorAnswer,
  paymentAnswer,
  preferenceAnswer,
  refundAnswer,
  searchAnswer,
  type PaymentAnswer,
  type PreferenceAnswer,
  type RefundAnswer,
} from './wire';

/** A call's answer: what MercadoPago gave, or why there is none. `status` is null when nothing came back (a time-out,
 * a connection refused); `code` is MercadoPago's first cause code, else its `error`, else the HTTP status. */
export type Answer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number | null; readonly code: string; readonly message: string };

/** The preference the store sends (PROVIDERS.md §4), built by preference.ts. */
export type PreferenceBody = Readonly<Record<string, unknown>>;

/** MercadoPago's Checkout Pro and Payments API as the store uses it. Nothing here throws for MercadoPago's answers: an
 * error status, a time-out or an unreadable body come back as `ok: false`. */
export type MercadoPagoClient = {
  /** Creates the preference; the same `idempotencyKey` never makes two. */
  createPreference(body: PreferenceBody, idempotencyKey: string): Promise<Answer<PreferenceAnswer>>;
  /** Changes a preference (`PUT`): its expiry moved to now closes its checkout. */
  updatePreference(id: string, body: PreferenceBody): Promise<Answer<PreferenceAnswer>>;
  /** A preference read back (its `external_reference`). */
  preference(id: string): Promise<Answer<PreferenceAnswer>>;
  payment(id: string): Promise<Answer<PaymentAnswer>>;
  /** The payments of an order (`external_reference`), newest first. */
  searchPayments(externalReference: string): Promise<Answer<readonly PaymentAnswer[]>>;
  /** Refunds `amount` of a payment, or all of it when no amount is given (MercadoPago's body without `amount`); the
   * same `idempotencyKey` never refunds twice. */
  refund(paymentId: string, idempotencyKey: string, amount?: number): Promise<Answer<RefundAnswer>>;
  /** One refund of a payment read back (`GET /v1/payments/{id}/refunds/{refund_id}`). */
  refundOf(paymentId: string, refundId: string): Promise<Answer<RefundAnswer>>;
};

export type MercadoPagoClientDeps = { readonly logger: Logger; readonly fetch?: typeof fetch };

const parse = (text: string): unknown => {
  try {
    return text.trim() === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

/** MercadoPago's words about an error, and its code. */
const refusal = (status: number, body: unknown) => {
  const read = errorAnswer.safeParse(body);
  const e = read.success ? read.data : null;
  const cause = e?.cause?.[0];
  const code = cause?.code != null ? String(cause.code) : (e?.error ?? String(status));
  const message = cause?.description ?? e?.message ?? `HTTP ${status}`;
  return { ok: false as const, status, code, message };
};

/** A typed client over `fetch`. The access token goes only into the `Authorization` header: no log line or error
 * message carries it. */
export const mercadoPagoClient = (settings: MercadoPagoSettings, deps: MercadoPagoClientDeps): MercadoPagoClient => {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const base = settings.apiUrl.replace(/\/+$/, '');

  const call = async <S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    schema: S,
    options: { readonly body?: unknown; readonly idempotencyKey?: string } = {},
  ): Promise<Answer<z.output<S>>> => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${settings.accessToken}`,
      Accept: 'application/json',
    };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['X-Idempotency-Key'] = options.idempotencyKey;
    let status: number;
    let text: string;
    try {
      const res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      deps.logger.warn(
        { provider: 'mercadopago', method, path, err: timedOut ? 'time-out' : String(error) },
        'MercadoPago could not be reached',
      );
      return { ok: false, status: null, code: timedOut ? 'timeout' : 'unreachable', message: 'no answer' };
    }
    const body = parse(text);
    if (status < 200 || status >= 300) {
      const refused = refusal(status, body);
      deps.logger.warn(
        { provider: 'mercadopago', method, path, status, code: refused.code, says: refused.message },
        'MercadoPago refused',
      );
      return refused;
    }
    const read = schema.safeParse(body);
    if (!read.success) {
      const issues = read.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      deps.logger.error(
        { provider: 'mercadopago', method, path, issues },
        'MercadoPago answered in an unexpected shape',
      );
      return { ok: false, status, code: 'unreadable', message: 'unreadable answer' };
    }
    return { ok: true, value: read.data };
  };

  const at = (id: string) => encodeURIComponent(id);
  return {
    createPreference: (body, idempotencyKey) =>
      call('POST', '/checkout/preferences', preferenceAnswer, { body, idempotencyKey }),
    updatePreference: (id, body) => call('PUT', `/checkout/preferences/${at(id)}`, preferenceAnswer, { body }),
    preference: (id) => call('GET', `/checkout/preferences/${at(id)}`, preferenceAnswer),
    payment: (id) => call('GET', `/v1/payments/${at(id)}`, paymentAnswer),
    searchPayments: async (externalReference) => {
      const query = new URLSearchParams({
        external_reference: externalReference,
        sort: 'date_created',
        criteria: 'desc',
      });
      const answer = await call('GET', `/v1/payments/search?${query}`, searchAnswer);
      return answer.ok ? { ok: true, value: answer.value.results } : answer;
    },
    refund: (paymentId, idempotencyKey, amount) =>
      call('POST', `/v1/payments/${at(paymentId)}/refunds`, refundAnswer, {
        body: amount === undefined ? {} : { amount },
        idempotencyKey,
      }),
    refundOf: (paymentId, refundId) =>
      call('GET', `/v1/payments/${at(paymentId)}/refunds/${at(refundId)}`, refundAnswer),
  };
};
