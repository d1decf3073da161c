import { loadConfig } from '../adapters/config';
import { openStore, type AppContainer } from '../adapters/container';

/** Opens the store the server would open (same configuration), runs `work`, and always closes the database. */
export const withStore = async <T>(
  work: (c: AppContainer) => Promise<T>,
  opts: { seedIfEmpty?: boolean } = {},
): Promise<T> => {
  const config = { ...loadConfig(), logLevel: 'warn' as const };
  const store = await openStore(config, opts);
  try {
    return await work(store.container);
  } finally {
    await store.close();
  }
};
