import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../core/shared/ports';
import type { Readiness } from './health';

export type ShutdownDeps = {
  readonly server: Server;
  readonly readiness: Readiness;
  /** How long the requests in flight may take to finish once the drain begins (SHUTDOWN_GRACE_SECONDS). */
  readonly graceMs: number;
  readonly logger: Logger;
  /** What closes once no request is in flight, in order: the timers (each waiting for its run going on), the realtime
   * endpoint, the database. */
  readonly closing: () => Promise<void>;
};

/** How a stop ended: every request in flight answered, or some cut at the deadline or by a second signal. */
export type Stopped = { readonly cut: number };

/** Follows the server's requests from now on, and returns how to stop it without dropping them: `stop` marks the
 * process not ready (/readyz 503), stops accepting connections, lets the requests in flight finish (each answered with
 * `Connection: close`, idle keep-alive connections closed) for at most `graceMs`, then cuts what remains and runs
 * `closing`. A payment start cut halfway leaves an attempt nobody can follow, so requests are waited for, not cut.
 * `signal` is for SIGTERM and SIGINT: the first stops, a second cuts the requests still in flight at once. */
export const prepareShutdown = (deps: ShutdownDeps) => {
  const { server, readiness, logger } = deps;
  const inFlight = new Set<ServerResponse>();
  // Resolves the wait for the requests in flight: all answered, or cut.
  let done: (() => void) | null = null;
  // Before the app's own listener, so the header is set before any answer starts.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (readiness.draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) done?.();
    });
  });

  let cut = 0;
  const cutAll = (why: string) => {
    const left = inFlight.size;
    cut += left;
    server.closeAllConnections();
    if (left > 0) logger.warn({ cut: left }, why);
    done?.();
  };

  let stopping: Promise<Stopped> | null = null;
  const stop = (): Promise<Stopped> =>
    (stopping ??= (async () => {
      readiness.drain();
      logger.info({ inFlight: inFlight.size, graceMs: deps.graceMs }, 'stopping: finishing the requests in flight');
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // No new connections from now on; Node closes the idle keep-alive ones.
      server.close();
      if (inFlight.size > 0) {
        let deadline: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          done = resolve;
          deadline = setTimeout(
            () => cutAll('stopping: the grace period ended; cut the requests still in flight'),
            deps.graceMs,
          );
        });
        clearTimeout(deadline);
      }
      // Keep-alive connections that went idle since: nothing is in flight on them.
      server.closeAllConnections();
      await deps.closing();
      logger.info({ cut }, 'stopped');
      return { cut };
    })());

  return {
    stop,
    /** The requests being answered now. */
    inFlight: () => inFlight.size,
    /** For SIGTERM and SIGINT: the first stops (returning the stop), a second cuts the requests still in flight. */
    signal: () => {
      if (stopping) cutAll('stopping: asked again; cut the requests still in flight');
      return stop();
    },
  };
};
