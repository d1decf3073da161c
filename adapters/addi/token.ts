import type { Clock } from '../../core/shared/ports';
import { oauthTokenCache, type TokenSource } from '../shared/oauth-token-cache';
import { AddiError, unanswered } from './errors';
import { baseOf, type AddiSettings } from './settings';

/** OAuth client credentials as Addi takes them (PROVIDERS.md §5): a JSON body with the audience, the client id and its
 * secret, at `{authUrl}oauth/token`, cached by the shared token cache; `authorization()` throws an AddiError. */
export const addiTokenSource = (
  settings: Pick<AddiSettings, 'authUrl' | 'audience' | 'clientId' | 'clientSecret' | 'timeoutMs'>,
  deps: { readonly clock: Clock; readonly fetch?: typeof fetch },
): TokenSource => {
  const doFetch = deps.fetch ?? fetch;
  return oauthTokenCache(
    {
      scheme: 'Bearer',
      unreadable: () => new AddiError('auth', 'token: answer without access_token or expires_in', 200),
      ask: async () => {
        try {
          const res = await doFetch(`${baseOf(settings.authUrl)}oauth/token`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
            body: JSON.stringify({
              audience: settings.audience,
              grant_type: 'client_credentials',
              client_id: settings.clientId,
              client_secret: settings.clientSecret,
            }),
            signal: AbortSignal.timeout(settings.timeoutMs),
          });
          if (res.status !== 200) {
            // Its body is not read: release the connection.
            await res.body?.cancel();
            throw new AddiError('auth', `token: Addi answered ${res.status}`, res.status);
          }
          return (await res.json().catch(() => null)) as unknown;
        } catch (e) {
          throw unanswered('token', e);
        }
      },
    },
    { clock: deps.clock },
  );
};
