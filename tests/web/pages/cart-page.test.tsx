import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { PricedCart } from '../../../contract/cart';
import { codTerms } from '../../../core/cart/payment-terms';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { SettingsProvider } from '../../../web/lib/settings-context';
import { CartPage } from '../../../web/pages/cart-page';
import { cartStore } from '../../../web/state/cart';
import { headingOutline, skippedLevels } from '../support/heading-outline';
import { publicSettings } from '../support/public-settings';

const line = (sku: string, name: string, quantity: number) => ({
  sku,
  quantity,
  productSlug: sku.toLowerCase(),
  category: 'creatinas',
  name,
  brand: 'Marca',
  size: '300 g',
  flavour: null,
  image: null,
  unitPrice: pesos(129_900),
  compareAt: null,
  stock: 10,
  maxQuantity: 10,
  lineTotal: pesos(129_900 * quantity),
});
const lines = [line('CRE-300', 'Creatina', 2), line('WHEY-2LB', 'Whey', 1)];
const priced: PricedCart = {
  lines,
  changes: [],
  subtotal: pesos(389_700),
  missingForFreeShipping: pesos(0),
  itemCount: 3,
  cashOnDelivery: codTerms(
    { totalBeforeSurcharge: pesos(389_700), shippingIncluded: false, codCoverage: null },
    defaultPolicy,
  ),
};

const rendered = () =>
  renderToString(
    <SettingsProvider value={publicSettings()}>
      <Router ssrPath="/checkout/">
        <CartPage categories={[]} />
      </Router>
    </SettingsProvider>,
  );

afterEach(() => {
  Object.assign(cartStore, { lines: [], priced: null, ready: false });
});

describe("the cart page's headings", () => {
  it("name the lines' list with an h2 counting the units, so the products' h3 skip no level after the h1", () => {
    Object.assign(cartStore, {
      ready: true,
      lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
      priced,
    });
    const outline = headingOutline(rendered());
    expect(outline.slice(0, 4)).toEqual(['h1 Tu carrito', 'h2 3 productos', 'h3 Creatina', 'h3 Whey']);
    expect(skippedLevels(outline)).toEqual([]);
  });
});
