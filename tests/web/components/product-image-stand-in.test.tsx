import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { getProduct } from '../../../core/catalog/get-product';
import { CARD_SIZES } from '../../../web/components/product-card';
import { CARD_WIDTHS, GALLERY_WIDTHS, ProductImage } from '../../../web/components/product-image';
import { imageSrcSet } from '../../../web/lib/images';
import { ProductPage } from '../../../web/pages/product-page';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';

const LOCAL = { imageCdnUrl: null };
const url = '/img/productos/creatina-pura-principal.svg';
const image = { url, alt: 'Creatina Pura de Marca Ñandú', width: 800, height: 800 };
const imgs = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];

describe("the listing's picture standing in for a product page's large one", () => {
  it('is drawn by the server beneath the large picture, in the same box, with the exact srcset and sizes of the card', () => {
    const html = renderToString(
      <ProductImage
        image={image}
        sizes="100vw"
        widths={GALLERY_WIDTHS}
        priority
        settings={LOCAL}
        standIn={{ widths: CARD_WIDTHS, sizes: CARD_SIZES }}
        className="h-full w-full object-contain"
      />,
    );
    const [large, standIn, ...more] = imgs(html);
    expect(more).toEqual([]);
    // The large one stays first (what crawlers and the page's own tests read) and above the stand-in.
    expect(large).toContain('alt="Creatina Pura de Marca Ñandú"');
    expect(large).toContain('class="relative z-[1] h-full w-full object-contain"');
    // The same file the card asked for: same widths and same `sizes`, so the browser picks the copy it has.
    expect(standIn).toContain(`srcSet="${imageSrcSet(url, CARD_WIDTHS, LOCAL)}"`);
    expect(standIn).toContain(`sizes="${CARD_SIZES}"`);
    expect(standIn).toContain('class="absolute inset-0 h-full w-full object-contain"');
    expect(standIn).toContain('width="800" height="800"');
    // Not a second picture for screen readers, and never ahead of the large one.
    expect(standIn).toContain('alt=""');
    expect(standIn).toContain('aria-hidden="true"');
    expect(standIn).toMatch(/fetchPriority="low"/i);
  });

  it('is left out where no stand-in is asked for (cards, related products)', () => {
    const html = renderToString(<ProductImage image={image} sizes={CARD_SIZES} settings={LOCAL} />);
    expect(imgs(html)).toHaveLength(1);
    expect(imgs(html)[0]).not.toContain('relative');
  });

  it('stands in on the product page, whose square is the positioned box both are drawn in', async () => {
    const view = await getProduct({ products: inMemoryProductStore(aCatalogue()) })({
      slug: 'proteina-01',
      category: 'proteinas',
    });
    if (!view.ok) throw new Error(view.error.message);
    const html = renderToString(
      <Router ssrPath="/proteinas/proteina-01/">
        <ProductPage view={view.value} />
      </Router>,
    );
    const [large, standIn] = imgs(html);
    const file = /src="(\/img\/productos\/[^"?]+)/.exec(large!)![1];
    expect(standIn).toContain(`srcSet="${imageSrcSet(file, CARD_WIDTHS, LOCAL)}"`);
    expect(html).toMatch(/<div class="relative aspect-square[^"]*"><img/);
  });
});
