import { T, type AppContainer } from '../../../adapters/container';
import type { catalogEndpoints } from '../../../contract/catalog';
import { findInfoPage } from '../../../core/content/info-pages';
import { withStoreFacts } from '../../../core/content/policy-text';
import { HttpError } from '../../errors';
import type { Handlers } from '../endpoints';

/** The catalogue and search endpoints (contract/catalog.ts): each its use case, as the core answers it. */
export const catalogHandlers = (c: AppContainer): Handlers<typeof catalogEndpoints> => {
  const { listCategories, listNewest, listCategory, getProduct, searchProducts, suggestProducts } = c.get(T.catalog);
  const { policy, company, invoicing } = c.get(T.config);
  const payments = c.get(T.payments);
  return {
    categories: async () => ({ categories: await listCategories() }),
    newest: async ({ limit }) => ({ products: await listNewest(limit) }),
    category: ({ slug, page, listing }) => listCategory({ slug, page, listing }),
    product: ({ slug, category, variant }) => getProduct({ slug, category, variant }),
    search: ({ q, page, categoria, listing }) => searchProducts({ query: q, page, category: categoria, listing }),
    suggest: async ({ q }) => ({ suggestions: await suggestProducts(q) }),
    infoPage: async ({ slug }) => {
      const page = findInfoPage(slug);
      if (!page) throw new HttpError('not-found', 'No encontramos esa página.');
      const providers = new Map(payments.gateways.map((g) => [g.method, g.provider]));
      return {
        page: withStoreFacts(page, {
          policy,
          methods: payments.methods,
          providers,
          company,
          invoicing: invoicing.mode !== 'off',
        }),
      };
    },
  };
};
