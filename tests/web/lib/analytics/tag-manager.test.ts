import { describe, expect, it } from 'vitest';
import { startTagManager, tagManagerScript, type TagHost } from '../../../../web/lib/analytics/tag-manager';

const aPage = (href: string, title: string) => {
  const page = { href, title, loaded: [] as string[], listeners: [] as (() => void)[] };
  const target: { dataLayer?: unknown[] } = {};
  const host: TagHost = {
    target,
    location: () => new URL(page.href),
    title: () => page.title,
    now: () => 1_700_000_000_000,
    load: async (src) => void page.loaded.push(src),
    onPage: (listener) => {
      page.listeners.push(listener);
      return () => page.listeners.splice(page.listeners.indexOf(listener), 1);
    },
  };
  const go = (to: string, newTitle: string) => {
    page.href = to;
    page.title = newTitle;
    for (const l of [...page.listeners]) l();
  };
  return { page, target, host, go };
};

describe('Google Tag Manager', () => {
  it("starts GTM's data layer with a page view of this page, then loads exactly the container's script", () => {
    const { page, target, host } = aPage('https://fornido.co/proteinas/?marca=bsn', 'Proteínas | Fornido Colombia');
    startTagManager('GTM-AB12CD3', host);
    expect(target.dataLayer).toEqual([
      { 'gtm.start': 1_700_000_000_000, 'event': 'gtm.js' },
      {
        event: 'page_view',
        page_path: '/proteinas/?marca=bsn',
        page_title: 'Proteínas | Fornido Colombia',
        page_location: 'https://fornido.co/proteinas/?marca=bsn',
      },
    ]);
    expect(page.loaded).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3']);
  });

  it('pushes a page view on every change of page, once each, without secret parameters', () => {
    const { target, host, go } = aPage('https://fornido.co/', 'Fornido');
    target.dataLayer = [{ event: 'algo-anterior' }];
    const stop = startTagManager('GTM-AB12CD3', host);
    go('https://fornido.co/creatinas/', 'Creatinas | Fornido Colombia');
    go('https://fornido.co/creatinas/', 'Creatinas | Fornido Colombia');
    go('https://fornido.co/checkout/confirmacion/?pedido=FOR-1&firma=secreta#top', 'Pedido recibido');
    stop();
    go('https://fornido.co/', 'Fornido');
    const views = target.dataLayer.filter((e) => (e as { event: string }).event === 'page_view');
    expect(target.dataLayer[0]).toEqual({ event: 'algo-anterior' });
    expect(views).toEqual([
      { event: 'page_view', page_path: '/', page_title: 'Fornido', page_location: 'https://fornido.co/' },
      {
        event: 'page_view',
        page_path: '/creatinas/',
        page_title: 'Creatinas | Fornido Colombia',
        page_location: 'https://fornido.co/creatinas/',
      },
      {
        event: 'page_view',
        page_path: '/checkout/confirmacion/?pedido=FOR-1',
        page_title: 'Pedido recibido',
        page_location: 'https://fornido.co/checkout/confirmacion/?pedido=FOR-1',
      },
    ]);
  });

  it('escapes the container id in the script address', () => {
    expect(tagManagerScript('GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(tagManagerScript('a&b')).toBe('https://www.googletagmanager.com/gtm.js?id=a%26b');
  });
});
