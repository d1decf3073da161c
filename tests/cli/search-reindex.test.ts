import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliaClient } from '../../adapters/search/algolia-index';
import { algoliaSearch } from '../../adapters/search/algolia-search';
import { progressReporter } from '../../cli/commands/search';
import { NO_FILTERS } from '../../core/catalog/listing';
import { SEARCH_SYNONYMS } from '../../core/catalog/search-synonyms';
import { startFakeAlgolia, type FakeAlgolia } from '../fakes/algolia-server';
import { cliStore } from './support/cli-store';

const keys = { appId: 'FORNIDOCLI', searchKey: 'cli-search-key', adminKey: 'cli-admin-key' };
const NO_ALGOLIA = { ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_KEY: '', ALGOLIA_ADMIN_KEY: '', ALGOLIA_HOSTS: '' };
const { fornidoWith } = cliStore('fornido-search-cli-');
let fake: FakeAlgolia;

/** Runs `fornido` on a private PGlite data dir, with no Algolia unless `env` configures it. */
const fornido = (env: Record<string, string>, ...args: string[]) => fornidoWith({ ...NO_ALGOLIA, ...env }, ...args);

beforeAll(async () => {
  fake = await startFakeAlgolia(keys);
  expect((await fornido({}, 'db', 'seed')).code).toBe(0);
});
afterAll(() => fake.close());

describe('fornido search reindex', () => {
  it('says which variables to set when Algolia is not configured', async () => {
    const run = await fornido({}, 'search', 'reindex');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Algolia is not configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY');
    expect((await fornido({ ALGOLIA_SEARCH_KEY: 'x' }, 'search', 'reindex')).stderr).toContain(
      'ALGOLIA_APP_ID: required when an Algolia key is set',
    );
  });

  it('sends the whole catalogue in batches, reports progress on stderr and a summary on stdout', async () => {
    const env = {
      ALGOLIA_APP_ID: keys.appId,
      ALGOLIA_ADMIN_KEY: keys.adminKey,
      ALGOLIA_HOSTS: `127.0.0.1:${fake.port}`,
    };
    const run = await fornido(env, 'search', 'reindex', '--batch-size', '20');
    expect(run.code, run.stderr).toBe(0);
    const total = fake.indices.get('products')!.records.size;
    expect(total).toBeGreaterThan(60);
    expect(run.stderr).toBe([20, 40, 60, total].map((n) => `Indexed ${n} of ${total} products.\n`).join(''));
    expect(run.stdout).toMatch(new RegExp(`^Indexed ${total} products into "products" in \\d+\\.\\d s\\.\\n$`));
    const batches = fake.requests.filter((r) => /_reindex_[a-z0-9]+\/batch$/.test(r.path));
    expect(batches.map((b) => (b.body as { requests: unknown[] }).requests.length)).toEqual([20, 20, 20, total - 60]);
    expect(batches.every((b) => b.headers['x-algolia-api-key'] === keys.adminKey)).toBe(true);
    // The synonym table and the settings for how shoppers ask went along: the store's own burners and isolates are
    // found, in Algolia, by the phrases people type.
    const synonyms = fake.requests.find((r) => r.path === '/1/indexes/products/synonyms/batch')!;
    expect(synonyms.headers['x-algolia-api-key']).toBe(keys.adminKey);
    expect(synonyms.body).toHaveLength(SEARCH_SYNONYMS.length);
    expect(fake.indices.get('products')!.settings).toMatchObject({
      removeStopWords: ['es'],
      removeWordsIfNoResults: 'lastWords',
    });
    const search = algoliaSearch(
      algoliaClient(
        { appId: keys.appId, searchKey: keys.searchKey, adminKey: null, hosts: [`127.0.0.1:${fake.port}`] },
        keys.searchKey,
      ),
      'products',
    );
    const find = (text: string) =>
      search.search({ text, sort: 'relevancia', offset: 0, limit: 50, filters: NO_FILTERS });
    const burners = await find('quemador de grasa');
    expect(burners.total).toBeGreaterThanOrEqual(6);
    expect(burners.items.every((i) => i.category === 'quemadores')).toBe(true);
    expect((await find('termogénico')).items.map((i) => i.category)).toContain('quemadores');
    expect((await find('proteína aislada')).items.map((i) => i.name)).toContain('Gold Standard 100% Isolate');
    expect(await find('creatina para caballos')).toMatchObject({ searched: 'creatina' });
  });

  it('refuses a bad batch size', async () => {
    const run = await fornido({}, 'search', 'reindex', '--batch-size', '0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('must be a whole number from 1 to 10000');
  });
});

describe('reindex progress', () => {
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, s: { isTTY, write: (t: string) => written.push(t) } as unknown as NodeJS.WriteStream };
  };

  it('redraws a bar on a terminal and writes plain lines to a log', () => {
    const tty = stream(true);
    const onTty = progressReporter(tty.s);
    onTty.update({ indexed: 15, total: 30 });
    onTty.done();
    expect(tty.written).toEqual([`\r[${'#'.repeat(15)}${'-'.repeat(15)}] 15/30 products`, '\n']);
    const log = stream(false);
    progressReporter(log.s).update({ indexed: 15, total: 30 });
    expect(log.written).toEqual(['Indexed 15 of 30 products.\n']);
  });
});
