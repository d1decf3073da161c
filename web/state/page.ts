import { proxy, ref } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { Loaded, PageState } from '../routes';
import { RequestError } from '../lib/json-api';
import { pageTitle } from '../lib/title';
import type { StoreApi } from '../lib/store-api';
import { loadPageView } from '../pages/registry';
import { loadPage } from '../routes';
import { accountStore, setAccount } from './account';
import { forgetCart } from './cart';
import { MAX_LINE_QUANTITY } from './cart-lines';
import { showProduct } from './product';

/** The page on screen, filled from the server's HTML and then by each client-side navigation. */
export const pageStore = proxy<{ state: PageState; loading: boolean }>({
  state: ref({
    settings: {
      imageCdnUrl: null,
      freeShippingThreshold: 0,
      maxUnitsPerLine: MAX_LINE_QUANTITY,
      standardDeliveryDays: { min: 0, max: 0 },
      paymentMethods: [],
    },
    account: null,
    categories: [],
    infoLinks: [],
    loaded: { url: '/', status: 200, page: { kind: 'not-found' } },
  }),
  loading: false,
});

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

let latest = 0;

/** Loads the page for a URL through the API and shows it; a slower earlier load never overwrites a newer one. */
export const showUrl = async (api: StoreApi, url: string) => {
  if (url === pageStore.state.loaded.url) return;
  const ticket = ++latest;
  pageStore.loading = true;
  const loaded = await loadPage(api, url).catch((error: unknown) => ({
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
  window.scrollTo(0, 0);
};
