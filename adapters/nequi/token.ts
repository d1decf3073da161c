import type { Clock } from '../../core/shared/ports';
import { oauthTokenCache, type TokenSource } from '../shared/oauth-token-cache';
import { authError } from './errors';
import type { Fetch, NequiSettings } from './settings';

/** Nequi's OAuth client credentials (PROVIDERS.md §1: grant type in the query, Basic authorization, no body), cached
 * by the shared token cache; any failure is Nequi's "Unable to auth" error. */
export const nequiTokenSource = (
  settings: Pick<NequiSettings, 'authUrl' | 'clientId' | 'clientSecret' | 'timeoutMs'>,
  deps: { readonly fetch: Fetch; readonly clock: Clock },
): TokenSource =>
  oauthTokenCache(
    {
      scheme: 'as-answered',
      unreadable: () => authError(new Error('token answer without access_token or expires_in')),
      ask: async () => {
        const url = new URL(settings.authUrl);
        url.searchParams.set('grant_type', 'client_credentials');
        const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
        try {
          const res = await deps.fetch(url, {
            method: 'POST',
            headers: {
              'Authorization': `Basic ${basic}`,
              'Content-Type': 'application/x-www-form-urlencoded',
              'Accept': 'application/json',
            },
            signal: AbortSignal.timeout(settings.timeoutMs),
          });
          if (res.status !== 200) throw new Error(`token endpoint answered ${res.status}`);
          return (await res.json()) as unknown;
        } catch (e) {
          throw authError(e);
        }
      },
    },
    deps,
  );
