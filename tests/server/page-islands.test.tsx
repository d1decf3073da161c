import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { PublicSettings } from '../../web/lib/page-shell';
import { SettingsProvider } from '../../web/lib/settings-context';
import { TapsHeld } from '../../web/lib/use-hydrated';
import { ISLANDS, LAYOUT_ISLANDS, type IslandName } from '../../web/pages/island-table';
import { pageRowOf } from '../../web/pages/page-table';
import { accountServer } from './support/account-client';

// A page that stays server HTML hydrates each island alone, in its own root, from the props in its box: React keeps the
// server's HTML only if that root renders exactly what the page rendered there. This renders every island of the real
// pages alone, as the browser's root does, and compares.
const ctx = accountServer();

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Box = { readonly name: string; readonly props: object; readonly inner: string };

/** Each island's box in a page's HTML: its name, props and the HTML inside it (its <div>s counted to find its end). */
const boxesOf = (html: string): Box[] => {
  const opening = /<div data-isla="([^"]+)" data-props="([^"]*)" class="contents">/g;
  const boxes: Box[] = [];
  for (const match of html.matchAll(opening)) {
    const start = match.index + match[0].length;
    const tags = /<div[\s>]|<\/div>/g;
    tags.lastIndex = start;
    let depth = 1;
    let end = start;
    for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      end = tag.index;
    }
    boxes.push({ name: match[1], props: JSON.parse(unescape(match[2])) as object, inner: html.slice(start, end) });
  }
  return boxes;
};

const pageOf = async (path: string) => {
  const html = await (await ctx.server.get(path, { headers: { accept: 'text/html' } })).text();
  const state = JSON.parse(/<script id="estado-inicial"[^>]*>([^<]*)<\/script>/.exec(html)![1]) as {
    settings: PublicSettings;
  };
  return { html, settings: state.settings };
};

const alone = async (box: Box, path: string, settings: PublicSettings) => {
  const { component: Component } = await ISLANDS[box.name as IslandName].load();
  const [pathname, search = ''] = path.split('?');
  const Island = Component as (props: object) => React.ReactNode;
  return renderToString(
    <TapsHeld value>
      <SettingsProvider value={settings}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <Island {...box.props} />
        </Router>
      </SettingsProvider>
    </TapsHeld>,
  );
};

/** A product of the seeded catalogue: the first card of its category's page. */
const aProductPath = async () => /href="(\/proteinas\/[^/"]+\/)"/.exec((await pageOf('/proteinas/')).html)![1];

describe('the islands of a page that stays server HTML', () => {
  const pages = ['/', '/proteinas/', 'a product', '/buscar/?q=proteina', '/terminos-condiciones/'];
  for (const page of pages) {
    it(`render alone what ${page} renders in their place`, async () => {
      const path = page === 'a product' ? await aProductPath() : page;
      const { html, settings } = await pageOf(path);
      expect(html).toContain('data-modo="islas"');
      const boxes = boxesOf(html);
      expect(boxes.map((b) => b.name)).toEqual(expect.arrayContaining(['search-box', 'cart-button', 'toaster']));
      if (page === 'a product') expect(boxes.map((b) => b.name)).toContain('add-to-cart');
      for (const box of boxes) expect(await alone(box, path, settings), box.name).toBe(box.inner);
    });
  }

  it("are the layout's and those its row in the page table declares", async () => {
    for (const [path, kind] of [
      ['/', 'home'],
      ['/proteinas/', 'category'],
      ['/buscar/?q=proteina', 'search'],
      ['/contactenos/', 'info'],
      ['/guia/', 'info'],
      [await aProductPath(), 'product'],
    ] as const) {
      const declared = [...LAYOUT_ISLANDS, ...(pageRowOf(kind).islands ?? [])];
      for (const box of boxesOf((await pageOf(path)).html))
        expect(declared, `${path}: ${box.name}`).toContain(box.name);
    }
  });

  it('are only the ones the table knows', async () => {
    const { html } = await pageOf('/proteinas/');
    for (const box of boxesOf(html)) expect(Object.hasOwn(ISLANDS, box.name), box.name).toBe(true);
  });
});
