import { expect } from 'vitest';
import { startStoreChild } from '../../load/support/store-child';
import { besideEnv } from './store-beside';
import type { CliRun } from './cli-store';

/** Starts the store as `npm start` serves it on an embedded data dir (its own process and port, saying its address in
 * the data dir's lock), with `env` on top (payment methods, providers' addresses); the caller stops it. */
export const storeOnDataDir =
  (dataDir: string, env: Readonly<Record<string, string>> = {}) =>
  async () =>
    startStoreChild(await besideEnv(dataDir, env));

/** What each command printed on stdout, by its arguments joined with spaces; every one must succeed. Read once on the
 * database itself and once through a running store's API, the two must be equal. */
export const stdoutOfEach = async (
  run: (...args: string[]) => Promise<CliRun>,
  commands: readonly (readonly string[])[],
): Promise<Map<string, string>> => {
  const answered = new Map<string, string>();
  for (const args of commands) {
    const done = await run(...args);
    expect(done.code, `${args.join(' ')}: ${done.stderr}`).toBe(0);
    answered.set(args.join(' '), done.stdout);
  }
  return answered;
};
