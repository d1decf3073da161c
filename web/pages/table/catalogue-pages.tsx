import { loadCategory, loadInfo, loadProduct } from '../loaders/catalogue';
import type { CategoryPage, InformationPage, ProductPage } from '../loaders/catalogue';
import { lazyView, pageRow as row, titled } from '../page-row';

/**
 * The pages that take any path of one to three segments, so they come last: a one-word path is an information page or
 * else a category, two or three words a category's page or a product.
 */
export const CATALOGUE_PAGES = [
  row<InformationPage>({
    kind: 'info',
    path: '/:slug/',
    load: loadInfo,
    title: (page) => titled(page.content.title),
    keeping: 'shared',
    view: lazyView(
      'web/pages/info-page.tsx',
      () => import('../info-page'),
      (m) =>
        ({ page }) => <m.InfoPage content={page.content} />,
    ),
    head: () => import('../heads/info').then((m) => m.infoHead),
    islands: ['contact-form', 'franchise-form', 'guide-video', 'store-map'],
  }),
  row<CategoryPage>({
    kind: 'category',
    path: ['/:category/', '/:category/pagina/:page?/'],
    load: loadCategory,
    title: ({ listing: { category, page: n, pageCount } }) =>
      titled(`${category.name}${n > 1 ? ` (página ${n} de ${pageCount})` : ''}`),
    keeping: 'shared',
    view: lazyView(
      'web/pages/category-page.tsx',
      () => import('../category-page'),
      (m) =>
        ({ page }) => <m.CategoryPage listing={page.listing} />,
    ),
    head: () => import('../heads/category').then((m) => m.categoryHead),
    islands: ['filter-panel', 'filter-button', 'sort-select', 'quick-add'],
  }),
  row<ProductPage>({
    kind: 'product',
    path: '/:category/:product/:variant?/',
    load: loadProduct,
    // The product's own title for search engines, when operators gave one, on its default page and every variant's.
    title: ({ view: { product, variant } }) =>
      titled(
        product.seoTitle || `${product.name} ${[variant.size, variant.flavour].filter(Boolean).join(', ')}`.trim(),
      ),
    keeping: 'shared',
    view: lazyView(
      'web/pages/product-page.tsx',
      () => import('../product-page'),
      (m) =>
        ({ page }) => <m.ProductPage view={page.view} />,
    ),
    head: () => import('../heads/product').then((m) => m.productHead),
    islands: ['add-to-cart', 'stock-alert', 'quick-add'],
  }),
];
