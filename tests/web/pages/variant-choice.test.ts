import { afterEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import type { ProductView } from '../../../core/catalog/get-product';
import { pageStore } from '../../../web/pages/page-store';
import { productStore } from '../../../web/state/product';
import { chooseVariant } from '../../../web/pages/variant-choice';

const choc = { sku: 'ON-GSW-5LB-CHOC', size: '5 lb', flavour: 'Chocolate', stock: 4 };
const vain = { sku: 'ON-GSW-5LB-VAIN', size: '5 lb', flavour: 'Vainilla', stock: 2 };
const view = {
  product: { slug: 'gold-standard-100-whey', name: 'Gold Standard 100% Whey', variants: [choc, vain] },
  variant: choc,
  related: [],
} as unknown as ProductView;

const browser = () => {
  const replaced: string[] = [];
  vi.stubGlobal('document', { title: '' });
  vi.stubGlobal('history', { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) });
  return replaced;
};

afterEach(() => vi.unstubAllGlobals());

describe('choosing another variant on the product page', () => {
  it('shows it in place: the page state and the product store change, the address is replaced, nothing is loaded', () => {
    const replaced = browser();
    const url = '/proteinas/gold-standard-100-whey/on-gsw-5lb-vain/';
    pageStore.state = ref({
      ...pageStore.state,
      loaded: {
        url: '/proteinas/gold-standard-100-whey/on-gsw-5lb-choc/',
        status: 200,
        page: { kind: 'product', view },
      },
    });
    productStore.quantity = 3;
    expect(chooseVariant(vain as unknown as ProductView['variant'], url)).toBe(true);
    const { loaded } = pageStore.state;
    // The page state names the new address: the router's navigation to it finds the page already shown.
    expect(loaded.url).toBe(url);
    expect(loaded.page.kind === 'product' && loaded.page.view.variant.sku).toBe('ON-GSW-5LB-VAIN');
    expect(productStore.view?.variant.sku).toBe('ON-GSW-5LB-VAIN');
    expect(productStore.quantity).toBe(1);
    expect(replaced).toEqual([url]);
    expect(document.title).toBe('Gold Standard 100% Whey 5 lb, Vainilla | Fornido Colombia');
  });

  it('leaves the link to the browser when no product page is on screen', () => {
    const replaced = browser();
    pageStore.state = ref({ ...pageStore.state, loaded: { url: '/', status: 200, page: { kind: 'not-found' } } });
    expect(chooseVariant(vain as unknown as ProductView['variant'], '/x/')).toBe(false);
    expect(replaced).toEqual([]);
  });
});
