import type { PageState } from '../../../web/pages/page-table';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio';
import type { InfoPage } from '../../../core/content/info-pages';
import type { StoreApi } from '../../../contract/store-api';
import { MemoryStorage } from '../support/memory-storage';
import { publicSettings } from '../support/public-settings';

// A tab without a DOM: its history, scrolling, sessionStorage, reloads, frames and the shopper's motion preference.
const session = new MemoryStorage();
const reload = vi.fn();
const motion = { reduce: false };
vi.stubGlobal('history', { state: null });
vi.stubGlobal('window', {
  scrollTo: vi.fn(),
  scrollBy: vi.fn(),
  innerHeight: 844,
  sessionStorage: session,
  location: { reload },
});
vi.stubGlobal('document', {
  title: '',
  visibilityState: 'visible',
  getElementById: () => null,
  querySelector: () => null,
});
vi.stubGlobal('requestAnimationFrame', (f: () => void) => setTimeout(f, 16));
vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && motion.reduce }));

// Each page's code arrives, or not, as the test says.
const codeArrives = { yes: true };
vi.mock('../../../web/pages/registry', () => ({
  loadPageView: () => (codeArrives.yes ? Promise.resolve() : Promise.reject(new Error('chunk'))),
}));

const envios: InfoPage = { slug: 'envios', title: 'Envíos', updated: '2026-01-01', description: 'Envíos', blocks: [] };
const start: PageState = {
  settings: publicSettings({ freeShippingThreshold: 0, standardDeliveryDays: { min: 1, max: 5 } }),
  account: null,
  categories: [],
  infoLinks: [{ slug: 'envios', title: 'Envíos' }],
  loaded: { url: '/', status: 200, page: { kind: 'not-found' } },
};

/** The browser's modules as a freshly loaded page has them (a reload starts them again; sessionStorage stays). */
const aPage = async () => {
  vi.resetModules();
  const page = await import('../../../web/pages/page-moves');
  const { pageStore } = await import('../../../web/pages/page-store');
  const { navigationStore } = await import('../../../web/state/navigation');
  const { RequestError } = await import('../../../contract/request-error');
  page.showInitialState(start);
  return { ...page, pageStore, navigationStore, RequestError };
};

/** A StoreApi whose information page answers after `ms`, or fails as `fails` says. */
const anApi = (ms = 0, fails?: Error) =>
  ({
    infoPage: () => new Promise((resolve, reject) => setTimeout(() => (fails ? reject(fails) : resolve(envios)), ms)),
  }) as unknown as StoreApi;

beforeEach(() => {
  session.clear();
  reload.mockClear();
  codeArrives.yes = true;
  motion.reduce = false;
});

describe('a page whose code does not arrive', () => {
  it('reloads the page once; a second failure within the minute shows the error page with "Reintentar"', async () => {
    codeArrives.yes = false;
    const first = await aPage();
    await first.showUrl(anApi(), '/envios/');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.navigationStore.retry).toBe(false);

    const reloaded = await aPage();
    await reloaded.showUrl(anApi(), '/envios/');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloaded.navigationStore.retry).toBe(true);
    expect(reloaded.pageStore.state.loaded).toMatchObject({
      url: '/envios/',
      status: 503,
      page: { kind: 'error', message: reloaded.CANNOT_LOAD },
    });
    expect(reloaded.pageStore.loading).toBe(false);
  });
});

describe('a page whose data does not arrive', () => {
  it('shows the error page with "Reintentar" when the store cannot be reached, without reloading', async () => {
    const page = await aPage();
    const offline = new page.RequestError(0, { kind: 'network', message: 'Sin conexión' });
    for (const [i, failure] of [offline, new TypeError('Failed to fetch')].entries()) {
      await page.showUrl(anApi(0, failure), `/envios/?intento=${i}`);
      expect(reload).not.toHaveBeenCalled();
      expect(page.navigationStore.retry).toBe(true);
      expect(page.pageStore.state.loaded.page).toMatchObject({ kind: 'error', message: page.CANNOT_LOAD });
    }
  });

  it('says "Sin conexión" when the store cannot be reached, and "Reintentar" makes the same move again', async () => {
    const page = await aPage();
    const failures = page.navigationStore.failures;
    const signal = { lost: true };
    const api = {
      infoPage: () => (signal.lost ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(envios)),
    } as unknown as StoreApi;
    await page.showUrl(api, '/envios/');
    expect(page.navigationStore).toMatchObject({ retry: true, offline: true, failures: failures + 1 });
    signal.lost = false;
    // Back online: the same address again, though it is the one on screen, and the page shows.
    const { retryFailedMove } = await import('../../../web/state/navigation');
    retryFailedMove();
    await vi.waitFor(() => expect(page.pageStore.state.loaded.page).toMatchObject({ kind: 'info' }), {
      timeout: 15_000,
    });
    expect(page.navigationStore).toMatchObject({ retry: false, offline: false, failures: failures + 1 });
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline, a page whose code does not arrive says "Sin conexión" instead of reloading into the browser\'s error', async () => {
    codeArrives.yes = false;
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const page = await aPage();
      await page.showUrl(anApi(), '/envios/');
      expect(reload).not.toHaveBeenCalled();
      expect(page.navigationStore).toMatchObject({ retry: true, offline: true });
    } finally {
      vi.stubGlobal('navigator', { onLine: true });
    }
  });

  it("shows the store's answer when it refused (no retry: trying again changes nothing)", async () => {
    const page = await aPage();
    const refused = new page.RequestError(404, { kind: 'not-found', message: 'No existe esa página' });
    const failures = page.navigationStore.failures;
    await page.showUrl(anApi(0, refused), '/envios/');
    expect(page.navigationStore.retry).toBe(false);
    // Drawn anew as a failure: its page opens at the top, its heading focused (web/pages/error-pages.tsx).
    expect(page.navigationStore.failures).toBe(failures + 1);
    expect(page.pageStore.state.loaded).toMatchObject({
      status: 404,
      page: { kind: 'error', message: 'No existe esa página' },
    });
  });
});

/** What the shopper sees along a move: each phase of the transition, and the page under it at that moment. */
const watchMove = (page: Awaited<ReturnType<typeof aPage>>) => {
  const seen: string[] = [];
  subscribe(
    page.navigationStore,
    () => seen.push(`${page.navigationStore.phase} ${page.pageStore.state.loaded.url}`),
    true,
  );
  return seen;
};

describe('the page transition', () => {
  it('fades the old page out and only then puts the new one in, fading in', async () => {
    const page = await aPage();
    const seen = watchMove(page);
    await page.showUrl(anApi(), '/envios/');
    await vi.waitFor(() => expect(page.navigationStore.phase).toBeNull(), { timeout: 15_000 });
    expect(seen).toEqual(['leave /', 'enter-from /envios/', 'enter /envios/', 'null /envios/']);
  });

  it('swaps the pages at once for shoppers who ask for less motion', async () => {
    motion.reduce = true;
    const page = await aPage();
    const seen = watchMove(page);
    await page.showUrl(anApi(), '/envios/');
    expect(page.pageStore.state.loaded.url).toBe('/envios/');
    expect(seen).toEqual([]);
  });
});

describe('the loading bar', () => {
  it('shows for a move that takes longer than 200 ms, and goes with it', async () => {
    const page = await aPage();
    const slow: boolean[] = [];
    subscribe(page.navigationStore, () => slow.push(page.navigationStore.slow), true);
    await page.showUrl(anApi(260), '/envios/');
    expect(slow.filter((s, i) => s !== slow[i - 1])).toEqual([true, false]);
  });

  it('never shows for a quicker one', async () => {
    const page = await aPage();
    const slow: boolean[] = [];
    subscribe(page.navigationStore, () => slow.push(page.navigationStore.slow), true);
    await page.showUrl(anApi(60), '/envios/');
    expect(slow).not.toContain(true);
  });
});
