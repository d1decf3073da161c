import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'fornido-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real `fornido` bin on a private PGlite data dir. */
const fornido = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    execFile(process.execPath, ['cli/bin.js', ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('fornido CLI', () => {
  it('shows help for every command with exit code 0', async () => {
    const top = await fornido('--help');
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/db\s+Database schema and seed data/);
    expect(top.stdout).toMatch(/catalog\s+Read the catalogue/);
    expect(top.stdout).toMatch(/orders\s+Read and operate orders/);
    expect((await fornido('catalog', 'list', '--help')).stdout).toContain('--category <slug>');
  });

  it('migrates, seeds once, and refuses to seed twice', async () => {
    expect((await fornido('db', 'migrate')).stdout).toContain('Migrations applied (embedded PGlite).');
    const seeded = await fornido('db', 'seed');
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/^Seeded 7 categories, \d+ brands, 6\d products, \d+ variants and \d+ images\.$/m);
    expect((await fornido('db', 'seed')).stdout).toMatch(/already has 6\d products; nothing was changed/);
  });

  it('lists the products of a category and explains an unknown one with exit code 1', async () => {
    const list = await fornido('catalog', 'list', '--category', 'creatinas');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^CATEGORY\s+SLUG\s+BRAND\s+FROM\s+STOCK$/m);
    expect(list.stdout).toMatch(/creatinas\s+creatina-100-pura\s+Proscience\s+\$ \d{2,3}\.\d{3}/);
    const unknown = await fornido('catalog', 'list', '--category', 'nope');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown category "nope". Categories: proteinas, aminoacidos');
    expect((await fornido('nope')).code).toBe(1);
  });
});
