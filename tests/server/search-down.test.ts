import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSearchCatalogue } from '../builders/search-catalogue';
import { startTestServer, type TestServer } from '../support/test-server';

/** A loopback port nothing listens on: Algolia's host refuses every connection. */
const closedPort = async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer(aSearchCatalogue(), {
    env: {
      ALGOLIA_APP_ID: 'FORNIDO1',
      ALGOLIA_SEARCH_KEY: 'algolia-search-key',
      ALGOLIA_HOSTS: `127.0.0.1:${await closedPort()}`,
    },
  });
});
afterAll(() => app.close());

describe('search with Algolia configured and down', () => {
  it("answers shoppers from the store's own database, and tells the operators once", async () => {
    const page = await app.get('/buscar/?q=protenia');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/15 productos/);

    const api = await app.get('/api/v1/search?q=creatina', { headers: { Accept: 'application/json' } });
    expect(api.status).toBe(200);
    expect((await api.json()).products.length).toBeGreaterThan(0);

    const suggested = await app.get('/api/v1/search/suggestions?q=prot', { headers: { Accept: 'application/json' } });
    expect(suggested.status).toBe(200);
    expect((await suggested.json()).suggestions).toHaveLength(6);

    // The next searches go straight to the database for a while: one line in the log, not one per search.
    expect(app.logged.filter((line) => line.includes('Algolia search failed'))).toHaveLength(1);
  });
});
