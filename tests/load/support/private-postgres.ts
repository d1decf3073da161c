import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../../.ci/postgres.sh', import.meta.url));

/** The newest installed PostgreSQL's programs, as .ci/postgres.sh finds them. */
const binDir = async () =>
  (
    await run('bash', [
      '-c',
      'ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname',
    ])
  ).stdout.trim();

/** A PostgreSQL server of the test's own (.ci/postgres.sh, with a state file of its own), which it may stop and start
 * under load. It refuses to run as root: as root its programs run as `postgres`, as the script does. */
export const startPrivatePostgres = async () => {
  const state = join(tmpdir(), `fornido-load-pg.${process.pid}.${Date.now()}.env`);
  const env = { ...process.env, FORNIDO_PG_STATE: state };
  try {
    await run('bash', [SCRIPT, 'start'], { env });
  } catch (error) {
    await run('bash', [SCRIPT, 'stop'], { env }).catch(() => undefined);
    throw new Error(
      `This test needs a PostgreSQL server of its own, started by .ci/postgres.sh (PostgreSQL installed, or root to ` +
        `install it): ${(error as { stderr?: string }).stderr ?? String(error)}`,
      { cause: error },
    );
  }
  const recorded = new Map(
    readFileSync(state, 'utf8')
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );
  const dir = recorded.get('PG_DIR')!.replace(/^'|'$/g, '');
  const url = recorded.get('DATABASE_URL')!.replace(/^'|'$/g, '');
  const bin = await binDir();
  const asPostgres = (args: string[]) =>
    process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', ...args]) : run(args[0], args.slice(1));
  const pgCtl = (...args: string[]) => asPostgres([join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-w', ...args]);
  return {
    url,
    /** `pg_ctl stop -m fast`: sessions are ended and new connections refused until `start`. */
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('-l', join(dir, 'server.log'), 'start'),
    /** Stops it for good and removes its directory. */
    remove: () => run('bash', [SCRIPT, 'stop'], { env }),
  };
};
