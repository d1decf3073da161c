import { listingQuery } from '../../core/catalog/listing';
import type { VerifyEmailError } from '../../core/customers/verify-email';
import { err, ok, type Result } from '../../core/shared/result';
import type { InfoPage } from '../content/info-pages';
import type { AccountView } from './account-api';
import type { CoreError, ErrorBody } from './api-errors';
import type { OrderView } from './checkout-api';
import { callApi, RequestError } from './json-api';
import type { StoreApi } from './store-api';
import { accountStore } from '../state/account';

/** A page's answer, or its 404 as a value (the page shows "not found"); anything else throws a RequestError, and the
 * page shows the error view with its message. */
const found = async <T, E extends CoreError>(path: string): Promise<Result<T, ErrorBody<E>>> => {
  try {
    return ok(await callApi<T>('GET', path));
  } catch (error) {
    // A 404 of these endpoints is one of E's kinds (web/lib/api-errors.ts) or the edge's `not-found`.
    if (error instanceof RequestError && error.status === 404) return err(error.body as ErrorBody<E>);
    throw error;
  }
};

/** A signed-in shopper's page: null for a guest (401); any other failure says in Spanish what could not be opened. */
const mine = async <T>(path: string, failure: string): Promise<T | null> => {
  try {
    return await callApi<T>('GET', path);
  } catch (error) {
    if (error instanceof RequestError && error.status === 401) return null;
    const status = error instanceof RequestError ? error.status : 0;
    throw new RequestError(status, { kind: status === 0 ? 'network' : 'internal', message: failure });
  }
};

const q = encodeURIComponent;

/** The StoreApi in the browser: the same questions as the server's loaders, asked over `/api/v1`. */
export const browserStoreApi: StoreApi = {
  categories: async () => (await callApi<{ categories: never[] }>('GET', '/api/v1/categories')).categories,
  newest: async (limit) =>
    (await callApi<{ products: never[] }>('GET', `/api/v1/products?sort=newest&limit=${limit}`)).products,
  category: (slug, page, listing) =>
    found(`/api/v1/categories/${q(slug)}/products${listingQuery(listing, { page: String(page) })}`),
  product: ({ category, slug, variant }) => {
    const params = new URLSearchParams();
    if (category) params.set('category', category);
    if (variant) params.set('variant', variant);
    return found(`/api/v1/products/${q(slug)}?${params}`);
  },
  search: ({ query, page, category, listing }) =>
    callApi(
      'GET',
      `/api/v1/search${listingQuery(listing, { q: query, page: String(page), ...(category ? { categoria: category } : {}) })}`,
    ),
  suggest: async (text) =>
    (await callApi<{ suggestions: never[] }>('GET', `/api/v1/search/suggestions?q=${q(text)}`)).suggestions,
  infoPage: async (slug) => {
    const result = await found<{ page: InfoPage }, never>(`/api/v1/pages/${q(slug)}`);
    return result.ok ? result.value.page : null;
  },
  // The page's state says whether this browser is signed in (the server rendered it with the session): a guest is not
  // asked about, so a sign-in page never logs a 401. A signed-in browser still asks, in case the session ended.
  account: async () =>
    accountStore.account === null
      ? null
      : ((
          await mine<{ account: AccountView }>(
            '/api/v1/account',
            'No pudimos abrir tu cuenta. Revisa tu conexión e inténtalo de nuevo.',
          )
        )?.account ?? null),
  order: async (number, signature) => {
    const result = await found<OrderView, never>(
      `/api/v1/orders/${q(number)}${signature ? `?firma=${q(signature)}` : ''}`,
    );
    return result.ok ? result.value : null;
  },
  accountOrders: async () =>
    accountStore.account === null
      ? null
      : ((
          await mine<{ orders: OrderView[] }>(
            '/api/v1/account/orders',
            'No pudimos cargar tus pedidos. Revisa tu conexión e inténtalo de nuevo.',
          )
        )?.orders ?? null),
  verifyEmail: async (token) => {
    try {
      const done = await callApi<{ message: string; claimedOrders: string[] }>('POST', '/api/v1/auth/verify-email', {
        token,
      });
      return { ok: true, ...done };
    } catch (error) {
      if (!(error instanceof RequestError) || !isVerifyRefusal(error.body)) throw error;
      return { ok: false, status: error.status, error: error.body };
    }
  },
  levels: () => callApi('GET', '/api/v1/loyalty/levels'),
  ranking: (month) => found(`/api/v1/loyalty/ranking${month ? `?mes=${q(month)}` : ''}`),
  // The programme for anyone, with the shopper's own part when the session is still open (no 401 for a stale one).
  referrals: () => callApi('GET', '/api/v1/referrals'),
};

const VERIFY_REFUSALS: ReadonlySet<string> = new Set([
  'verify-token-invalid',
  'verify-token-expired',
  'verify-token-used',
]);
const isVerifyRefusal = (body: { kind: string }): body is VerifyEmailError => VERIFY_REFUSALS.has(body.kind);
