import { describe, expect, it } from 'vitest';
import { recordPageViews, type PageView, type ShownPages } from '../../../../web/lib/analytics/page-views';
import { startTagManager, tagManagerScript, type TagHost } from '../../../../web/lib/analytics/tag-manager';

/** A browser window whose pages are shown by `show`; the page views are recorded from `landing` on, as the app does. */
const aVisit = (landing: PageView) => {
  let shown = landing;
  const listeners: (() => void)[] = [];
  const pages: ShownPages = {
    current: () => shown,
    onChange: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  const views = recordPageViews(pages);
  const loaded: string[] = [];
  const target: { dataLayer?: unknown[] } = {};
  const host: TagHost = {
    target,
    origin: 'https://fornido.co',
    now: () => 1_700_000_000_000,
    load: async (src) => void loaded.push(src),
  };
  const show = (url: string, title: string) => {
    shown = { url, title };
    for (const l of [...listeners]) l();
  };
  const pageViews = () => target.dataLayer!.filter((e) => (e as { event: string }).event === 'page_view');
  return { views, host, target, loaded, show, pageViews };
};

const view = (path: string, title: string) => ({
  event: 'page_view',
  page_path: path,
  page_title: title,
  page_location: `https://fornido.co${path}`,
});

describe('Google Tag Manager', () => {
  it("starts GTM's data layer with a page view of this page, then loads exactly the container's script", () => {
    const visit = aVisit({ url: '/proteinas/?marca=bsn', title: 'Proteínas | Fornido Colombia' });
    startTagManager('GTM-AB12CD3', visit.views, visit.host);
    expect(visit.target.dataLayer).toEqual([
      { 'gtm.start': 1_700_000_000_000, 'event': 'gtm.js' },
      view('/proteinas/?marca=bsn', 'Proteínas | Fornido Colombia'),
    ]);
    expect(visit.loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);
  });

  it('pushes a page view on every change of page, once each, without secret parameters', () => {
    const visit = aVisit({ url: '/', title: 'Fornido' });
    visit.target.dataLayer = [{ event: 'algo-anterior' }];
    const stop = startTagManager('GTM-AB12CD3', visit.views, visit.host);
    visit.show('/creatinas/', 'Creatinas | Fornido Colombia');
    visit.show('/creatinas/', 'Creatinas | Fornido Colombia');
    visit.show('/checkout/confirmacion/?pedido=FOR-1&firma=secreta', 'Pedido recibido');
    stop();
    visit.show('/', 'Fornido');
    expect(visit.target.dataLayer[0]).toEqual({ event: 'algo-anterior' });
    expect(visit.pageViews()).toEqual([
      view('/', 'Fornido'),
      view('/creatinas/', 'Creatinas | Fornido Colombia'),
      view('/checkout/confirmacion/?pedido=FOR-1', 'Pedido recibido'),
    ]);
  });

  // The tag manager's code loads at the shopper's first interaction: when that is a tap on a link, the next page is
  // shown before (or while) it arrives. Reading the address bar and the document's title when it arrived lost the
  // landing page's view and gave the next page the landing page's title.
  it("sends the landing page's view, and each page's own title, when pages were shown before it loaded", () => {
    const visit = aVisit({ url: '/', title: 'Suplementos deportivos originales | Fornido Colombia' });
    visit.show('/creatinas/', 'Creatinas | Fornido Colombia');
    visit.show('/creatinas/creatina-monohidratada/', 'Creatina Monohidratada | Fornido Colombia');
    startTagManager('GTM-AB12CD3', visit.views, visit.host);
    visit.show('/proteinas/?token=abc', 'Proteínas | Fornido Colombia');
    expect(visit.pageViews()).toEqual([
      view('/', 'Suplementos deportivos originales | Fornido Colombia'),
      view('/creatinas/', 'Creatinas | Fornido Colombia'),
      view('/creatinas/creatina-monohidratada/', 'Creatina Monohidratada | Fornido Colombia'),
      view('/proteinas/', 'Proteínas | Fornido Colombia'),
    ]);
  });

  it('keeps at most 20 views while the tag manager has not loaded, the landing page first', () => {
    const visit = aVisit({ url: '/', title: 'Inicio' });
    for (let i = 1; i <= 30; i++) visit.show(`/p${i}/`, `P${i}`);
    startTagManager('GTM-AB12CD3', visit.views, visit.host);
    visit.show('/final/', 'Final');
    const paths = visit.pageViews().map((e) => (e as { page_path: string }).page_path);
    expect(paths).toHaveLength(21);
    expect(paths.slice(0, 2)).toEqual(['/', '/p1/']);
    expect(paths.at(-1)).toBe('/final/');
  });

  it('escapes the container id in the script address', () => {
    expect(tagManagerScript('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(tagManagerScript('a&b')).toBe('https://www.googletagmanager.com/gtm.js?id=a%26b');
  });
});
