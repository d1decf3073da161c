import { freePort, startStoreChild } from '../../load/support/store-child';

/** The environment of a store as `npm start` serves it on a CLI test file's data dir: its own port, the embedded
 * database, no mail server, with `more` on top (payment methods, providers' addresses). */
export const besideEnv = async (dataDir: string, more: Readonly<Record<string, string>> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  HOST: '127.0.0.1',
  PORT: String(await freePort()),
  PUBLIC_URL: 'https://fornido.co',
  LOG_LEVEL: 'warn',
  ...more,
});

/** The store as `npm start` serves it on a CLI test file's data dir (its own process, its own port), saying its address
 * in the data dir's lock: `start` it, `restart` it (what was written must survive), `stop` it (the command then opens the
 * data dir itself). */
export const storeBeside = (dataDir: string, more: Readonly<Record<string, string>> = {}) => {
  let child: Awaited<ReturnType<typeof startStoreChild>> | null = null;
  const start = async () => {
    child = await startStoreChild(await besideEnv(dataDir, more));
  };
  const stop = async () => {
    await child?.stop();
    child = null;
  };
  return { start, stop, restart: async () => (await stop(), start()) };
};
