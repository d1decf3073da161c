import { resolve } from 'node:path';
import { runningStore } from '../adapters/container';
import type { Env } from './io';

/** A running store's operators' API, reached at `url` with an operator's access token. */
export type StoreApiReach = { readonly url: string; readonly token: string };

/** Where an embedded data dir is, as adapters/config.ts reads it (without loading the configuration: a command that goes
 * through a running store needs none of it); null on PostgreSQL or in memory, where no process holds a folder. */
const embeddedDataDir = (env: Env): string | null => {
  if (env.DATABASE_URL?.trim()) return null;
  const dir = env.DATA_DIR || './data';
  return dir.startsWith('memory://') ? null : resolve(dir);
};

/** How to get what the API asks for, in the words of the console (Spanish labels). */
export const howToGetAToken = (url: string) =>
  `Create an access token in the console (${url}/admin/cuenta/: Mi cuenta → "Tokens de acceso"), ` +
  'then run the command as `FORNIDO_TOKEN=fop_… fornido …`.';

/**
 * The store a command with an endpoint in the operators' API acts through, or null to act on the database itself: the
 * store FORNIDO_URL names, else the one serving on the embedded data dir (its lock says where). A store named without
 * FORNIDO_TOKEN is refused with how to get a token; the data dir a store holds is never opened beside it.
 */
export const apiReachOf = (env: Env): StoreApiReach | null => {
  const token = env.FORNIDO_TOKEN?.trim();
  const named = env.FORNIDO_URL?.trim().replace(/\/+$/, '');
  if (named) {
    if (!token)
      throw new Error(
        `FORNIDO_URL names the store at ${named}, but FORNIDO_TOKEN is not set. ${howToGetAToken(named)}`,
      );
    return { url: named, token };
  }
  const dataDir = embeddedDataDir(env);
  const running = dataDir ? runningStore(dataDir) : null;
  // A holder that said nothing of an address (another command, an older store) is refused when the database opens.
  if (!running?.url) return null;
  if (!token)
    throw new Error(
      `A Fornido store is running on the data directory ${dataDir} (pid ${running.pid}, at ${running.url}): ` +
        `this command acts through its operators' API, which needs an access token. ${howToGetAToken(running.url)}`,
    );
  return { url: running.url, token };
};

/** Refuses a command that acts on the database itself (`db migrate|seed`, with no endpoint in the operators' API) while
 * a store is named or serves on the embedded data dir: it would have to open the database the store holds. On
 * PostgreSQL it runs beside the store as before. */
export const refuseBesideRunningStore = (env: Env): void => {
  const dataDir = embeddedDataDir(env);
  if (!dataDir) return;
  const running = runningStore(dataDir);
  const named = env.FORNIDO_URL?.trim() || running?.url;
  if (!named) return;
  throw new Error(
    `This command acts on the database itself, not through the operators' API, so it cannot run beside the store at ${named}: ` +
      'stop the store first, or run the store on PostgreSQL (DATABASE_URL), where the command acts on the database beside it.',
  );
};
