import { Link } from 'wouter';
import { listingQuery } from '../../core/catalog/listing';
import type { Category } from '../../core/catalog/product';
import type { SearchResult } from '../../core/catalog/search-products';
import { ListingView } from './listing-view';
import { SearchBox } from '../components/search-box';
import { SearchNotice } from '../components/search-notice';

const chip = 'inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm hover:border-brand';

/** Search results with the listing's filters (the results' categories among them); with none, another try and the categories. */
export function SearchPage({ result, categories }: { result: SearchResult; categories: readonly Category[] }) {
  const { query, category, listing, facets, total } = result;
  const search = { query, category };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-extrabold">{query ? `Resultados para «${query}»` : 'Buscar productos'}</h1>
      <SearchNotice result={result} />
      {query && facets.brands.length > 0 ? (
        <ListingView
          at={{ path: '/buscar/', search }}
          choice={{ listing, category }}
          facets={facets}
          products={result.products}
          total={total}
          page={result.page}
          pageCount={result.pageCount}
          hrefOf={(n) =>
            `/buscar/${listingQuery(listing, {
              q: query,
              ...(category ? { categoria: category } : {}),
              ...(n > 1 ? { pagina: String(n) } : {}),
            })}`
          }
          summary={`${total} ${total === 1 ? 'producto encontrado' : 'productos encontrados'}`}
          empty={
            <p className="rounded-xl bg-surface p-6">
              Ningún producto encontrado cumple todos esos filtros. Quita alguno o limpia los filtros para ver más.
            </p>
          }
        />
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
                <Link href={`/${c.slug}/`} className={chip}>
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
