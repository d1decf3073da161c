import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddToCart } from '../../../web/components/add-to-cart';
import { BuyBar, variantLabel } from '../../../web/components/buy-bar';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryProductStore } from '../../fakes/in-memory-product-store';
import { getProduct } from '../../../core/catalog/get-product';

const variant = async () => {
  const view = await getProduct({ products: inMemoryProductStore(aCatalogue()) })({
    slug: 'proteina-01',
    category: 'proteinas',
  });
  if (!view.ok) throw new Error(view.error.message);
  return view.value.variant;
};

describe("the phone's buy bar", () => {
  it('names the chosen variant as the cart does: size and flavour, whichever it has', () => {
    expect(variantLabel({ size: '2 lb', flavour: 'Chocolate' })).toBe('2 lb · Chocolate');
    expect(variantLabel({ size: '300 g', flavour: null })).toBe('300 g');
  });

  it('draws nothing while the page has not said it is needed (on the server, while hydrating)', async () => {
    const html = renderToString(
      <BuyBar variant={await variant()} shown={false} adding={false} onAdd={() => undefined} />,
    );
    expect(html).toBe('');
  });

  it("is not in the page the server sends: only the page's own button is", async () => {
    const html = renderToString(<AddToCart variant={await variant()} name="Proteína 01" />);
    expect(html).not.toContain('Compra rápida');
    expect(html.match(/Agregar al carrito/g)).toHaveLength(1);
  });
});
