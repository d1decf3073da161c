import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app';
import type { PageState } from './pages/page-table';

/** Server-side render of one page to HTML (the document around it is written by the server). */
export const renderPage = (state: PageState): string => {
  const { pathname, search } = new URL(`http://fornido.local${state.loaded.url}`);
  return renderToString(
    <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
      <App state={state} />
    </Router>,
  );
};

export { pageCards, pageHead, sitemapPaths } from './pages/heads/server-parts';
export { loadPageView } from './pages/registry';
export { loadPage } from './pages/load-page';
export { pageRowOf } from './pages/page-table';
export type { Loaded, PageState } from './pages/page-table';
export type { Head } from './pages/heads/head-parts';
export type { PublicSettings } from './lib/page-shell';
