import type { PageState } from './pages/page-table';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { Router, useLocation, useSearch } from 'wouter';
import { App } from './app';
import { startAnalytics } from './lib/analytics/start-analytics';
import { browserStoreApi } from './state/api-client';
import { pageChunks, within } from './lib/chunk-failure';
import { onIdle } from './lib/idle';
import { mayPrefetch } from './lib/prefetch-rules';
import { loadViewToHydrate } from './pages/registry';
import { accountStore } from './state/account';
import { savedCart } from './state/cart';
import { reloadSavedCart, startCart } from './state/cart-start';
import { prefetchAhead, showInitialState, showUnreachable, showUrl } from './pages/page-moves';
import { pageStore, shownPages } from './pages/page-store';

function ClientApp() {
  const { state } = useSnapshot(pageStore);
  const { account } = useSnapshot(accountStore);
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    void showUrl(browserStoreApi, search ? `${path}?${search}` : path);
  }, [path, search]);
  // The cart lives in this browser (or the account): restored only after hydration, so the first render matches the server's.
  useEffect(() => {
    void startCart(accountStore.account !== null);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === savedCart.key) void reloadSavedCart();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return <App state={{ ...(state as PageState), account: account }} />;
}

// Loaded by ./boot.ts once the page is drawn and quiet, or at the first interaction.
const stateScript = document.getElementById('estado-inicial');
const initial = JSON.parse(stateScript?.textContent ?? '{}') as PageState;
showInitialState(initial);
// Errors and page views are kept from here on (the landing page's first); web vitals and the tag manager load once the
// page is quiet.
startAnalytics(pageStore.state.settings.gtmId, shownPages);
const root = document.getElementById('root')!;
const app = (
  <Router>
    <ClientApp />
  </Router>
);
const viewLoaded = await within(loadViewToHydrate(initial.loaded.page.kind)).then(
  () => true,
  () => false,
);
if (viewLoaded) {
  // As a transition, hydration yields to the browser every few milliseconds: a tap or a key during it is answered at
  // once (React hydrates the part touched first) instead of after the whole page.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // Pages whose links are on screen load ahead when the browser is idle (not on a slow, metered or lost connection),
  // from `load` on: they never compete with the page's own pictures.
  const prefetchLinks = () =>
    onIdle(() => {
      if (!mayPrefetch(navigator)) return;
      void pageChunks
        .quietly(() => import('./pages/link-prefetch'))
        .then(
          (links) => links.startLinkPrefetch((path) => prefetchAhead(browserStoreApi, path)),
          () => undefined,
        );
    }, 2000);
  if (document.readyState === 'complete') prefetchLinks();
  else addEventListener('load', prefetchLinks, { once: true });
} else if (pageChunks.failed() === 'show-error') {
  // The page's code did not arrive, even after a reload: the error page, with "Reintentar", replaces the server's HTML.
  showUnreachable(initial.loaded.url);
  createRoot(root).render(app);
}
// The installable app's service worker (offline page, kept pictures): its small code loads once the page is idle.
if (import.meta.env.PROD)
  onIdle(() => void import('./lib/service-worker').then((sw) => sw.registerServiceWorker()), 2000);
