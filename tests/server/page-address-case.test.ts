import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPagePath } from '../../server/http-hygiene';
import { sameSitePath } from '../../contract/return-path';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
// Starting the store takes seconds; on a machine shared with other test runs it may take minutes.
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(() => server.close());

const location = (res: Response) => res.headers.get('location');

describe('an address typed in capitals', () => {
  it('answers 301 to the lower-case page, keeping the query, for GET and HEAD', async () => {
    const res = await server.get('/PROTEINAS/?utm_source=Volante&Q=Whey');
    expect(res.status).toBe(301);
    expect(location(res)).toBe('/proteinas/?utm_source=Volante&Q=Whey');
    const head = await server.get('/Proteinas/', { method: 'HEAD' });
    expect([head.status, location(head)]).toEqual([301, '/proteinas/']);
    const page = await server.get(location(res)!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1');
  });

  it('reaches the lower-case page with its final slash in one hop, accented letters included', async () => {
    const bare = await server.get('/Creatinas/Creatina-Monohidratada-Micronizada');
    expect([bare.status, location(bare)]).toEqual([301, '/creatinas/creatina-monohidratada-micronizada/']);
    const accented = await server.get('/PROTE%C3%8DNAS/');
    expect([accented.status, location(accented)]).toEqual([301, '/prote%C3%ADnas/']);
  });

  it('leaves other methods, the API, pictures, files, order numbers and sandboxes as they came', async () => {
    expect((await server.get('/PROTEINAS/', { method: 'POST' })).status).not.toBe(301);
    const api = await server.get('/api/v1/Categories', { headers: { Accept: 'application/json' } });
    // Express matches API routes whatever their case: the API answers itself, never with a redirect.
    expect(api.status).not.toBe(301);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    for (const path of [
      '/img/productos/NO-EXISTE.webp',
      '/Favicon.SVG',
      '/pedido/FO-2026-000001/?firma=AbC',
      '/sandbox/correo/',
    ])
      expect((await server.get(path)).status, path).not.toBe(301);
  });

  it('never sends the browser to another site', async () => {
    for (const path of ['//EVIL.example/', '/%5CEVIL/', '/\\EVIL/', '//\\Evil/', '/%2F%2FEvil/', '/./%2E%2E/EVIL/']) {
      const res = await server.get(path);
      expect(res.status, path).toBeLessThan(500);
      const to = location(res);
      if (to !== null) expect(sameSitePath(to), `${path} → ${to}`).toBe(to);
    }
  });
});

describe('canonicalPagePath', () => {
  const pathChar = fc.constantFrom(...'aZ/\\.%-_ÑñÍí0?#:@ '.split(''), '%2F', '%5C', '%C3%8D', '%E0', '//');
  const aPath = fc.array(pathChar, { maxLength: 12 }).map((parts) => `/${parts.join('')}`);

  it('answers null or a same-site, lower-case, slashed path that is itself canonical', () => {
    fc.assert(
      fc.property(aPath, (path) => {
        const target = canonicalPagePath(path);
        if (target === null) return;
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect(target.endsWith('/')).toBe(true);
        expect(sameSitePath(target)).toBe(target);
        expect(decodeURIComponent(target)).toBe(decodeURIComponent(target).toLowerCase());
        expect(canonicalPagePath(target)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
