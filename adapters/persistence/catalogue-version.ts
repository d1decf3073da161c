import { sql } from 'drizzle-orm';
import { query } from './catalog-sql';
import type { Db } from './db';

/** The catalogue's version as shoppers see it (migration 0024): it moves whenever a page would show something else. */
export type CatalogueVersion = () => Promise<number>;

/**
 * Reads the catalogue version for the in-process caches, one query for many callers: a caller that arrives while a
 * read is on its way waits for the next one, which starts when that read ends and answers everyone who came in
 * the meantime. So no caller is given a version read before it asked (a change committed before the request is
 * always seen), and a busy store reads it about once per query's duration rather than once per request.
 */
export const catalogueVersion = (db: Db): CatalogueVersion => {
  const read = async () =>
    Number((await query<{ version: string }>(db, sql`SELECT version FROM catalogue_version`))[0].version);
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  const start = () => (running = read().finally(() => (running = null)));
  const current = (): Promise<number> => {
    if (running === null) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return current();
      });
    return next;
  };
  return current;
};
