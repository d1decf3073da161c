import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app';
import { pageRowOf, type PageState } from './pages/page-table';
import { TapsHeld } from './lib/use-hydrated';

/** Server-side render of one page to HTML (the document around it is written by the server). */
export const renderPage = (state: PageState): string => {
  const { pathname, search } = new URL(`http://fornido.local${state.loaded.url}`);
  // A page that stays server HTML holds a tap until its island is live: its controls are drawn enabled.
  return renderToString(
    <TapsHeld value={pageRowOf(state.loaded.page.kind).islands !== undefined}>
      <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
        <App state={state} />
      </Router>
    </TapsHeld>,
  );
};

export { pageCards, pageHead, sitemapPaths } from './pages/heads/server-parts';
export { loadPageView } from './pages/registry';
export { loadPage } from './pages/load-page';
export { pageRowOf };
export type { Loaded, PageState } from './pages/page-table';
export type { Head } from './pages/heads/head-parts';
export type { PublicSettings } from './lib/page-shell';
