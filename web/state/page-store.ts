import type { PageState } from '../pages/page-table';
import { proxy, ref } from 'valtio';
import { NO_SETTINGS } from '../lib/settings-context';

/** The page on screen, filled from the server's HTML and then by each client-side navigation (web/state/page.ts). Kept
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
