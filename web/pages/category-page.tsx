import { hasFilters } from '../../core/catalog/listing';
import type { CategoryListing } from '../../core/catalog/list-category';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilterPanel } from '../components/filter-panel';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-card';
import { categoryPath } from '../routes';

/** A category's products, 12 to a page, with filters and order kept in the URL. */
export function CategoryPage({ listing }: { listing: CategoryListing }) {
  const { category, products, page, pageCount, total, facets } = listing;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumbs trail={[{ label: category.name }]} />
      <h1 className="text-3xl font-extrabold">{category.name}</h1>
      <p className="mt-2 max-w-3xl text-muted">{category.description}</p>
      <p className="mb-4 mt-3 text-sm text-muted" aria-live="polite">
        {`${total} ${total === 1 ? 'producto' : 'productos'}${pageCount > 1 ? ` · página ${page} de ${pageCount}` : ''}`}
      </p>
      <FilterPanel facets={facets} listing={listing.listing} path={categoryPath(category.slug)} />
      <div className="mt-4">
        {products.length === 0 ? (
          <p className="rounded-xl bg-surface p-6">
            {hasFilters(listing.listing.filters)
              ? 'Ningún producto cumple todos esos filtros. Quita alguno o limpia los filtros para ver más.'
              : 'Aún no tenemos productos en esta categoría. Mira las demás en el menú.'}
          </p>
        ) : (
          <ProductGrid products={products} />
        )}
      </div>
      <Pagination hrefOf={(n) => categoryPath(category.slug, n, listing.listing)} page={page} pageCount={pageCount} />
    </div>
  );
}
