import { describe, expect, it } from 'vitest';
import { mayPrefetch, prefetchPath, type KnownPages } from '../../../web/lib/prefetch-rules';

describe('whether pages are loaded ahead', () => {
  it('yes online on a fast connection, and where the browser says nothing of its connection', () => {
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
    expect(mayPrefetch({ onLine: true })).toBe(true);
  });

  it('not with the data saver on, on 2G (slow or not), nor offline', () => {
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(mayPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
  });
});

const store = 'https://fornido.co';
const known: KnownPages = {
  origin: store,
  path: '/proteinas/',
  categories: new Set(['proteinas', 'creatinas']),
  infoPages: new Set(['contactenos', 'politica-devolucion']),
};

describe('which links are loaded ahead', () => {
  it('a category, a product and an information page of this store', () => {
    expect(prefetchPath(`${store}/creatinas/`, known)).toBe('/creatinas/');
    expect(prefetchPath(`${store}/proteinas/gold-standard-100-whey/`, known)).toBe(
      '/proteinas/gold-standard-100-whey/',
    );
    expect(prefetchPath(`${store}/contactenos/`, known)).toBe('/contactenos/');
  });

  it('not home (the logo on every page), the page on screen, nor a link to a part of it', () => {
    expect(prefetchPath(`${store}/`, known)).toBeNull();
    expect(prefetchPath(`${store}/proteinas/`, known)).toBeNull();
    expect(prefetchPath(`${store}/proteinas/#resultados`, known)).toBeNull();
  });

  it("not another store's page, nor an address with a query (filters, orders, search)", () => {
    expect(prefetchPath('https://wa.me/573001234567', known)).toBeNull();
    expect(prefetchPath('https://sic.gov.co/', known)).toBeNull();
    expect(prefetchPath(`${store}/creatinas/?marca=bsn`, known)).toBeNull();
    expect(prefetchPath(`${store}/buscar/?q=creatina`, known)).toBeNull();
  });

  it("not the checkout, the account, orders or a product's other sizes, nor a path the store does not know", () => {
    for (const path of [
      '/checkout/',
      '/checkout/datos-personales/',
      '/micuenta/',
      '/cuenta/ingresar/',
      '/pedido/F-1001/',
      '/error/',
      '/proteinas/gold-standard-100-whey/gs-5lb-choc/',
      '/proteinas/pagina/2/',
      '/no-existe/',
      '/creatinas',
    ])
      expect(prefetchPath(`${store}${path}`, known), path).toBeNull();
    expect(prefetchPath('mailto:ventas@fornido.co', known)).toBeNull();
    expect(prefetchPath('no es una dirección', known)).toBeNull();
  });
});
