import { subscribe } from 'valtio/vanilla';
import { loadScript } from '../load-script';
import { pageStore } from '../../state/page-store';

/** Query parameters that carry a secret (a reset or verification token, an order link's signature): never sent. */
const SECRET_PARAMS = ['token', 'firma'];

/** What the tag manager sees of the page (tests pass their own). */
export type TagHost = {
  readonly target: { dataLayer?: unknown[] };
  readonly location: () => URL;
  readonly title: () => string;
  readonly now: () => number;
  readonly load: (src: string) => Promise<void>;
  /** Calls `listener` after every change of the page shown; returns how to stop. */
  readonly onPage: (listener: () => void) => () => void;
};

const browser = (): TagHost => ({
  target: window as { dataLayer?: unknown[] },
  location: () => new URL(location.href),
  title: () => document.title,
  now: () => Date.now(),
  load: loadScript,
  // A page is shown when its loaded state replaces the last one (the title is set by then); not when loading starts.
  onPage: (listener) => {
    let shown = pageStore.state.loaded;
    return subscribe(pageStore, () => {
      if (pageStore.state.loaded === shown) return;
      shown = pageStore.state.loaded;
      listener();
    });
  },
});

/** The Google Tag Manager script of a container (config GTM_ID, `GTM-` and letters or digits). */
export const tagManagerScript = (gtmId: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;

/**
 * Starts Google Tag Manager: `window.dataLayer` with GTM's start event and a `page_view` for this page, another
 * `page_view` on every client-side change of address, and the container's script loaded last (this module itself
 * loads after the first interaction or idle, web/lib/analytics/start-analytics.ts). Secret query parameters are left
 * out of what is pushed.
 */
export const startTagManager = (gtmId: string, host: TagHost = browser()): (() => void) => {
  const dataLayer = (host.target.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': host.now(), 'event': 'gtm.js' });
  let last = '';
  const pageView = () => {
    const url = host.location();
    for (const name of SECRET_PARAMS) url.searchParams.delete(name);
    url.hash = '';
    if (url.href === last) return;
    last = url.href;
    dataLayer.push({
      event: 'page_view',
      page_path: url.pathname + url.search,
      page_title: host.title(),
      page_location: url.href,
    });
  };
  pageView();
  const stop = host.onPage(pageView);
  void host.load(tagManagerScript(gtmId)).catch(() => undefined);
  return stop;
};
