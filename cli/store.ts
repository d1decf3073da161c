import { loggableFields, openStore, T, type AppContainer, type Database } from '../adapters/container';
import type { Logger } from '../core/shared/ports';
import type { CliIo, Env, Writer } from './io';
import { refuseBesideRunningStore } from './reach';

/** Warnings and errors as one line each on `writer` (stderr), never on stdout, where `--json` answers go. Information is
 * left out: a command says what it did itself. */
const stderrLogger = (writer: Writer): Logger => {
  const line = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void writer.write(`${level}: ${message} ${JSON.stringify(loggableFields(fields))}\n`);
  return { info: () => undefined, warn: line('warning'), error: line('error') };
};

/** Refuses a database the code's migrations are ahead of (or an empty one): a command would fail on a missing table or
 * column halfway through, and migrating is the operator's decision, taken with `fornido db migrate`. */
const refuseUnmigrated = async (database: Database) => {
  const pending = await database.pendingMigrations();
  if (pending > 0)
    throw new Error(
      `The database is not migrated (${pending} ${pending === 1 ? 'migration' : 'migrations'} pending): ` +
        'run `fornido db migrate` first.',
    );
};

/** Opens the store the server would open (the same configuration, read from `env`), runs `work`, and always closes the
 * database (refused while a store serves on the embedded data dir, or FORNIDO_URL names one: see cli/through-store.ts): one process at a time may open a PGlite data dir, and the next command may be in this same process. The
 * database is migrated only with `migrate` (`fornido db …`); otherwise a database behind the code is refused. What
 * the store logs goes to `log` (the process's stderr unless given). The providers in sandbox mode are reached at the
 * command's own sandboxes (serveSandboxes). */
export const withStore = async <T>(
  env: Env,
  work: (c: AppContainer) => Promise<T>,
  opts: { seedIfEmpty?: boolean; migrate?: boolean; log?: Writer } = {},
): Promise<T> => {
  refuseBesideRunningStore(env);
  // Loaded when a command runs, not with the command tree: `fornido --help` needs neither Express nor the configuration.
  const [{ loadConfig }, { serveSandboxes }] = await Promise.all([import('../adapters/config'), import('./sandboxes')]);
  const sandboxes = await serveSandboxes();
  const config = { ...loadConfig(env), logLevel: 'warn' as const, selfUrl: sandboxes.url };
  try {
    const store = await openStore(config, {
      migrate: opts.migrate ?? false,
      logger: stderrLogger(opts.log ?? process.stderr),
    });
    try {
      if (!opts.migrate) await refuseUnmigrated(store.container.get(T.database));
      if (opts.seedIfEmpty) await store.container.get(T.seedCatalogue)();
      sandboxes.mount([
        ...store.container.get(T.providerSandboxes),
        ...[store.container.get(T.invoicingSandbox)].filter((sandbox) => sandbox !== null),
      ]);
      return await work(store.container);
    } finally {
      await store.close();
    }
  } finally {
    await sandboxes.close();
  }
};

/** withStore for a command run: its environment, and the store's warnings on its stderr. */
export const inStore = <T>(io: CliIo, work: (c: AppContainer) => Promise<T>): Promise<T> =>
  withStore(io.env, work, { log: io.err });
