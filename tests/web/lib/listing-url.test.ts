import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type Facets, type ListingParams } from '../../../core/catalog/listing';
import { appliedFilters, listingHref, withoutFilters, type ListingChoice } from '../../../web/lib/listing-url';

const facets: Facets = {
  categories: [{ value: 'proteinas', label: 'Proteínas', count: 16 }],
  brands: [
    { value: 'optimum-nutrition', label: 'Optimum Nutrition', count: 3 },
    { value: 'bsn', label: 'BSN', count: 2 },
  ],
  goals: [{ value: 'definir', label: 'Definir', count: 5 }],
  flavours: [{ value: 'Cookies & Cream', label: 'Cookies & Cream', count: 7 }],
  price: { min: 159_900, max: 249_900 },
};

const listing = (filters: Partial<ListingParams['filters']> = {}, sort: ListingParams['sort'] = 'relevancia') => ({
  filters: { ...NO_FILTERS, ...filters },
  sort,
});
const category = { path: '/proteinas/' };
const search = { path: '/buscar/', search: { query: 'whey', category: null } };

describe('listing addresses', () => {
  it("a category's choice is its first page with the filters in canonical order", () => {
    const choice = {
      listing: listing({ brands: ['bsn'], flavours: ['Cookies & Cream'] }, 'precio-asc'),
      category: null,
    };
    expect(listingHref(category, choice)).toBe('/proteinas/?marca=bsn&sabor=Cookies+%26+Cream&orden=precio-asc');
    expect(listingHref(category, { listing: listing(), category: null })).toBe('/proteinas/');
  });

  it("a search keeps its words and puts the chosen category first; 'Todas' leaves it out", () => {
    expect(listingHref(search, { listing: listing({ inStock: true }), category: 'proteinas' })).toBe(
      '/buscar/?q=whey&categoria=proteinas&disponible=1',
    );
    expect(listingHref(search, { listing: listing(), category: null })).toBe('/buscar/?q=whey');
  });
});

describe('the chips of the filters applied', () => {
  const choice: ListingChoice = {
    listing: listing(
      {
        brands: ['bsn', 'optimum-nutrition'],
        goals: ['definir'],
        flavours: ['Cookies & Cream'],
        priceMin: 100_000,
        inStock: true,
      },
      'precio-desc',
    ),
    category: 'proteinas',
  };

  it('names each filter as the panel does, the brand by its name and the price in pesos', () => {
    expect(appliedFilters(choice, facets).map((a) => a.label)).toEqual([
      'Categoría: Proteínas',
      'Marca: BSN',
      'Marca: Optimum Nutrition',
      'Objetivo: Definir',
      'Sabor: Cookies & Cream',
      'Precio: desde $ 100.000',
      'Solo disponibles',
    ]);
  });

  it('removes exactly its own filter and keeps the rest and the order', () => {
    const [byCategory, byBsn, , , , byPrice] = appliedFilters(choice, facets);
    expect(listingHref(search, byBsn.without)).toBe(
      '/buscar/?q=whey&categoria=proteinas&marca=optimum-nutrition&objetivo=definir&sabor=Cookies+%26+Cream&precio-min=100000&disponible=1&orden=precio-desc',
    );
    expect(byCategory.without.category).toBeNull();
    expect(byPrice.without.listing.filters).toMatchObject({ priceMin: null, priceMax: null, inStock: true });
  });

  it('reads a price range both ways, and an unknown brand by what the URL says', () => {
    const range = { listing: listing({ priceMin: 150_000, priceMax: 200_000, brands: ['otra'] }), category: null };
    expect(appliedFilters(range, facets).map((a) => a.label)).toEqual(['Marca: otra', 'Precio: $ 150.000 a $ 200.000']);
    const upTo = { listing: listing({ priceMax: 200_000 }), category: null };
    expect(appliedFilters(upTo, facets).map((a) => a.label)).toEqual(['Precio: hasta $ 200.000']);
  });

  it('has none for a listing without filters; "Limpiar todo" keeps only the order', () => {
    expect(appliedFilters({ listing: listing({}, 'nuevos'), category: null }, facets)).toEqual([]);
    expect(listingHref(search, withoutFilters(choice))).toBe('/buscar/?q=whey&orden=precio-desc');
  });
});
