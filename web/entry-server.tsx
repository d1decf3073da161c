import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app';
import type { PageState } from './routes';

/** Server-side render of one page to HTML (the document around it is written by the server). */
export const renderPage = (state: PageState): string => {
  const { pathname, search } = new URL(`http://fornido.local${state.loaded.url}`);
  return renderToString(
    <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
      <App state={state} />
    </Router>,
  );
};

export { pageHead } from './lib/head';
export { loadPageView, PAGE_MODULES } from './pages/registry';
export { loadPage } from './routes';
