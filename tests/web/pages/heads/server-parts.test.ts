import { describe, expect, it } from 'vitest';
import { defaultCompany } from '../../../../core/company/company';
import { infoPages } from '../../../../core/content/info-pages';
import { CALCULATOR_PATH, LEVELS_PATH, RANKING_PATH, REFERRALS_PATH } from '../../../../contract/page-paths';
import { pageCards, pageHead, serverPart, sitemapPaths } from '../../../../web/pages/heads/server-parts';
import type { PageData, PageRow } from '../../../../web/pages/page-row';
import { PAGES, type Loaded } from '../../../../web/pages/page-table';

const ORIGIN = 'https://fornido.co';
const head = (loaded: Loaded) => pageHead(loaded, ORIGIN, defaultCompany);

describe("the server's part of the table of pages", () => {
  it('lists the home and the information pages first in sitemap.xml, then the rows in order, the catalogue last', async () => {
    const map = {
      categories: [
        { slug: 'proteinas', pageCount: 2 },
        { slug: 'creatinas', pageCount: 1 },
      ],
      products: [{ category: 'proteinas', slug: 'whey' }],
    };
    const paths = await sitemapPaths(map);
    const first = ['/', ...infoPages.map((p) => `/${p.slug}/`)];
    const catalogue = ['/proteinas/', '/proteinas/pagina/2/', '/creatinas/', '/proteinas/whey/'];
    expect(paths.slice(0, first.length)).toEqual(first);
    expect(paths.slice(-catalogue.length)).toEqual(catalogue);
    // The store's own pages between them, in the table's order (a page added to the table adds its line there).
    const own = paths.slice(first.length, -catalogue.length);
    const programmes = [CALCULATOR_PATH, LEVELS_PATH, RANKING_PATH, REFERRALS_PATH];
    expect(own.filter((p) => programmes.includes(p))).toEqual(programmes);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names the cards of the store's own pages once each, every one with a title and a subtitle", async () => {
    const cards = await pageCards();
    const names = ['inicio', 'calculadora-de-calorias', 'niveles', 'tabla-clasificacion', 'sistema-referidos'];
    expect([...cards.keys()]).toEqual(expect.arrayContaining([...names, ...infoPages.map((p) => p.slug)]));
    for (const [name, card] of cards) {
      expect(card.title, name).not.toBe('');
      expect(card.subtitle, name).not.toBe('');
    }
  });

  it('never gives two cards one name: a later one would hide the first', async () => {
    const parts = await Promise.all(PAGES.map((row) => serverPart(row as PageRow<PageData>)));
    const names = parts.flatMap((part) => (part.cards ?? []).map((c) => c.name));
    expect(names.length).toBe((await pageCards()).size);
  });

  it("gives a page kept from search engines the store's description, and a shopper's own page no follow either", async () => {
    const signIn = await head({ url: '/cuenta/ingresar/', status: 200, page: { kind: 'sign-in', returnTo: '/' } });
    expect(signIn).toMatchObject({ title: 'Ingresa a tu cuenta | Fornido Colombia', canonical: null });
    expect(signIn.robots).toBe('noindex,follow');
    expect(signIn.og.image).toBe(`${ORIGIN}/img/og/paginas/inicio.png`);
    const reset = await head({ url: '/reset/password/', status: 200, page: { kind: 'reset-password', token: 't' } });
    expect({ ...reset, title: '', robots: '' }).toEqual({ ...signIn, title: '', robots: '' });
    expect(reset.robots).toBe('noindex,nofollow');
  });

  it("loads a page's own head from its module: the home's names the store in JSON-LD", async () => {
    const home = await head({ url: '/', status: 200, page: { kind: 'home', categories: [], newest: [] } });
    expect(home).toMatchObject({ canonical: `${ORIGIN}/`, robots: 'index,follow' });
    expect(home.jsonLd.map((ld) => (ld as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
  });
});
