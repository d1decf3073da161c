import type { ProductStore } from '../core/catalog/ports';
import { boundedCache } from '../core/shared/bounded-cache';
import type { CatalogueVersion } from './persistence/catalogue-version';

/** How many answers of the catalogue's reads one process keeps (a category page's cards are the largest: ~20 KiB). */
const KEPT_ANSWERS = 1_000;

/**
 * The catalogue's reads answered from memory while the catalogue version stays the same: a page's categories, cards,
 * filters and product cost one small query (the version) instead of four to ten. An answer read at an older version
 * is read again; two callers asking the same at once share one read.
 */
export const cachedProductStore = (store: ProductStore, version: CatalogueVersion): ProductStore => {
  const answers = boundedCache<{ version: number; answer: Promise<unknown> }>(KEPT_ANSWERS, KEPT_ANSWERS);
  const cached =
    <A extends unknown[], R>(name: string, read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`;
      const now = await version();
      const kept = answers.get(key);
      if (kept?.version === now) return kept.answer as Promise<R>;
      const answer = read(...args);
      answers.set(key, { version: now, answer }, 1);
      // A failed read is not kept: the next caller asks the database again.
      answer.catch(() => answers.get(key)?.answer === answer && answers.delete(key));
      return answer;
    };
  return {
    listCategories: cached('categories', () => store.listCategories()),
    findCategory: cached('category', (slug: string) => store.findCategory(slug)),
    listProducts: cached('products', (q: Parameters<ProductStore['listProducts']>[0]) => store.listProducts(q)),
    facets: cached('facets', (category?: string) => store.facets(category)),
    findProduct: cached('product', (slug: string) => store.findProduct(slug)),
  };
};
