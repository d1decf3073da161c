import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a PGlite data dir that says which process has it open. */
export const LOCK_FILE = 'fornido.lock';

/** Who holds a data dir: the process id, and (on Linux) the boot and the process's start in clock ticks since boot,
 * which tell a live holder from a later process that was given the same id (a container restarted: pid 1 again). */
type Holder = {
  pid: number;
  boot: string | null;
  started: string | null;
  since: string;
  command: string;
  url?: string;
};

const readOr = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

const bootId = () => readOr('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

// Field 22 of /proc/<pid>/stat; the name before it (field 2, in parentheses) may hold spaces and parentheses.
const startTicks = (pid: number): string | null => {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const parse = (text: string | null): Holder | null => {
  try {
    const holder = JSON.parse(text ?? '') as Holder;
    return Number.isSafeInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
};

/** Whether the process a lock names still runs: the same id, and, where Linux tells, the same boot and start. */
const holds = (holder: Holder) => {
  if (holder.boot && holder.boot !== bootId()) return false;
  if (!alive(holder.pid)) return false;
  const started = startTicks(holder.pid);
  return !(holder.started && started && holder.started !== started);
};

const me = (): Holder => ({
  pid: process.pid,
  boot: bootId(),
  started: startTicks(process.pid),
  since: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  command: process.argv.slice(1, 4).join(' ').slice(0, 200),
});

/** Refused: the data dir is open in another process (or already in this one). */
export class DataDirInUse extends Error {
  constructor(dataDir: string, holder: Holder) {
    super(
      holder.pid === process.pid
        ? `The data directory ${dataDir} is already open in this process.`
        : `The data directory ${dataDir} is in use by another Fornido process (pid ${holder.pid}, running since ${holder.since}): ` +
            'stop the store first, then try again. One process at a time may open the embedded database; ' +
            'to work beside a running store, run it on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUse';
  }
}

/** A data dir's lock, held by this process: `announce` adds the address where it serves (a `fornido` command run beside
 * it acts through that store's API instead); `release` removes the lock if it is still this process's. */
export type DataDirLock = { readonly announce: (url: string) => void; readonly release: () => void };

/** The live process holding a data dir, and where it serves when it is a store that said so; null when none holds it. */
export const runningStore = (dataDir: string): { pid: number; since: string; url: string | null } | null => {
  const holder = parse(readOr(join(dataDir, LOCK_FILE)));
  return holder && holds(holder) ? { pid: holder.pid, since: holder.since, url: holder.url ?? null } : null;
};

/** Takes the data dir for this process, or throws DataDirInUse when a live process holds it: two processes writing one
 * PGlite data dir each keep their own copy in memory, and what one writes is lost to the other. The lock is a file
 * created exclusively (O_EXCL) holding this process's id; one a dead process left is taken over. */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const path = join(dataDir, LOCK_FILE);
  const mine = me();
  let text = JSON.stringify(mine);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      return {
        // Written aside and renamed over the lock: a process reading it meanwhile sees the old text or the new, never half.
        announce: (url) => {
          const announced = JSON.stringify({ ...mine, url });
          const aside = `${path}.${process.pid}`;
          writeFileSync(aside, announced, { mode: 0o644 });
          renameSync(aside, path);
          text = announced;
        },
        release: () => void (readOr(path) === text && unlinkSync(path)),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readOr(path);
    // Being written this very moment by another process taking it: look again.
    if (found === '') continue;
    const holder = parse(found);
    if (holder && holds(holder)) throw new DataDirInUse(dataDir, holder);
    if (found !== null) takeAway(path, found);
  }
  throw new Error(`Could not take the lock file ${path}: other processes keep taking it. Try again.`);
};

// Moves a stale lock aside by an atomic rename and checks it is the one judged stale: another process may have taken it
// over in between, and then its fresh lock is put back (link fails, rather than replace, if one appeared meanwhile).
const takeAway = (path: string, stale: string) => {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return;
  }
  if (readOr(aside) !== stale) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone took the dir meanwhile: the next look sees them.
    }
  }
  unlinkSync(aside);
};
