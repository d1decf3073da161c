import { T, type AppContainer } from '../adapters/container';
import type { AccountView } from '../web/lib/account-api';
import { findInfoPage } from '../web/content/info-pages';
import { withStoreFacts } from '../web/content/policy-text';
import type { StoreApi } from '../web/lib/store-api';
import { orderViewer } from './api/v1/orders';
import { STATUS_OF } from './errors';

/**
 * The pages' StoreApi on the server: each question answered by its core use case, no HTTP in between.
 * `customerId` is the request's session (null for a guest): the account is asked for at most once per request.
 */
export const serverStoreApi = (c: AppContainer, customerId: string | null = null): StoreApi => {
  const { listCategories, listNewest, listCategory, getProduct, searchProducts, suggestProducts } = c.get(T.catalog);
  const { getAccount, verifyEmail } = c.get(T.accounts);
  const { viewOrder, listOwnOrders } = c.get(T.orders);
  const { viewLevels, viewRanking, viewReferrals } = c.get(T.loyalty);
  const view = orderViewer(c);
  const { policy, company } = c.get(T.config);
  const payments = c.get(T.payments);
  let account: Promise<AccountView | null> | null = null;
  return {
    categories: () => listCategories(),
    newest: (limit) => listNewest(limit),
    category: (slug, page, listing) => listCategory({ slug, page, listing }),
    product: (input) => getProduct(input),
    search: (input) => searchProducts(input),
    suggest: (text) => suggestProducts(text),
    infoPage: async (slug) => {
      const page = findInfoPage(slug);
      const providers = new Map(payments.gateways.map((g) => [g.method, g.provider]));
      return page ? withStoreFacts(page, { policy, methods: payments.methods, providers, company }) : null;
    },
    account: () => (account ??= customerId === null ? Promise.resolve(null) : getAccount(customerId)),
    order: async (number, signature) => {
      const result = await viewOrder({ number, customerId, signature });
      return result.ok ? view(result.value) : null;
    },
    accountOrders: async () => {
      if (customerId === null) return null;
      const list = await listOwnOrders(customerId);
      return Promise.all(list.map(view));
    },
    verifyEmail: async (token) => {
      const result = await verifyEmail({ token });
      return result.ok
        ? { ok: true, message: result.value.message, claimedOrders: result.value.claimedOrders }
        : { ok: false, status: STATUS_OF[result.error.kind], error: result.error };
    },
    levels: () => viewLevels(customerId),
    ranking: (month) => viewRanking({ month, customerId }),
    referrals: () => viewReferrals(customerId),
  };
};
