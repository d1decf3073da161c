import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir, runningStore } from '../../../adapters/persistence/data-dir-lock';
import { openDatabase } from '../../../adapters/persistence/db';
import { holdDataDir } from '../../support/data-dir-holder';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const aDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fornido-lock-'));
  dirs.push(dir);
  return dir;
};

/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('one process at a time opens a PGlite data dir', () => {
  // The holder opens a new data dir (initdb: seconds, a minute on a loaded 2-core machine).
  it(
    'refuses to open a data dir another process has open, saying to stop the store first',
    { timeout: 240_000 },
    async () => {
      const dir = aDataDir();
      const holder = await holdDataDir(dir);
      try {
        const opening = openDatabase({ dataDir: dir });
        await expect(opening).rejects.toThrow(DataDirInUse);
        await expect(opening).rejects.toThrow(
          new RegExp(`${dir} is in use by another Fornido process \\(pid ${holder.pid}, .*stop the store first`),
        );
      } finally {
        expect(await holder.release()).toBe(0);
      }
      // Closed, it lets the next process in.
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
      const database = await openDatabase({ dataDir: dir });
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
      await database.close();
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    },
  );

  it('refuses a second open in the same process', () => {
    const dir = aDataDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`The data directory ${dir} is already open in this process.`);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that ended without closing (kill -9)', () => {
    const dir = aDataDir();
    const pid = deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, boot: null, started: null, since: '', command: '' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock naming a live id given to a later process (a container restarted)', () => {
    if (!existsSync('/proc/self/stat')) return;
    const dir = aDataDir();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.pid, boot: null, started: '1', since: '', command: 'an earlier life' }),
    );
    lockDataDir(dir).release();
  });

  it('takes over an unreadable lock file, and leaves a lock alone that is no longer its own', () => {
    const dir = aDataDir();
    writeFileSync(join(dir, LOCK_FILE), '{ half written');
    const lock = lockDataDir(dir);
    const other = JSON.stringify({ pid: process.ppid, boot: null, started: null, since: 'x', command: '' });
    writeFileSync(join(dir, LOCK_FILE), other);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(other);
  });

  it('refuses while the holder (another live process) runs', () => {
    const dir = aDataDir();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, boot: null, started: null, since: 'x', command: '' }),
    );
    expect(() => lockDataDir(dir)).toThrow(`(pid ${process.ppid}, running since x): stop the store first`);
  });

  it('tells a command which live process holds the data dir and where it serves, once it said so', () => {
    const dir = aDataDir();
    expect(runningStore(dir)).toBeNull();
    const lock = lockDataDir(dir);
    expect(runningStore(dir)).toMatchObject({ pid: process.pid, url: null });
    lock.announce('http://127.0.0.1:43117');
    expect(runningStore(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:43117' });
    // The announced lock is still this process's: released, it is gone, and no store is said to serve.
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    expect(runningStore(dir)).toBeNull();
  });

  it('ignores the address in the lock of a process that ended without closing', () => {
    const dir = aDataDir();
    const lock = { pid: deadPid(), boot: null, started: null, since: '', command: '', url: 'http://127.0.0.1:3000' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(lock));
    expect(runningStore(dir)).toBeNull();
  });
});
