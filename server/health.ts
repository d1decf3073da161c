import express, { type Router } from 'express';

/** Whether this process is stopping: set once, when the drain begins (server/shutdown.ts). */
export type Readiness = { readonly draining: boolean; drain(): void };

/** A process's readiness, not draining until told. */
export const readiness = (): Readiness => {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain: () => void (draining = true),
  };
};

/** How long /readyz waits for the database: a PostgreSQL that does not answer is out of reach for shoppers too. */
export const READY_PING_TIMEOUT_MS = 2_000;

/** `GET /healthz` (200 while the process serves) and `GET /readyz` (200 when it can serve: not draining and its
 * database answering; 503 otherwise), for a load balancer or an orchestrator. Never cached, and placed before
 * sessions, CSRF and the page cache: a probe costs one `SELECT 1` at most, shared by probes arriving together. */
export const healthChecks = (
  ping: () => Promise<void>,
  state: Readiness,
  timeoutMs = READY_PING_TIMEOUT_MS,
): Router => {
  let asking: Promise<boolean> | null = null;
  const reachable = () =>
    (asking ??= new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      ping()
        .then(
          () => resolve(true),
          () => resolve(false),
        )
        .finally(() => clearTimeout(timer));
    }).finally(() => (asking = null)));
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text').send('ok\n');
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (state.draining) {
      res.status(503).type('text').send('draining\n');
      return;
    }
    const ready = await reachable();
    res
      .status(ready ? 200 : 503)
      .type('text')
      .send(ready ? 'ready\n' : 'database out of reach\n');
  });
  return router;
};
