import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_PAGE, pageRoute, type KnownPages } from '../../../core/vitals/page-route';

const known: KnownPages = {
  categories: new Set(['proteinas', 'creatinas']),
  fixed: new Set(['/', '/buscar/', '/contactenos/', '/checkout/metodo-pago/']),
};

describe('the route a measured page is grouped under', () => {
  it('keeps fixed pages and categories, and names products, listing pages and orders by their pattern', () => {
    expect(pageRoute('/', known)).toBe('/');
    expect(pageRoute('/buscar/?q=whey+gold', known)).toBe('/buscar/');
    expect(pageRoute('/contactenos', known)).toBe('/contactenos/');
    expect(pageRoute('/checkout/metodo-pago/#pago', known)).toBe('/checkout/metodo-pago/');
    expect(pageRoute('/proteinas/?marca=bsn', known)).toBe('/proteinas/');
    expect(pageRoute('/proteinas/pagina/', known)).toBe('/proteinas/');
    expect(pageRoute('/proteinas/pagina/3/', known)).toBe('/proteinas/pagina/:n/');
    expect(pageRoute('/proteinas/syntha-6/', known)).toBe('/proteinas/:producto/');
    expect(pageRoute('/creatinas/creatina-monohidratada/300g/', known)).toBe('/creatinas/:producto/');
    expect(pageRoute('/pedido/FOR-000123/?firma=abc', known)).toBe('/pedido/:numero/');
  });

  it('counts anything else as (other): unknown sections, odd characters, other hosts, deep paths', () => {
    for (const path of [
      '',
      'proteinas/',
      '//evil.example/',
      '/no-existe/',
      '/no-existe/producto/',
      '/proteinas/pagina/cero/',
      '/proteinas/a/b/c/',
      '/proteinas/<script>/',
      '/proteinas/%E2%9C%93/',
      '/pedido/1/2/',
    ])
      expect(pageRoute(path, known), path).toBe(OTHER_PAGE);
  });

  it('never keeps a query, a fragment or an unknown address, whatever the path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (path) => {
        const route = pageRoute(path, known);
        expect(route).not.toMatch(/[?#]/);
        const allowed =
          route === OTHER_PAGE ||
          known.fixed.has(route) ||
          route === '/pedido/:numero/' ||
          /^\/(proteinas|creatinas)\/(:producto\/|pagina\/:n\/)?$/.test(route);
        expect(allowed, route).toBe(true);
      }),
    );
  });
});
