import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../adapters/persistence/data-dir-lock';
import { apiReachOf, refuseBesideRunningStore } from '../../cli/reach';

const dataDir = mkdtempSync(join(tmpdir(), 'fornido-reach-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const TOKEN = 'fop_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

describe('where a fornido command acts', () => {
  it('acts on the database when no store is named or serves on the data dir', () => {
    expect(apiReachOf({ DATA_DIR: dataDir, FORNIDO_TOKEN: TOKEN })).toBeNull();
    expect(() => refuseBesideRunningStore({ DATA_DIR: dataDir })).not.toThrow();
  });

  it('goes to the store FORNIDO_URL names with the token, and says how to get a token without one', () => {
    const env = { DATA_DIR: dataDir, FORNIDO_URL: 'https://tienda.fornido.co/' };
    expect(apiReachOf({ ...env, FORNIDO_TOKEN: ` ${TOKEN} ` })).toEqual({
      url: 'https://tienda.fornido.co',
      token: TOKEN,
    });
    expect(() => apiReachOf(env)).toThrow(
      'FORNIDO_URL names the store at https://tienda.fornido.co, but FORNIDO_TOKEN is not set. Create an access token ' +
        'in the console (https://tienda.fornido.co/admin/cuenta/: Mi cuenta → "Tokens de acceso"), then run the ' +
        'command as `FORNIDO_TOKEN=fop_… fornido …`.',
    );
    // On the embedded database, a command with no endpoint (db) would open a data dir of its own instead: refused.
    expect(() => refuseBesideRunningStore(env)).toThrow(
      'stop the store first, or run the store on PostgreSQL (DATABASE_URL)',
    );
    expect(() => refuseBesideRunningStore({ ...env, DATABASE_URL: 'postgres://localhost/fornido' })).not.toThrow();
  });

  it('finds the store serving on the data dir by its lock; on PostgreSQL the data dir is not the store', () => {
    const lock = lockDataDir(dataDir);
    try {
      // Held, with no address said: the database's own lock refuses it when the command opens it.
      expect(apiReachOf({ DATA_DIR: dataDir })).toBeNull();
      lock.announce('http://127.0.0.1:43117');
      expect(apiReachOf({ DATA_DIR: dataDir, FORNIDO_TOKEN: TOKEN })).toEqual({
        url: 'http://127.0.0.1:43117',
        token: TOKEN,
      });
      expect(() => apiReachOf({ DATA_DIR: dataDir })).toThrow(
        `A Fornido store is running on the data directory ${dataDir} (pid ${process.pid}, at http://127.0.0.1:43117)`,
      );
      expect(() => refuseBesideRunningStore({ DATA_DIR: dataDir })).toThrow(
        "This command acts on the database itself, not through the operators' API, so it cannot run beside the " +
          'store at http://127.0.0.1:43117',
      );
      const postgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/fornido' };
      expect(apiReachOf(postgres)).toBeNull();
      expect(() => refuseBesideRunningStore(postgres)).not.toThrow();
    } finally {
      lock.release();
    }
  });
});
