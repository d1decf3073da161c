import { categoryPath } from '../../contract/page-paths';
import { hasFilters } from '../../core/catalog/listing';
import type { CategoryListing } from '../../core/catalog/list-category';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ListingView } from './listing-view';

/** A category's products, 12 to a page, with filters and order kept in the URL. */
export function CategoryPage({ listing }: { listing: CategoryListing }) {
  const { category, products, page, pageCount, total, facets } = listing;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumbs trail={[{ label: category.name }]} />
      <h1 className="text-3xl font-extrabold">{category.name}</h1>
      <p className="mt-2 max-w-3xl text-muted">{category.description}</p>
      <ListingView
        at={{ path: categoryPath(category.slug) }}
        choice={{ listing: listing.listing, category: null }}
        facets={facets}
        products={products}
        total={total}
        page={page}
        pageCount={pageCount}
        hrefOf={(n) => categoryPath(category.slug, n, listing.listing)}
        summary={`${total} ${total === 1 ? 'producto' : 'productos'}${pageCount > 1 ? ` · página ${page} de ${pageCount}` : ''}`}
        empty={
          <p className="rounded-xl bg-surface p-6">
            {hasFilters(listing.listing.filters)
              ? 'Ningún producto cumple todos esos filtros. Quita alguno o limpia los filtros para ver más.'
              : 'Aún no tenemos productos en esta categoría. Mira las demás en el menú.'}
          </p>
        }
      />
    </div>
  );
}
