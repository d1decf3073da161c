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

/**
 * The version for a database only this process writes (embedded PGlite): read as above, then kept until the database
 * announces a change (migration 0026's NOTIFY, heard when the changing transaction commits, before its caller goes
 * on), so a page served from the cache costs no query. A read that a change overtook is not kept, nor one asked before
 * the subscription was in place.
 */
export const announcedCatalogueVersion = (
  db: Db,
  listen: (channel: string, heard: () => void) => Promise<void>,
): CatalogueVersion => {
  const read = catalogueVersion(db);
  let known: number | null = null;
  let changes = 0;
  let listening = false;
  void listen('catalogue_version', () => {
    changes += 1;
    known = null;
  }).then(
    () => (listening = true),
    () => undefined,
  );
  return async () => {
    if (known !== null) return known;
    const asked = changes;
    const keep = listening;
    const version = await read();
    if (keep && changes === asked) known = version;
    return version;
  };
};
