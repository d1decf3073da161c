import { loadScript } from '../load-script';
import type { PageViews } from './page-views';

/** Query parameters that carry a secret (a reset or verification token, an order link's signature): never sent. */
const SECRET_PARAMS = ['token', 'firma'];

/** What the tag manager needs of the browser (tests pass their own). */
export type TagHost = {
  readonly target: { dataLayer?: unknown[] };
  /** The store's origin, which page addresses are read against. */
  readonly origin: string;
  readonly now: () => number;
  readonly load: (src: string) => Promise<void>;
};

const browser = (): TagHost => ({
  target: window as { dataLayer?: unknown[] },
  origin: location.origin,
  now: () => Date.now(),
  load: loadScript,
});

/** The Google Tag Manager script of a container (config GTM_ID, `GTM-` and letters or digits). */
export const tagManagerScript = (gtmId: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;

/**
 * Starts Google Tag Manager: `window.dataLayer` with GTM's start event, a `page_view` for each page shown since the
 * visit began (./page-views.ts keeps those shown before this module loaded, after the first interaction or idle:
 * ./start-analytics.ts) and for each one shown later, each with its own title and once (the same address twice in a
 * row is one view); then the container's script. Secret query parameters are left out of what is pushed.
 */
export const startTagManager = (gtmId: string, views: PageViews, host: TagHost = browser()): (() => void) => {
  const dataLayer = (host.target.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': host.now(), 'event': 'gtm.js' });
  let last = '';
  const stop = views.follow((view) => {
    const url = new URL(view.url, host.origin);
    for (const name of SECRET_PARAMS) url.searchParams.delete(name);
    url.hash = '';
    if (url.href === last) return;
    last = url.href;
    dataLayer.push({
      event: 'page_view',
      page_path: url.pathname + url.search,
      page_title: view.title,
      page_location: url.href,
    });
  });
  void host.load(tagManagerScript(gtmId)).catch(() => undefined);
  return stop;
};
