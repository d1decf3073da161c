import type { PageState } from '../../../web/pages/page-table';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FILTERS } from '../../../core/catalog/listing';
import type { CategoryListing } from '../../../core/catalog/list-category';
import { ok } from '../../../core/shared/result';
import type { InfoPage } from '../../../core/content/info-pages';
import type { StoreApi } from '../../../contract/store-api';
import { publicSettings } from '../support/public-settings';

// The page store runs in the browser: the little of it a navigation touches, without a DOM.
vi.stubGlobal('history', { state: null });
vi.stubGlobal('window', { scrollTo: vi.fn(), scrollBy: vi.fn(), innerHeight: 844 });
vi.stubGlobal('document', { title: '', getElementById: () => null, querySelector: () => null });
vi.stubGlobal('requestAnimationFrame', (f: () => void) => f());
const { showInitialState, showUrl } = await import('../../../web/pages/page-moves');
const { pageStore } = await import('../../../web/pages/page-store');
const { prefetchPage } = await import('../../../web/pages/page-loads');

const envios: InfoPage = {
  slug: 'metodo-formas-envio',
  title: 'Envíos',
  updated: '2026-01-01',
  description: 'Envíos',
  blocks: [],
};
const listingOf = (slug: string, total: number) =>
  ({
    category: { slug, name: slug, description: '', position: 1 },
    products: [],
    page: 1,
    pageCount: 1,
    total,
    listing: { filters: NO_FILTERS, sort: 'relevancia' },
    facets: { categories: [], brands: [], goals: [], flavours: [], price: null },
  }) as CategoryListing;

/** A StoreApi that answers categories and information pages and notes every question the browser would send. */
const recordingApi = () => {
  const asked: string[] = [];
  const api = {
    infoPage: (slug: string) => {
      asked.push(`pages/${slug}`);
      return Promise.resolve(slug === 'metodo-formas-envio' ? envios : null);
    },
    category: (slug: string, _page: number, listing: CategoryListing['listing']) => {
      asked.push(
        `categories/${slug}/products${listing.filters.brands.length ? `?marca=${listing.filters.brands[0]}` : ''}`,
      );
      return Promise.resolve(ok(listingOf(slug, listing.filters.brands.length ? 2 : 16)));
    },
  } as unknown as StoreApi;
  return { api, asked };
};

beforeAll(() => {
  showInitialState({
    settings: publicSettings({ freeShippingThreshold: 0, standardDeliveryDays: { min: 1, max: 5 } }),
    account: null,
    categories: [{ slug: 'proteinas', name: 'Proteínas', description: '', position: 1 }],
    infoLinks: [{ slug: 'metodo-formas-envio', title: 'Envíos' }],
    loaded: { url: '/', status: 200, page: { kind: 'not-found' } },
  } satisfies PageState);
});

describe('what the browser asks for on an in-app move', () => {
  let recording = recordingApi();
  beforeEach(() => {
    recording = recordingApi();
  });

  it('a category, filtered or not, asks only for its products, never for an information page of that name', async () => {
    await showUrl(recording.api, '/proteinas/');
    await showUrl(recording.api, '/proteinas/?marca=bsn');
    expect(recording.asked).toEqual(['categories/proteinas/products', 'categories/proteinas/products?marca=bsn']);
    expect(pageStore.state.loaded.page.kind).toBe('category');
  });

  it("an information page of the footer asks only for its text, never for a category's products", async () => {
    await showUrl(recording.api, '/metodo-formas-envio/');
    expect(recording.asked).toEqual(['pages/metodo-formas-envio']);
    expect(pageStore.state.loaded.page).toMatchObject({ kind: 'info', content: { title: 'Envíos' } });
  });

  it('a listing the filter sheet counted is shown from that answer, not asked for again', async () => {
    const counted = await prefetchPage(recording.api, '/proteinas/?marca=dymatize');
    expect(counted.page).toMatchObject({ kind: 'category', listing: { total: 2 } });
    await showUrl(recording.api, '/proteinas/?marca=dymatize');
    expect(recording.asked).toEqual(['categories/proteinas/products?marca=dymatize']);
    expect(pageStore.state.loaded.url).toBe('/proteinas/?marca=dymatize');
  });
});
