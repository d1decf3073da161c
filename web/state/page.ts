import { ref } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { Loaded, PageState } from '../routes';
import { RequestError } from '../lib/json-api';
import { pageTitle } from '../lib/title';
import type { StoreApi } from '../lib/store-api';
import { loadPageView } from '../pages/registry';
import { accountStore, setAccount } from './account';
import { forgetCart } from './cart';
import { pageStore } from './page-store';
import { inListing, loadKnownPage } from './page-loads';
import { showProduct } from './product';

/** Hands a loaded page's data to the stores that keep it: the product, the account. */
export const fillStores = ({ page }: Loaded): void => {
  showProduct(page.kind === 'product' ? page.view : null);
  if (page.kind === 'account') setAccount(page.account);
  // Sign-in and sign-up are only loaded for guests: a browser that still thought it was signed in lost its session.
  if ((page.kind === 'sign-in' || page.kind === 'sign-up') && accountStore.account !== null) {
    setAccount(null);
    forgetCart();
  }
};

/** Shows the page the server rendered, before hydration: the same state the server rendered from. */
export const showInitialState = (state: PageState): void => {
  pageStore.state = ref(state);
  setAccount(state.account);
  fillStores(state.loaded);
};

/**
 * Brings the results' top (`#resultados`: their count, order and filter button) just under the sticky header when
 * it is above the screen or low in it; left alone when the shopper already sees it. A listing that shrank never
 * leaves the screen past its products.
 */
const keepResultsInView = () => {
  const results = document.getElementById('resultados');
  if (!results) return window.scrollTo(0, 0);
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = results.getBoundingClientRect().top;
  if (top < headerBottom || top > window.innerHeight * 0.6) window.scrollBy(0, top - headerBottom - 8);
};

let latest = 0;

/** Loads the page for a URL through the API and shows it; a slower earlier load never overwrites a newer one. */
export const showUrl = async (api: StoreApi, url: string) => {
  if (url === pageStore.state.loaded.url) return;
  const ticket = ++latest;
  const placeResults = inListing(history.state);
  pageStore.loading = true;
  const load = loadKnownPage(api, url);
  const loaded = await load.catch((error: unknown) => ({
    url,
    status: error instanceof RequestError ? error.status : 500,
    page: { kind: 'error' as const, message: error instanceof RequestError ? error.message : 'Error' },
  }));
  if (ticket !== latest) return;
  if (loaded.page.kind === 'redirect') {
    pageStore.loading = false;
    navigate(loaded.page.to, { replace: true });
    return;
  }
  await loadPageView(loaded.page.kind).catch(() => undefined);
  if (ticket !== latest) return;
  fillStores(loaded);
  pageStore.state = ref({ ...pageStore.state, loaded });
  pageStore.loading = false;
  document.title = pageTitle(loaded.page);
  // The listing's new results are drawn by the next frame: placed then, against their own height.
  if (placeResults) requestAnimationFrame(keepResultsInView);
  else window.scrollTo(0, 0);
};
