import { pageCountOf } from './list-category';
import type { ProductStore } from './ports';

export type SiteMap = {
  readonly categories: readonly { readonly slug: string; readonly pageCount: number }[];
  readonly products: readonly { readonly category: string; readonly slug: string }[];
};

/** Every category page and every active product: what the sitemap lists for search engines. */
export const siteMap = (deps: { products: ProductStore; pageSize: number }) => async (): Promise<SiteMap> => {
  const categories = await deps.products.listCategories();
  const listed = await Promise.all(
    categories.map(async (c) => {
      const items = [];
      for (let offset = 0; ; offset += 500) {
        const page = await deps.products.listProducts({ category: c.slug, sort: 'nombre', offset, limit: 500 });
        items.push(...page.items);
        if (page.items.length < 500) return { slug: c.slug, pageCount: pageCountOf(page.total, deps.pageSize), items };
      }
    }),
  );
  return {
    categories: listed.map(({ slug, pageCount }) => ({ slug, pageCount })),
    products: listed.flatMap((c) => c.items.map((p) => ({ category: p.category, slug: p.slug }))),
  };
};
