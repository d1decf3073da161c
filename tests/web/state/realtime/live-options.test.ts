import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AUTH_ENDPOINT, LIVE_TIMING, pusherOptions } from '../../../../web/state/realtime/live-options';

const params = () => ({ firma: 'abc' });
const onPage = (protocol: string, hostname: string, port: string) => ({ protocol, hostname, port });

describe('pusher-js options for the store’s own endpoint', () => {
  const options = pusherOptions(
    { key: 'fornido-key', cluster: 'us2', embedded: true },
    onPage('http:', 'localhost', '3000'),
    params,
  );

  it('opens a WebSocket to the page’s own host and port, without TLS on HTTP, WebSocket only, no stats', () => {
    expect(options).toMatchObject({
      cluster: 'us2',
      wsHost: 'localhost',
      wsPort: 3000,
      wssPort: 3000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      enableStats: false,
    });
    expect(options).not.toHaveProperty('disableStats');
  });

  it('uses TLS and the default ports for a page on HTTPS without a port', () => {
    const tls = pusherOptions(
      { key: 'fornido-key', cluster: 'us2', embedded: true },
      onPage('https:', 'fornido.co', ''),
      params,
    );
    expect(tls).toMatchObject({ wsHost: 'fornido.co', wsPort: 80, wssPort: 443, forceTLS: true });
  });

  it('asks the store to authorize channels, with the timeouts of the seed', () => {
    expect(options).toMatchObject({ activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 });
    const auth = options.channelAuthorization as { endpoint: string; transport: string } & Record<
      string,
      () => unknown
    >;
    expect(auth).toMatchObject({ endpoint: '/api/v1/broadcasting/auth', transport: 'ajax' });
    expect(AUTH_ENDPOINT).toBe('/api/v1/broadcasting/auth');
    expect(auth.paramsProvider()).toEqual({ firma: 'abc' });
    expect(auth.headersProvider()).toEqual({ Accept: 'application/json' });
  });
});

describe('pusher-js options for hosted Pusher', () => {
  const options = pusherOptions(
    { key: 'app-key', cluster: 'us2', embedded: false },
    onPage('https:', 'fornido.co', ''),
    params,
  );

  it('goes to the cluster over TLS, WebSocket first with the HTTP fallbacks allowed, stats on', () => {
    expect(options).toMatchObject({ cluster: 'us2', forceTLS: true, enableStats: true });
    expect(options).not.toHaveProperty('wsHost');
    expect(options).not.toHaveProperty('enabledTransports');
    expect(options).not.toHaveProperty('disabledTransports');
    expect(options).toMatchObject({ activityTimeout: 120_000, pongTimeout: 30_000, unavailableTimeout: 10_000 });
  });
});

describe('the timing pusher-js has no option for', () => {
  const source = readFileSync(createRequire(import.meta.url).resolve('pusher-js/dist/web/pusher.js'), 'utf8');

  it('is what pusher-js 8 does on its own: retry after 1 s, transports cached 30 min, 50 events, stats every 60 s', () => {
    expect(LIVE_TIMING).toEqual({
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      retryAfterBackoffMs: 1_000,
      transportCacheMs: 1_800_000,
      timelineLimit: 50,
      statsEveryMs: 60_000,
    });
    expect(source).toMatch(/backoff: withErrorEmitted\(\(\) => \{\s*this\.retryIn\(1000\);/);
    expect(source).toContain(`ttl: ${LIVE_TIMING.transportCacheMs},`);
    expect(source).toContain(`limit: ${LIVE_TIMING.timelineLimit},`);
    expect(source).toContain(`new PeriodicTimer(${LIVE_TIMING.statsEveryMs},`);
    expect(source).toMatch(/activityTimeout: 120000,\s*pongTimeout: 30000,\s*unavailableTimeout: 10000,/);
  });
});
