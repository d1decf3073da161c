import './styles.css';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { Router, useLocation, useSearch } from 'wouter';
import { App } from './app';
import type { PageState } from './routes';
import { startAnalytics } from './lib/analytics/start-analytics';
import { browserStoreApi } from './lib/api-client';
import { onIdle } from './lib/idle';
import { loadPageView } from './pages/registry';
import { accountStore } from './state/account';
import { savedCart } from './state/cart';
import { reloadSavedCart, startCart } from './state/cart-start';
import { showInitialState, showUrl } from './state/page';
import { pageStore } from './state/page-store';

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

// Errors are kept from here on; web vitals and the tag manager load once the page is quiet.
startAnalytics();
const stateScript = document.getElementById('estado-inicial');
const initial = JSON.parse(stateScript?.textContent ?? '{}') as PageState;
showInitialState(initial);
await loadPageView(initial.loaded.page.kind);
hydrateRoot(
  document.getElementById('root')!,
  <Router>
    <ClientApp />
  </Router>,
);
// The installable app's service worker (offline page, kept pictures): its small code loads once the page is idle.
if (import.meta.env.PROD)
  onIdle(() => void import('./lib/service-worker').then((sw) => sw.registerServiceWorker()), 2000);
