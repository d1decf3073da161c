import type { Options } from 'pusher-js';

/** Where live updates come from (the page's `settings.realtime`): hosted Pusher, or the store's own endpoint. */
export type LiveSettings = { readonly key: string; readonly cluster: string; readonly embedded: boolean };

/** The page's address, as `window.location` gives it. */
export type LiveLocation = { readonly hostname: string; readonly port: string; readonly protocol: string };

/** Where pusher-js asks for a private channel's signature (form fields `socket_id`, `channel_name`). */
export const AUTH_ENDPOINT = '/api/v1/broadcasting/auth';

/**
 * The client's timing (PROVIDERS.md §3). pusher-js 8.6.0 takes the first three as options. It has no option for the
 * others and already behaves that way: after a close that asks it to back off (codes 4100–4199) or a dropped socket
 * it connects again after 1000 ms (`ConnectionManager.retryIn(1000)`), it remembers the transport that worked for
 * 30 minutes (its cached strategy's `ttl`), keeps the last 50 timeline events (`Timeline` limit) and, with stats on,
 * sends them every 60 s (`PeriodicTimer(60000)`). tests/web/state/realtime/live-options.test.ts reads the library to
 * check that it still does.
 */
export const LIVE_TIMING = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
  retryAfterBackoffMs: 1_000,
  transportCacheMs: 30 * 60_000,
  timelineLimit: 50,
  statsEveryMs: 60_000,
} as const;

/** What the auth request carries besides `socket_id` and `channel_name` (a guest's order signature, `firma`). */
export type AuthParams = () => Readonly<Record<string, string>>;

/**
 * pusher-js's options for the page. Embedded: a WebSocket to the page's own host and port (TLS when the page is on
 * HTTPS), no HTTP fallback (the endpoint speaks WebSocket only) and no stats (they would go to Pusher's servers).
 * Hosted: the cluster's hosts over TLS, WebSocket first with pusher-js's HTTP fallbacks, stats on. `cluster` is set in
 * both: pusher-js throws without it. `enableStats` rather than `disableStats`, which pusher-js 8 warns is deprecated.
 */
export const pusherOptions = (
  settings: LiveSettings,
  place: LiveLocation,
  params: AuthParams,
  /** Where private channels are authorized: the shoppers' endpoint, or the operators' for the console. */
  endpoint: string = AUTH_ENDPOINT,
): Options => {
  const common = {
    cluster: settings.cluster,
    activityTimeout: LIVE_TIMING.activityTimeout,
    pongTimeout: LIVE_TIMING.pongTimeout,
    unavailableTimeout: LIVE_TIMING.unavailableTimeout,
    channelAuthorization: {
      transport: 'ajax',
      endpoint,
      paramsProvider: params,
      // Asked on every auth request, so a change of session is picked up. A signed-in shopper is known by the session
      // cookie, httpOnly and sent by the browser with this same-origin request: no header of ours carries it.
      headersProvider: () => ({ Accept: 'application/json' }),
    },
  } satisfies Options;
  if (!settings.embedded) return { ...common, forceTLS: true, enableStats: true };
  const port = Number(place.port);
  return {
    ...common,
    wsHost: place.hostname,
    wsPort: port || 80,
    wssPort: port || 443,
    forceTLS: place.protocol === 'https:',
    enabledTransports: ['ws', 'wss'],
    enableStats: false,
  };
};
