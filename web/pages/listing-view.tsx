import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { Facets } from '../../core/catalog/listing';
import type { ProductSummary } from '../../core/catalog/ports';
import { appliedFilters, type ListingAddress, type ListingChoice } from '../lib/listing-url';
import { pageStore } from './page-store';
import { FilterButton } from './filter-button';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-card';
import { SortSelect } from '../components/sort-select';

type Props = {
  readonly at: ListingAddress;
  readonly choice: ListingChoice;
  readonly facets: Facets;
  readonly products: readonly ProductSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly hrefOf: (page: number) => string;
  /** What the count line says ("16 productos · página 1 de 2"). */
  readonly summary: string;
  /** What shows instead of the grid when nothing matches. */
  readonly empty: ReactNode;
};

/**
 * A listing with its filters, one model on every screen: the filters in a sidebar on wide screens (ticking applies at
 * once) and behind "Filtrar" on phones (a sheet that applies with "Ver N productos"); the filters applied as chips
 * above the results; the order beside them. `#resultados` is the top of the results that a new choice keeps in view.
 */
export function ListingView({ at, choice, facets, products, total, page, pageCount, hrefOf, summary, empty }: Props) {
  const { loading } = useSnapshot(pageStore);
  return (
    <div className="mt-4 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <FilterPanel at={at} choice={choice} facets={facets} />
      {/* The cards' names are h3: this h2, heard but not seen, names the list they belong to. */}
      <section aria-labelledby="productos-titulo" aria-busy={loading || undefined}>
        <h2 id="productos-titulo" className="sr-only">
          Productos
        </h2>
        <div id="resultados" className="grid grid-cols-2 items-center gap-3 lg:flex lg:justify-between">
          <FilterButton
            at={at}
            choice={choice}
            facets={facets}
            total={total}
            applied={appliedFilters(choice, facets).length}
          />
          <p aria-live="polite" className="col-span-2 text-sm text-muted max-lg:order-last">
            {summary}
          </p>
          <SortSelect at={at} choice={choice} />
        </div>
        <FilterChips at={at} choice={choice} facets={facets} />
        {/* While another choice loads, the results shown fade a little — only past 200 ms, as DESIGN.md asks. */}
        <div className={`mt-4 transition-opacity ${loading ? 'opacity-50 delay-200' : ''}`}>
          {products.length > 0 ? <ProductGrid products={products} /> : empty}
        </div>
        <Pagination hrefOf={hrefOf} page={page} pageCount={pageCount} />
      </section>
    </div>
  );
}
