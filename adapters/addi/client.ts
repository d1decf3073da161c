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
  | { readonly kind: 'in-process'; readonly message: string }
  /** 400: Addi refused the body (`{message}`), which a retry will not change. */
  | { readonly kind: 'refused'; readonly message: string };

export type AddiClient = {
  /** Creates an online application. Never retried once sent (a second would be another application), except after a
   * 401, which created nothing. Throws an AddiError when Addi cannot be asked or answers otherwise. */
  apply(application: AddiApplication): Promise<ApplicationAnswer>;
};

const messageOf = async (res: Response): Promise<string> => {
  const body: unknown = await res.json().catch(() => null);
  const message = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).message : null;
  return typeof message === 'string' ? message.slice(0, 300) : '';
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
    if (res.status === 409) return { kind: 'in-process', message: await messageOf(res) };
    if (res.status === 400) return { kind: 'refused', message: await messageOf(res) };
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
