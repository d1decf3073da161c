import { Link } from 'wouter';
import { listingQuery } from '../../core/catalog/listing';
import type { Category } from '../../core/catalog/product';
import type { SearchResult } from '../../core/catalog/search-products';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-card';
import { SearchBox } from '../components/search-box';

const chip = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${active ? 'border-brand bg-brand text-white' : 'border-line hover:border-brand'}`;

/** Search results with the listing's filters and a category choice; with none, another try and the categories. */
export function SearchPage({ result, categories }: { result: SearchResult; categories: readonly Category[] }) {
  const { query, category, listing, facets } = result;
  const keep: Record<string, string> = { q: query, ...(category ? { categoria: category } : {}) };
  const withCategory = (slug: string | null) =>
    `/buscar/${listingQuery(listing, { q: query, ...(slug ? { categoria: slug } : {}) })}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-extrabold">{query ? `Resultados para «${query}»` : 'Buscar productos'}</h1>
      {query && (
        <p className="mb-4 mt-1 text-sm text-muted" aria-live="polite">
          {`${result.total} ${result.total === 1 ? 'producto encontrado' : 'productos encontrados'}`}
        </p>
      )}
      {facets.categories.length > 0 && (
        <nav aria-label="Categorías de los resultados" className="mb-4 flex flex-wrap gap-2">
          <Link href={withCategory(null)} className={chip(category === null)}>
            Todas
          </Link>
          {facets.categories.map((c) => (
            <Link key={c.value} href={withCategory(c.value)} className={chip(category === c.value)}>
              {c.label} ({c.count})
            </Link>
          ))}
        </nav>
      )}
      {query && result.facets.brands.length > 0 && (
        <FilterPanel facets={facets} listing={listing} path="/buscar/" keep={keep} />
      )}
      {result.products.length > 0 ? (
        <div className="mt-4">
          <ProductGrid products={result.products} />
          <Pagination
            hrefOf={(n) => `/buscar/${listingQuery(listing, { ...keep, ...(n > 1 ? { pagina: String(n) } : {}) })}`}
            page={result.page}
            pageCount={result.pageCount}
          />
        </div>
      ) : (
        <div className="mt-4 max-w-xl space-y-4">
          {query && (
            <p>
              No encontramos productos con esas palabras. Revisa la ortografía o prueba con algo más general, como
              «proteína» o el nombre de la marca.
            </p>
          )}
          <SearchBox id="buscar-pagina" defaultValue={query} />
          <p className="font-semibold">O explora una categoría:</p>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={`/${c.slug}/`} className={chip(false)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
