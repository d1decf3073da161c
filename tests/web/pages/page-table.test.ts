import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../core/catalog/listing';
import type { SiteMap } from '../../../core/catalog/site-map';
import { defaultCompany } from '../../../core/company/company';
import { infoPages } from '../../../core/content/info-pages';
import type { StoreApi } from '../../../contract/store-api';
import { loadPage } from '../../../web/pages/load-page';
import { pageHead, serverPart } from '../../../web/pages/heads/server-parts';
import type { PageData, PageRow } from '../../../web/pages/page-row';
import { PAGES, pageTitle, type PageKind } from '../../../web/pages/page-table';
import { anAccountView } from '../../builders/account-view';
import { anOrderView } from '../support/order-view';

const category = { slug: 'proteinas', name: 'Proteínas', description: 'Proteínas de suero y vegetales.' };
const listing = {
  category,
  products: [],
  page: 1,
  pageCount: 2,
  total: 30,
  listing: { filters: NO_FILTERS, sort: 'relevancia' },
  facets: {},
};
const product = { slug: 'whey', name: 'Whey', category, variants: [{ sku: 'W-1', size: '2 lb', flavour: '' }] };
const month = { month: '2026-11', current: '2026-11', rows: [], own: null, months: ['2026-11'] };

/** A StoreApi over a tiny catalogue, for a guest or a signed-in shopper: enough for every page kind to load. */
const storeApi = (signedIn: boolean): StoreApi =>
  ({
    categories: () => Promise.resolve([category]),
    newest: () => Promise.resolve([]),
    category: (slug: string) =>
      Promise.resolve(slug === 'proteinas' ? { ok: true, value: listing } : { ok: false, error: {} }),
    product: ({ slug }: { slug: string }) =>
      Promise.resolve(slug === 'whey' ? { ok: true, value: { product, variant: product.variants[0] } } : { ok: false }),
    search: ({ query }: { query: string }) => Promise.resolve({ query }),
    infoPage: (slug: string) => Promise.resolve(infoPages.find((p) => p.slug === slug) ?? null),
    account: () => Promise.resolve(signedIn ? anAccountView([]) : null),
    order: (number: string) => Promise.resolve(number === 'FO-1' ? anOrderView() : null),
    accountOrders: () => Promise.resolve(signedIn ? [anOrderView()] : null),
    verifyEmail: () => Promise.resolve({ ok: true, message: 'Listo', claimedOrders: [] }),
    levels: () => Promise.resolve({}),
    ranking: () => Promise.resolve({ ok: true, value: month }),
    referrals: () => Promise.resolve({}),
    // A page endpoint a loader asks directly (a page added without a question of its own) answers with no fields.
    endpoints: new Proxy({}, { get: () => () => Promise.resolve({}) }),
  }) as unknown as StoreApi;

const guest = storeApi(false);
const shopper = storeApi(true);

/**
 * An address of each kind of page, and who asks for it: a row's fixed addresses as they are, and for the rest (params,
 * queries, the account's own pages, which need a signed-in shopper) one address each.
 */
const SAMPLES: readonly [string, StoreApi][] = [
  ...PAGES.flatMap((row) => (typeof row.path === 'string' ? [row.path] : (row.path ?? []))).filter(
    (p) => !p.includes(':'),
  ),
  '/buscar/?q=whey',
  '/error/?codigo=429',
  '/checkout/confirmacion/?pedido=FO-1',
  '/pedido/FO-1/',
  '/pedido/FO-2/',
  '/reset/password/?token=t',
  '/cuenta/activar/?token=t',
  '/cuenta/verificar-correo/?token=t',
  `/${infoPages[0].slug}/`,
  '/proteinas/',
  '/proteinas/whey/',
]
  .map((url): [string, StoreApi] => [url, guest])
  .concat([
    ['/micuenta/', shopper],
    ['/micuenta/pedidos/', shopper],
  ]);

const kinds = PAGES.map((row) => row.kind);

describe('the table of pages', () => {
  it('has one row per kind', () => {
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('loads each view from the module its row names, which is the chunk the server preloads', async () => {
    for (const { kind, view } of PAGES) {
      const { module, chunk } = view;
      expect(await chunk(), `${kind}'s view`).toBe(await import(/* @vite-ignore */ resolve(module)));
    }
  });

  it('reaches every kind of page from an address, each titled and with its head', async () => {
    const reached = new Set<PageKind>();
    for (const [url, api] of SAMPLES) {
      const loaded = await loadPage(api, url);
      reached.add(loaded.page.kind);
      expect(pageTitle(loaded.page), url).toMatch(/^\S.* \| Fornido Colombia$/);
      if (loaded.page.kind === 'product') continue; // Its head needs a whole product: tests/server/seo.test.ts.
      const head = await pageHead(loaded, 'https://fornido.co', defaultCompany);
      expect(head.description, url).not.toBe('');
      expect(head.robots, url).toMatch(/^(no)?index,(no)?follow$/);
    }
    expect([...reached].sort()).toEqual([...kinds].sort());
  });

  it('resolves every page of the sitemap to the row that lists it', async () => {
    const map: SiteMap = {
      categories: [{ slug: 'proteinas', pageCount: 1 }],
      products: [{ category: 'proteinas', slug: 'whey' }],
    };
    const parts = await Promise.all(PAGES.map((row) => serverPart(row as PageRow<PageData>)));
    const listed = parts.flatMap((part, i) => (part.sitemap?.(map) ?? []).map((p) => [p, kinds[i]]));
    expect(listed.length).toBeGreaterThan(infoPages.length + 4);
    for (const [path, kind] of listed) {
      const loaded = await loadPage(guest, path);
      expect([path, loaded.status, loaded.page.kind]).toEqual([path, 200, kind]);
    }
  });

  it('asks a one-word address as an information page first, then as a category, else answers 404', async () => {
    expect((await loadPage(guest, `/${infoPages[0].slug}/`)).page.kind).toBe('info');
    expect((await loadPage(guest, '/proteinas/')).page.kind).toBe('category');
    expect(await loadPage(guest, '/nada/')).toEqual({ url: '/nada/', status: 404, page: { kind: 'not-found' } });
    expect((await loadPage(guest, '/proteinas/pagina/abc/')).status).toBe(404);
    expect((await loadPage(guest, '/a/b/c/d/')).status).toBe(404);
  });
});
