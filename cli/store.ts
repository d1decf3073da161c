import { loadConfig } from '../adapters/config';
import { openStore, type AppContainer } from '../adapters/container';
import type { Env } from './io';

/** Opens the store the server would open (the same configuration, read from `env`), runs `work`, and always closes the
 * database: one process at a time may open a PGlite data dir, and the next command may be in this same process. */
export const withStore = async <T>(
  env: Env,
  work: (c: AppContainer) => Promise<T>,
  opts: { seedIfEmpty?: boolean } = {},
): Promise<T> => {
  const config = { ...loadConfig(env), logLevel: 'warn' as const };
  const store = await openStore(config, opts);
  try {
    return await work(store.container);
  } finally {
    await store.close();
  }
};
