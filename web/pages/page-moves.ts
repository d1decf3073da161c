import { inListing } from '../lib/in-listing';
import { keepResultsInView } from '../lib/kept-place';
import { pageTitle } from './page-table';
import type { Loaded, PageState } from './page-table';
import { ref } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { pageChunks, within } from '../lib/chunk-failure';
import { RequestError } from '../../contract/request-error';
import type { StoreApi } from '../../contract/store-api';
import { loadPageView } from './registry';
import { accountStore, setAccount } from '../state/account';
import { forgetCart } from '../state/cart';
import { pageStore } from './page-store';
import { animatesMoves, enterPage, leavePage, loadingBar, navigationStore, rememberRetry } from '../state/navigation';
import { loadKnownPage, prefetchPage } from './page-loads';
import { showProduct } from '../state/product';

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

/** Said in place of a page whose code or data did not arrive, even after a reload. */
export const CANNOT_LOAD = 'No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.';

/** True when the browser says it has no connection. */
const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Shows the error page in place of a page that could not be shown, with "Reintentar" (web/pages/retry-page.tsx): "Sin
 * conexión" when the store could not be reached or the browser is offline. It is drawn from the top of the screen, its
 * heading focused (web/pages/error-pages.tsx), wherever the shopper had scrolled the page they left.
 */
export const showUnreachable = (url: string, unreachable = false): void => {
  const page = { kind: 'error' as const, message: CANNOT_LOAD };
  showProduct(null);
  navigationStore.retry = true;
  navigationStore.offline = unreachable || browserOffline();
  navigationStore.failures += 1;
  navigationStore.phase = null;
  pageStore.state = ref({ ...pageStore.state, loaded: { url, status: 503, page } });
  document.title = pageTitle(page);
};

/**
 * Loads a page ahead of a move — its data (kept a minute, ./page-loads.ts) and its code — without a word when
 * it fails: the move itself tries again.
 */
export const prefetchAhead = (api: StoreApi, url: string): Promise<void> =>
  pageChunks.quietly(() => prefetchPage(api, url).then((loaded) => loadPageView(loaded.page.kind)));

let latest = 0;

/**
 * Loads the page for a URL through the API and shows it; a slower earlier load never overwrites a newer one. The old
 * page fades out once the new one is ready, then the new one fades in (no transition within a listing, nor for
 * shoppers who ask for less motion); past 200 ms a loading bar shows. A page whose code does not arrive reloads the
 * page, at most once a minute (never offline); after that, and when its data does not arrive, the error page offers
 * "Reintentar", which makes the same move again (`again`: even to the address on screen, where it failed).
 */
export const showUrl = async (api: StoreApi, url: string, again = false) => {
  if (url === pageStore.state.loaded.url && !again) {
    // Back to the page on screen (or one shown in place): a move still under way is dropped, nothing stays faded out.
    latest += 1;
    navigationStore.phase = null;
    pageStore.loading = false;
    loadingBar.off();
    return;
  }
  const ticket = ++latest;
  const current = () => ticket === latest;
  const placeResults = inListing(history.state);
  const settle = () => {
    pageStore.loading = false;
    loadingBar.off();
  };
  pageStore.loading = true;
  loadingBar.on();
  // null: the store could not be reached (a lost signal), which trying again may mend.
  const loaded = await loadKnownPage(api, url).catch((error: unknown) =>
    error instanceof RequestError && error.kind !== 'network'
      ? { url, status: error.status, page: { kind: 'error' as const, message: error.message } }
      : null,
  );
  if (!current()) return;
  // "Reintentar" makes this same move again, without leaving the page (a reload offline shows only the browser's error).
  rememberRetry(() => void showUrl(api, url, true));
  if (loaded === null) {
    settle();
    return showUnreachable(url, true);
  }
  if (loaded.page.kind === 'redirect') {
    settle();
    navigate(loaded.page.to, { replace: true });
    return;
  }
  const coded = await within(loadPageView(loaded.page.kind)).then(
    () => true,
    () => false,
  );
  if (!current()) return;
  if (!coded) {
    settle();
    // Offline, a reload would only show the browser's own error: the page says so and waits for "Reintentar".
    if (browserOffline() || pageChunks.failed() === 'show-error') showUnreachable(url);
    return;
  }
  const animated = !placeResults && animatesMoves();
  if (animated) {
    await leavePage();
    if (!current()) return;
  }
  fillStores(loaded);
  navigationStore.retry = false;
  navigationStore.offline = false;
  if (loaded.status >= 400) navigationStore.failures += 1;
  if (!animated) navigationStore.phase = null;
  pageStore.state = ref({ ...pageStore.state, loaded });
  settle();
  document.title = pageTitle(loaded.page);
  if (animated) void enterPage(current);
  // The listing's new results are drawn by the next frame: placed then, against their own height.
  if (placeResults) requestAnimationFrame(keepResultsInView);
  else window.scrollTo(0, 0);
};
