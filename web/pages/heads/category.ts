import { hasFilters } from '../../../core/catalog/listing';
import { categoryPath } from '../../../contract/page-paths';
import { breadcrumbLd } from '../../lib/structured-data';
import type { CategoryPage } from '../loaders/catalogue';
import type { HeadRow } from '../page-row';
import { INDEX, NO_INDEX } from './head-parts';

/** A category page's head (its card is drawn from the category: /img/og/categorias/) and every page of every category
 * in sitemap.xml. */
export const categoryHead: HeadRow<CategoryPage> = {
  head: ({ listing: { category, page: n, listing } }, { origin }) => ({
    description: category.description,
    canonical: origin + categoryPath(category.slug, n),
    // A filtered or re-ordered listing repeats the category's products: not indexed, pointing at the plain page.
    robots: hasFilters(listing.filters) || listing.sort !== 'relevancia' ? NO_INDEX : INDEX,
    og: { type: 'website', image: `${origin}/img/og/categorias/${category.slug}.png`, imageAlt: category.name },
    jsonLd: [breadcrumbLd(origin, [{ name: category.name, path: categoryPath(category.slug) }])],
  }),
  sitemap: (map) =>
    map.categories.flatMap((c) => Array.from({ length: c.pageCount }, (_, i) => categoryPath(c.slug, i + 1))),
};
