import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, packagesLoadedBy, runNode } from './support/built-cli';
import { cliStore } from './support/cli-store';

const { dataDir, fornido } = cliStore('fornido-cli-', 'empty', { engine: 'pglite' });

/** Runs the real `fornido` bin (cli/bin.js, then the compiled dist/cli/main.js) in a process of its own on the private
 * data dir. */
const fornidoBin = (...args: string[]) =>
  runNode(['cli/bin.js', ...args], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });

const committedMigrations = (
  JSON.parse(readFileSync('adapters/persistence/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length;

// The compiled CLI of these sources: `npm test` runs Vitest before anything builds, and a fresh clone's `npm ci` build
// may be older than the sources under test (cli/bin.js would refuse it).
beforeAll(buildCli, 240_000);

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine); the first one creates it, empty.
describe('fornido CLI', { timeout: 120_000 }, () => {
  it('shows help for every command with exit code 0', async () => {
    const top = await fornido('--help');
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/db\s+Database schema and seed data/);
    expect(top.stdout).toMatch(/catalog\s+Read the catalogue/);
    expect(top.stdout).toMatch(/orders\s+Read and operate orders/);
    expect(top.stdout).toMatch(/payments\s+Payment attempts: show/);
    expect(top.stdout).toMatch(/wallet\s+Nequi payments/);
    expect(top.stdout).toMatch(/webhooks\s+Providers' webhooks and callbacks/);
    expect((await fornido('wallet', 'reverse', '--help')).stdout).toContain('--yes');
    expect((await fornido('catalog', 'list', '--help')).stdout).toContain('--category <slug>');
  });

  it('refuses a command on a database not migrated, with what to run; `db migrate` then lets it work', async () => {
    const refused = await fornido('orders', 'list');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      `Error: The database is not migrated (${committedMigrations} migrations pending): run \`fornido db migrate\` first.\n`,
    );
    expect((await fornido('db', 'migrate')).code).toBe(0);
    const listed = await fornido('orders', 'list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toBe('No orders.\n');
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

  // The other CLI tests run the commands in this process; these keep the bin itself covered: the compiled CLI, the
  // process's arguments, stdout and stderr, its environment and its exit code.
  it('answers --help from the compiled CLI as its own process', async () => {
    const help = await fornidoBin('--help');
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: fornido \[options\] \[command\]\n/);
    expect(help.stdout).toMatch(/db\s+Database schema and seed data/);
    expect((await fornidoBin('orders', 'list', '--help')).stdout).toMatch(/^Usage: fornido orders list \[options\]/);
  });

  // What makes --help cheap: a command's store, sandboxes and configuration load in its action (cli/store.ts), never
  // with the command tree. A package imported at the top of a command module would be loaded for --help again.
  it("loads none of the store's packages for the command tree, which --help reads", () => {
    const loaded = [...packagesLoadedBy('dist/cli/main.js')];
    const store =
      /^(@electric-sql\/pglite|drizzle-orm|pg|inversify|express|sharp|nodemailer|ws|pino|algoliasearch|zod)(\/|$)/;
    expect(loaded.filter((name) => store.test(name))).toEqual([]);
    expect(loaded).toContain('commander');
  });

  it('runs as its own process: an unknown command refused, and a command on the data dir', async () => {
    const unknown = await fornidoBin('nope');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("error: unknown command 'nope'");
    const list = await fornidoBin('catalog', 'list', '--category', 'creatinas');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/creatinas\s+creatina-100-pura\s+Proscience\s+\$ \d{2,3}\.\d{3}/);
  });
});
