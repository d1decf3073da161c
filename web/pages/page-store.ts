import { pageTitle, type PageState } from './page-table';
import { proxy, ref, subscribe } from 'valtio';
import type { ShownPages } from '../lib/analytics/page-views';
import { NO_SETTINGS } from '../lib/settings-context';

/** The page on screen, filled from the server's HTML and then by each client-side navigation (./page-moves.ts). Kept
 * apart from the navigation, which loads pages' views, so a page's own code can change what it shows in place. */
export const pageStore = proxy<{ state: PageState; loading: boolean }>({
  state: ref({
    settings: NO_SETTINGS,
    account: null,
    categories: [],
    infoLinks: [],
    loaded: { url: '/', status: 200, page: { kind: 'not-found' } },
  }),
  loading: false,
});

/** The pages shown in this browser window: a change is a new loaded page (its title is the page's own). */
export const shownPages: ShownPages = {
  current: () => ({ url: pageStore.state.loaded.url, title: pageTitle(pageStore.state.loaded.page) }),
  onChange: (listener) => {
    let shown = pageStore.state.loaded;
    return subscribe(pageStore, () => {
      if (pageStore.state.loaded === shown) return;
      shown = pageStore.state.loaded;
      listener();
    });
  },
};
