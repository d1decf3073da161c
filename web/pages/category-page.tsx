import type { CategoryListing } from '../../core/catalog/list-category';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Pagination } from '../components/pagination';
import { ProductGrid } from '../components/product-card';

/** A category's products, 12 to a page, with page links. */
export function CategoryPage({ listing }: { listing: CategoryListing }) {
  const { category, products, page, pageCount, total } = listing;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumbs trail={[{ label: category.name }]} />
      <h1 className="text-3xl font-extrabold">{category.name}</h1>
      <p className="mt-2 max-w-3xl text-muted">{category.description}</p>
      <p className="mb-4 mt-3 text-sm text-muted">
        {total} {total === 1 ? 'producto' : 'productos'}
        {pageCount > 1 && ` · página ${page} de ${pageCount}`}
      </p>
      {products.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">Aún no tenemos productos en esta categoría. Mira las demás en el menú.</p>
      ) : (
        <ProductGrid products={products} />
      )}
      <Pagination slug={category.slug} page={page} pageCount={pageCount} />
    </div>
  );
}
