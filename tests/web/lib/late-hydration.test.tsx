import type { PageState } from '../../../web/pages/page-table';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { getProduct } from '../../../core/catalog/get-product';
import { lateHydrated, loadLateParts } from '../../../web/lib/late-hydration';
import { loadPageView, pageView } from '../../../web/pages/registry';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';

const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function Note({ words }: { words: string }) {
  return (
    <p>
      {words} <a href="/contactenos/">Contáctenos</a>
    </p>
  );
}

describe('a part hydrated late, as the server renders it', () => {
  it('is rendered in full, links included, once its code is loaded with the page', async () => {
    const LateNote = lateHydrated(async () => Note);
    await loadLateParts();
    const html = renderToString(<LateNote words="Envíos a toda Colombia" />);
    expect(text(html)).toBe('Envíos a toda Colombia Contáctenos');
    // A plain link, followed by the browser before the part hydrates.
    expect(html).toContain('<a href="/contactenos/">');
    // Inside a Suspense boundary the browser can hydrate later on its own.
    expect(html).toMatch(/^<div><!--\$-->/);
  });

  it("a product's description and related products come in the page's HTML, not after it", async () => {
    const products = inMemoryProductStore(aCatalogue());
    const view = await getProduct({ products })({ slug: 'proteina-01', category: 'proteinas' });
    if (!view.ok) throw new Error(view.error.message);
    await loadPageView('product');
    const Product = pageView('product');
    const html = text(
      renderToString(
        <Router ssrPath="/proteinas/proteina-01/">
          <Product page={{ kind: 'product', view: view.value }} state={{} as PageState} />
        </Router>,
      ),
    );
    expect(html).toContain(`Descripción ${view.value.product.description.split('\n')[0].trim()}`);
    expect(html).toContain(`Modo de uso`);
    expect(view.value.related.length).toBeGreaterThan(0);
    expect(html).toMatch(new RegExp(`También te puede interesar .*${view.value.related[0].name}`));
  });
});
