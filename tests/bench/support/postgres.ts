import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { log } from './log';
import { pin, ROOT } from './store-process';

const query = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, string>>(statement)).rows;
  } finally {
    await client.end();
  }
};

/** A throwaway PostgreSQL from .ci/postgres.sh, its server process pinned to core 0 (with the store); stopped after. */
const throwawayServer = () => {
  const state = join(tmpdir(), `fornido-bench-pg-${process.pid}.env`);
  const env = { ...process.env, FORNIDO_PG_STATE: state };
  const script = join(ROOT, '.ci', 'postgres.sh');
  const started = execFileSync(script, ['start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const url = /DATABASE_URL=(\S+)/.exec(started)?.[1];
  if (!url) throw new Error(`.ci/postgres.sh start printed no DATABASE_URL: ${started}`);
  const dir = /PG_DIR=(\S+)/.exec(readFileSync(state, 'utf8'))?.[1];
  if (dir) pin(Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]), '0');
  return { url, stop: () => execFileSync(script, ['stop'], { env, stdio: ['ignore', 'ignore', 'inherit'] }) };
};

/**
 * Runs `work` with the URL of an empty database of its own: on the server of DATABASE_URL when it is set (whose
 * databases stay untouched), else on a throwaway PostgreSQL; the database is dropped afterwards.
 */
export const withPostgres = async <T>(work: (url: string) => Promise<T>): Promise<T & { server: string }> => {
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: () => undefined }
    : throwawayServer();
  const name = `fornido_bench_${process.pid}`;
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  try {
    await query(server.url, `CREATE DATABASE ${name}`);
    log(`PostgreSQL database ${name} created${process.env.DATABASE_URL ? ' on DATABASE_URL’s server' : ''}`);
    try {
      const [{ server_version: version }] = await query(url.href, 'SHOW server_version');
      return { ...(await work(url.href)), server: `PostgreSQL ${version.split(' ')[0]}` };
    } finally {
      await query(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    server.stop();
  }
};
