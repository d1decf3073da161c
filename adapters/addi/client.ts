import type { Clock, Logger } from '../../core/shared/ports';
import type { AddiApplication } from './application';
import { AddiError, unanswered } from './errors';
import { baseOf, type AddiSettings } from './settings';
import { addiTokenSource } from './token';

/** Addi's answer to an application, when it gave one the store acts on. */
export type ApplicationAnswer =
  /** 301: the shopper continues at `url`, Addi's page for the application. */
  | { readonly kind: 'redirect'; readonly url: string }
  /** 409: the shopper already has a credit in process with Addi. */
  | { readonly kind: 'in-process'; readonly code: string; readonly message: string }
  /** 400: Addi refused the body (`{code, message}`), which a retry will not change. */
  | { readonly kind: 'refused'; readonly code: string; readonly message: string };

export type AddiClient = {
  /** Creates an online application. Never retried once sent (a second would be another application), except after a
   * 401, which created nothing. Throws an AddiError when Addi cannot be asked or answers otherwise. */
  apply(application: AddiApplication): Promise<ApplicationAnswer>;
};

/** Addi's error body (its ApiErrorResponse, `{code, message}`), each field cut short; empty when absent. */
const errorOf = async (res: Response): Promise<{ readonly code: string; readonly message: string }> => {
  const body: unknown = await res.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown, most: number) => (typeof value === 'string' ? value.slice(0, most) : '');
  return { code: text(fields.code, 40), message: text(fields.message, 300) };
};

/** A client over `fetch` for Addi's token and online applications (PROVIDERS.md §5), with the time-out on each call. */
export const addiClient = (
  settings: AddiSettings,
  deps: { readonly clock: Clock; readonly logger: Logger; readonly fetch?: typeof fetch },
): AddiClient => {
  const doFetch = deps.fetch ?? fetch;
  const tokens = addiTokenSource(settings, { clock: deps.clock, fetch: doFetch });
  const url = `${baseOf(settings.apiUrl)}v1/online-applications`;

  const send = async (application: AddiApplication, retried: boolean): Promise<ApplicationAnswer> => {
    const authorization = await tokens.authorization();
    let res: Response;
    try {
      // Addi answers 301 with its page in Location: the shopper's browser follows it, never the store.
      res = await doFetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Authorization': authorization, 'Content-Type': 'application/json', 'Accept': 'application/json' },
        body: JSON.stringify(application),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (e) {
      throw unanswered('application', e);
    }
    if (res.status === 301 || res.status === 302 || res.status === 303) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (!location || !/^https?:\/\//i.test(location))
        throw new AddiError('http', `application: ${res.status} without an absolute Location`, res.status);
      return { kind: 'redirect', url: location };
    }
    if (res.status === 409) return { kind: 'in-process', ...(await errorOf(res)) };
    if (res.status === 400) return { kind: 'refused', ...(await errorOf(res)) };
    await res.body?.cancel();
    if (res.status === 401 && !retried) {
      tokens.drop(authorization);
      return send(application, true);
    }
    throw new AddiError('http', `application: Addi answered ${res.status}`, res.status);
  };

  return {
    apply: async (application) => {
      try {
        return await send(application, false);
      } catch (e) {
        const error = e instanceof AddiError ? e : unanswered('application', e);
        deps.logger.error(
          { provider: 'addi', operation: 'application', kind: error.kind, status: error.status, error: error.message },
          'Addi application failed',
        );
        throw error;
      }
    },
  };
};
