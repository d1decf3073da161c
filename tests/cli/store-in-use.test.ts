import { describe, expect, it } from 'vitest';
import { holdDataDir } from '../support/data-dir-holder';
import { cliStore } from './support/cli-store';

// PGlite itself: the data dir is what a running store holds.
const { dataDir, fornido } = cliStore('fornido-cli-in-use-', 'seeded', { engine: 'pglite' });

// Gold Standard 100% Whey, 2 lb Mocha: sold out in the store's own catalogue.
const MOCHA = 'ON-GSW-2LB-MOCH';

describe('fornido beside a running store on the same data dir', { timeout: 240_000 }, () => {
  it('refuses every command with exit code 1 and says to stop the store first; nothing is changed', async () => {
    const store = await holdDataDir(dataDir);
    try {
      for (const args of [
        ['catalog', 'restock', MOCHA, '12'],
        ['orders', 'cancel', 'FO-2026-000001', '--reason', 'prueba'],
        ['orders', 'list'],
        ['db', 'migrate'],
      ]) {
        const run = await fornido(...args);
        expect(run.code, args.join(' ')).toBe(1);
        expect(run.stdout, args.join(' ')).toBe('');
        expect(run.stderr, args.join(' ')).toContain(
          `Error: The data directory ${dataDir} is in use by another Fornido process (pid ${store.pid}, running since `,
        );
        expect(run.stderr, args.join(' ')).toContain('stop the store first, then try again.');
      }
    } finally {
      expect(await store.release()).toBe(0);
    }
    // The store stopped, the next command opens the data dir: the refused restock left the variant as it was.
    const restocked = await fornido('catalog', 'restock', MOCHA, '1');
    expect(restocked.stdout).toBe(`${MOCHA}: 0 → 1 units on sale.\n`);
    expect(restocked.code).toBe(0);
  });
});
