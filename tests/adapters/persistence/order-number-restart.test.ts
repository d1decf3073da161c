import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The order numbers' sequence exactly as migration 0006 creates it (CACHE 1: no values are cached per session).
const SEQUENCE = readFileSync('adapters/persistence/migrations/0006_orders.sql', 'utf8').split(
  '--> statement-breakpoint',
)[0];

/** A process of its own that opens the PGlite data dir, takes `count` order numbers as order-place.ts does, prints
 * them, and then closes the database as the store does on SIGTERM (`close`) or is killed before it can (`kill`). */
const storeProcess = (dir: string, count: number, end: 'close' | 'kill') =>
  new Promise<number[]>((resolve) => {
    const script = `
      import { PGlite } from '@electric-sql/pglite';
      const db = await PGlite.create(${JSON.stringify(dir)});
      const exists = await db.query("SELECT 1 FROM pg_class WHERE relname = 'order_number_seq'");
      if (exists.rows.length === 0) await db.exec(${JSON.stringify(SEQUENCE)});
      const taken = [];
      for (let i = 0; i < ${count}; i++)
        taken.push((await db.query("SELECT nextval('order_number_seq')::int AS n")).rows[0].n);
      process.stdout.write(JSON.stringify(taken));
      if (${JSON.stringify(end)} === 'close') await db.close();
      else process.kill(process.pid, 'SIGKILL');`;
    execFile(process.execPath, ['--input-type=module', '-e', script], (_error, stdout) =>
      resolve(JSON.parse(stdout) as number[]),
    );
  });

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fornido-order-numbers-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Why FO-2026-000012 was followed by FO-2026-000034 across a restart: PostgreSQL writes a sequence to its log 32
// values ahead (SEQ_LOG_VALS) and, after a stop without a clean shutdown (kill -9, a crash, a power cut; a failover on
// PostgreSQL), recovers it from that log. Order numbers are unique and increasing, not gap-free; invoices, which must
// be, will need a counter of their own (README, "Order numbers").
describe('order numbers across a restart of the embedded database', { timeout: 300_000 }, () => {
  it('go on from the last one when the store closed its database', async () => {
    const dir = dataDir();
    expect(await storeProcess(dir, 12, 'close')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await storeProcess(dir, 2, 'close')).toEqual([13, 14]);
  });

  it('jump to the value logged 32 ahead, never back, after the store was killed before it could close it', async () => {
    const dir = dataDir();
    expect(await storeProcess(dir, 12, 'kill')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const after = await storeProcess(dir, 2, 'close');
    // The value logged with the first number (1 + 32), then the next: the jump the operator saw, 12 to 34.
    expect(after).toEqual([34, 35]);
  });
});
