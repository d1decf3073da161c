import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { T, type AppContainer } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import { loadConfig } from '../../adapters/config';
import { seedCatalogue, type SeedData } from '../../adapters/persistence/seed/seed-catalogue';
import { scryptPasswordHasher } from '../../adapters/security/password-hasher';
import type { DispatchReport } from '../../core/events/dispatch-events';
import type { Clock, Logger } from '../../core/shared/ports';
import { createApp } from '../../server/app';
import { aCatalogue } from '../builders/seed-data';
import type { Engine, TestDatabase } from './databases';
import { engines, openCataloguePglite, SEEDED_AT } from './databases';

/** The store's scrypt at 2^10 instead of 2^15 (≈ 5 ms a hash instead of ≈ 150 ms): the HTTP suites sign up and in
 * hundreds of times, and the cost itself is the hasher's to test (tests/adapters/security/password-hasher.test.ts). */
const TEST_SCRYPT_COST = { log2N: 10, r: 8, p: 1 } as const;

export type TestServer = {
  readonly url: string;
  readonly container: AppContainer;
  readonly logged: string[];
  /** The directory resized and social images are cached in; removed on close. */
  readonly imageCache: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  /** Delivers the order events due now, as the server's timer does (HTTP tests have no timers running). */
  dispatch(): Promise<DispatchReport>;
  close(): Promise<void>;
};

/** The real Express app over a fresh PGlite seeded with `data` (by default aCatalogue()), listening on a loopback
 * port; `clock` replaces the system clock (tests that move time: session and reset-link expiry, rate-limit windows). */
export const startTestServer = async (
  data?: SeedData,
  options: {
    readonly clock?: Clock;
    readonly env?: Readonly<Record<string, string>>;
    /** Replaces bindings before the app is built (a test's own payment gateway…). */
    readonly rebind?: (container: AppContainer) => void;
    /** The engine to run on (PGlite by default; the load tests run on PostgreSQL too), seeded with `data` or aCatalogue(). */
    readonly engine?: Engine;
  } = {},
): Promise<TestServer> => {
  // aCatalogue(), the usual one, comes already seeded from a template.
  const engine = options.engine ?? (data ? engines()[0] : null);
  const database: TestDatabase = engine ? await engine.open() : await openCataloguePglite();
  if (engine) await seedCatalogue(database.db, data ?? aCatalogue(), SEEDED_AT);
  const logged: string[] = [];
  const logger: Logger = { info: () => undefined, warn: (_f, m) => logged.push(m), error: (_f, m) => logged.push(m) };
  // Listening first, so the store knows its own port: the payment providers' sandboxes are reached through it.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // The database is the test's own; nothing of the store is written to disk (a sandbox's payments stay in memory).
  const env = {
    PUBLIC_URL: 'https://fornido.co',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    ...options.env,
  };
  const config = { ...loadConfig(env), logLevel: 'silent' as const };
  const container = createContainer(config, database, logger, { clock: options.clock });
  container.rebind(T.passwordHasher).toConstantValue(scryptPasswordHasher(TEST_SCRYPT_COST));
  options.rebind?.(container);
  const imageCache = await mkdtemp(join(tmpdir(), 'fornido-img-'));
  server.on('request', createApp(container, { images: { cacheDir: imageCache } }));
  // Live updates as `npm start` serves them: WebSockets on the same port (no hosted Pusher configured).
  const realtime = container.get(T.embeddedRealtime);
  realtime?.attach(server);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    container,
    logged,
    imageCache,
    get: (path, init) => fetch(url + path, { redirect: 'manual', ...init }),
    dispatch: () => container.get(T.events).dispatchEvents(),
    close: async () => {
      await realtime?.close();
      await new Promise((resolve) => server.close(resolve));
      await database.drop();
      // A picture uploaded just before may still be drawn at its page sizes in the background (picture-sizes.ts):
      // removal is tried again while those files land.
      await rm(imageCache, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
};
