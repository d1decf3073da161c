import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type Facets } from '../../../core/catalog/listing';
import { CategoryPage } from '../../../web/pages/category-page';
import { FilterSheet } from '../../../web/pages/filter-sheet';
import { ListingView } from '../../../web/pages/listing-view';
import { aCard } from '../../builders/product-card';
import { headingOutline, skippedLevels } from '../support/heading-outline';

const facet = (value: string, count = 1) => ({ value, label: value, count });
const facets: Facets = {
  categories: [facet('proteinas', 16)],
  brands: ['Optimum', 'BSN', 'Dymatize', 'Healthy', 'Smart', 'MuscleTech', 'Nutrex', 'Proscience'].map((b) =>
    facet(b.toLowerCase()),
  ),
  goals: [facet('definir', 5)],
  flavours: [facet('Chocolate', 15)],
  price: { min: 159_900, max: 249_900 },
};
const choice = {
  listing: { filters: { ...NO_FILTERS, brands: ['nutrex'] }, sort: 'precio-asc' as const },
  category: null,
};
const at = { path: '/proteinas/' };

const render = (node: React.ReactNode) => renderToString(<Router ssrPath="/proteinas/?marca=nutrex">{node}</Router>);
const listing = render(
  <ListingView
    at={at}
    choice={choice}
    facets={facets}
    products={[]}
    total={0}
    page={1}
    pageCount={1}
    hrefOf={() => '/proteinas/'}
    summary="1 producto"
    empty={<p>Nada</p>}
  />,
);

describe('a listing as the server renders it', () => {
  it('is one GET form of filters and order that works without JavaScript, with its own submit buttons', () => {
    expect(listing).toMatch(/<aside id="filtros"[^>]*>/);
    expect(listing).toMatch(/<form id="filtros-formulario" action="\/proteinas\/" method="get">/);
    expect(listing).toMatch(/<select id="orden" name="orden" form="filtros-formulario"/);
    expect(listing).toContain('<noscript><button type="submit"');
    expect(listing).toContain('>Aplicar filtros</button></noscript>');
    expect(listing).toContain(
      'form="filtros-formulario" class="h-12 shrink-0 rounded-lg border border-line px-3 text-sm font-semibold">Ordenar</button></noscript>',
    );
  });

  it('offers "Filtrar" with the count of filters applied, as a link to the panel until the page runs', () => {
    expect(listing).toMatch(/<a href="#filtros"[^>]*>.*Filtrar.*>1<span class="sr-only"> aplicado<\/span>/);
  });

  it('shows the filters applied as removable chips and "Limpiar todo", keeping the order', () => {
    expect(listing).toMatch(/<ul aria-label="Filtros aplicados"/);
    expect(listing).toMatch(
      /<a data-lugar="resultados" href="\/proteinas\/\?orden=precio-asc"[^>]*>Marca: nutrex<span class="sr-only"> \(quitar\)/,
    );
    expect(listing).toMatch(/<a data-lugar="resultados" href="\/proteinas\/\?orden=precio-asc"[^>]*>Limpiar todo<\/a>/);
  });

  it('shows six brands and the rest behind "Ver más", opened because a hidden one is chosen; no list in a box of its own', () => {
    expect(listing).toMatch(/<details class="group" open="">.*Ver más \(2\)/);
    expect(listing).not.toMatch(/overflow-y-auto|max-h-56/);
  });
});

describe('the filter sheet', () => {
  const sheet = render(<FilterSheet at={at} choice={choice} facets={facets} total={1} onClose={() => undefined} />);

  it('starts from the listing shown: its count on the button, "Limpiar" beside it, its order kept', () => {
    expect(sheet).toMatch(/<dialog aria-labelledby="hoja-filtros-titulo"/);
    expect(sheet).toContain('>Ver 1 producto</button>');
    expect(sheet).toContain('>Limpiar</button>');
    expect(sheet).toContain('<input type="hidden" name="orden" value="precio-asc"/>');
    expect(sheet).toMatch(/name="marca" checked="" value="nutrex"/);
  });

  it('has a close button named for screen readers and no "Aplicar filtros"', () => {
    expect(sheet).toContain('aria-label="Cerrar los filtros"');
    expect(sheet).not.toContain('Aplicar filtros');
  });
});

describe("a category page's headings", () => {
  const page = render(
    <CategoryPage
      listing={{
        category: { slug: 'proteinas', name: 'Proteínas', description: 'Para ganar músculo.', position: 1 },
        products: [aCard(), aCard({ slug: 'caseina', name: 'Caseína' })],
        page: 1,
        pageCount: 1,
        total: 2,
        listing: choice.listing,
        facets,
      }}
    />,
  );

  it("name the cards' list with an h2 between the page's h1 and the cards' h3, so a screen reader skips no level", () => {
    const outline = headingOutline(page);
    expect(outline.slice(-3)).toEqual(['h2 Productos', 'h3 Whey', 'h3 Caseína']);
    expect(skippedLevels(outline)).toEqual([]);
  });

  it('label the list by that heading, which only a screen reader hears', () => {
    expect(page).toContain('<section aria-labelledby="productos-titulo"');
    expect(page).toContain('<h2 id="productos-titulo" class="sr-only">Productos</h2>');
  });
});
