import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { getProduct } from '../../../core/catalog/get-product';
import { ProductCard } from '../../../web/components/product-card';
import { hasOneVariant } from '../../../web/components/quick-add';
import { ProductPage } from '../../../web/pages/product-page';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';
import { aCard } from '../../builders/product-card';

const products = inMemoryProductStore(aCatalogue());
const page = async (variant?: string) => {
  const view = await getProduct({ products })({ slug: 'proteina-01', category: 'proteinas', variant });
  if (!view.ok) throw new Error(view.error.message);
  const path = `/proteinas/proteina-01/${variant ? `${variant}/` : ''}`;
  return renderToString(
    <Router ssrPath={path}>
      <ProductPage view={view.value} />
    </Router>,
  );
};
const mainImage = (html: string) => /<img[^>]*>/.exec(html)![0];

describe('the product page as the server renders it', () => {
  it('shows the picture of the chosen variant at once: its size on the label, eager, first, with its size set', async () => {
    const five = mainImage(await page('p01-5lb-choc'));
    expect(five).toContain('src="/img/productos/proteina-01-5-lb-chocolate.svg?w=640"');
    // The picture's own text: what it shows, the 5 lb jar of chocolate.
    expect(five).toContain('alt="Proteína 01 de Marca Ñandú, sabor chocolate, 5 lb"');
    expect(five).toMatch(/fetchPriority="high"/i);
    expect(five).toContain('loading="eager"');
    expect(five).not.toContain('decoding="async"');
    expect(five).toContain('width="800" height="800"');
    expect(mainImage(await page('p01-2lb-choc'))).toContain('src="/img/productos/proteina-01-chocolate.svg?w=640"');
  });

  it('offers the sizes and flavours as links to their own addresses, the chosen one marked', async () => {
    const html = await page('p01-5lb-choc');
    expect(html).toContain('href="/proteinas/proteina-01/p01-2lb-choc/"');
    expect(html).toMatch(/href="\/proteinas\/proteina-01\/p01-5lb-choc\/" data-lugar="variante" aria-current="true"/);
    // Vanilla does not come in 5 lb: shown, not a link.
    expect(html).toMatch(/<span aria-disabled="true" title="No viene en 5 lb"[^>]*>Vainilla<\/span>/);
  });

  it('offers "Avísame cuando llegue" under a sold-out variant only', async () => {
    const soldOut = await page('p01-2lb-vain');
    expect(soldOut).toContain('Avísame cuando llegue');
    expect(soldOut).toContain('autoComplete="email"');
    expect(await page('p01-2lb-choc')).not.toContain('Avísame cuando llegue');
  });
});

const card = (sizes: number, flavours: number) => aCard({ sizes, flavours });

describe('the quick "Agregar" of a product card', () => {
  it('adds at once only a product of one presentation; others open a picker', () => {
    expect(hasOneVariant(card(1, 1))).toBe(true);
    expect(hasOneVariant(card(1, 0))).toBe(true);
    expect(hasOneVariant(card(2, 1))).toBe(false);
    expect(hasOneVariant(card(1, 4))).toBe(false);
    const button = (sizes: number, flavours: number) =>
      /<button[^>]*>/.exec(
        renderToString(
          <Router ssrPath="/proteinas/">
            <ProductCard product={card(sizes, flavours)} />
          </Router>,
        ),
      )![0];
    expect(button(2, 4)).toContain('aria-haspopup="dialog"');
    expect(button(1, 1)).not.toContain('aria-haspopup');
  });
});
