import { proxy, ref } from 'valtio';
import type { PageState } from '../routes';
import { ApiError } from '../lib/api-client';
import { pageHead } from '../lib/head';
import type { StoreApi } from '../lib/store-api';
import { loadPageView } from '../pages/registry';
import { loadPage } from '../routes';

/** The page on screen, filled from the server's HTML and then by each client-side navigation. */
export const pageStore = proxy<{ state: PageState; loading: boolean }>({
  state: ref({ settings: { imageCdnUrl: null, freeShippingThreshold: 0 }, categories: [], infoLinks: [], loaded: { url: '/', status: 200, page: { kind: 'not-found' } } }),
  loading: false,
});

let latest = 0;

/** Loads the page for a URL through the API and shows it; a slower earlier load never overwrites a newer one. */
export const showUrl = async (api: StoreApi, url: string) => {
  if (url === pageStore.state.loaded.url) return;
  const ticket = ++latest;
  pageStore.loading = true;
  const loaded = await loadPage(api, url).catch((error: unknown) => ({
    url,
    status: error instanceof ApiError ? error.status : 500,
    page: { kind: 'error' as const, message: error instanceof ApiError ? error.message : 'Error' },
  }));
  await loadPageView(loaded.page.kind).catch(() => undefined);
  if (ticket !== latest) return;
  pageStore.state = ref({ ...pageStore.state, loaded });
  pageStore.loading = false;
  document.title = pageHead(loaded, window.location.origin).title;
  window.scrollTo(0, 0);
};
