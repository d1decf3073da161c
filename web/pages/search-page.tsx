import { Link } from 'wouter';
import type { Category } from '../../core/catalog/product';
import type { SearchResult } from '../../core/catalog/search-products';
import { ProductGrid } from '../components/product-card';
import { SearchBox } from '../components/search-box';

/** Search results; with none, the shopper gets another try and the categories to browse. */
export function SearchPage({ result, categories }: { result: SearchResult; categories: readonly Category[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-extrabold">{result.query ? `Resultados para «${result.query}»` : 'Buscar productos'}</h1>
      {result.query && (
        <p className="mb-4 mt-1 text-sm text-muted">
          {result.total} {result.total === 1 ? 'producto encontrado' : 'productos encontrados'}
        </p>
      )}
      {result.products.length > 0 ? (
        <ProductGrid products={result.products} />
      ) : (
        <div className="mt-4 max-w-xl space-y-4">
          {result.query && <p>No encontramos productos con esas palabras. Revisa la ortografía o prueba con algo más general, como «proteína» o el nombre de la marca.</p>}
          <SearchBox id="buscar-pagina" defaultValue={result.query} />
          <p className="font-semibold">O explora una categoría:</p>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={`/${c.slug}/`} className="inline-flex min-h-11 items-center rounded-full border border-line px-4 hover:border-brand">{c.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
