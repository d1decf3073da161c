import './styles.css';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ref, useSnapshot } from 'valtio';
import { Router, useLocation, useSearch } from 'wouter';
import { App } from './app';
import type { PageState } from './routes';
import { browserStoreApi } from './lib/api-client';
import { loadPageView } from './pages/registry';
import { pageStore, showUrl } from './state/page';

function ClientApp() {
  const { state } = useSnapshot(pageStore);
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    void showUrl(browserStoreApi, search ? `${path}?${search}` : path);
  }, [path, search]);
  return <App state={state as PageState} />;
}

const stateScript = document.getElementById('estado-inicial');
const initial = JSON.parse(stateScript?.textContent ?? '{}') as PageState;
pageStore.state = ref(initial);
await loadPageView(initial.loaded.page.kind);
hydrateRoot(
  document.getElementById('root')!,
  <Router>
    <ClientApp />
  </Router>,
);
