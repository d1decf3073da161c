import { listingQuery } from '../../core/catalog/listing';
import { err, ok, type DomainError, type Result } from '../../core/shared/result';
import type { InfoPage } from '../content/info-pages';
import type { AccountView } from './account-api';
import type { OrderView } from './checkout-api';
import type { StoreApi } from './store-api';

/** An outage or an answer the browser cannot read: the page shows the error view with this message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const get = async <T, E extends DomainError = DomainError>(path: string): Promise<Result<T, E>> => {
  let res: Response;
  try {
    res = await fetch(path, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.');
  }
  const body = (await res.json().catch(() => null)) as { error?: E } | null;
  if (res.ok && body) return ok(body as T);
  if (res.status === 404 && body?.error) return err(body.error);
  throw new ApiError(res.status, body?.error?.message ?? 'Error');
};

const must = async <T>(r: Promise<Result<T, DomainError>>): Promise<T> => {
  const result = await r;
  if (!result.ok) throw new ApiError(404, result.error.message);
  return result.value;
};

const q = encodeURIComponent;

/** The StoreApi in the browser: the same questions as the server's loaders, asked over `/api/v1`. */
export const browserStoreApi: StoreApi = {
  categories: async () => (await must(get<{ categories: never[] }>('/api/v1/categories'))).categories,
  newest: async (limit) =>
    (await must(get<{ products: never[] }>(`/api/v1/products?sort=newest&limit=${limit}`))).products,
  category: (slug, page, listing) =>
    get(`/api/v1/categories/${q(slug)}/products${listingQuery(listing, { page: String(page) })}`),
  product: ({ category, slug, variant }) => {
    const params = new URLSearchParams();
    if (category) params.set('category', category);
    if (variant) params.set('variant', variant);
    return get(`/api/v1/products/${q(slug)}?${params}`);
  },
  search: ({ query, page, category, listing }) =>
    must(
      get(
        `/api/v1/search${listingQuery(listing, { q: query, page: String(page), ...(category ? { categoria: category } : {}) })}`,
      ),
    ),
  suggest: async (text) =>
    (await must(get<{ suggestions: never[] }>(`/api/v1/search/suggestions?q=${q(text)}`))).suggestions,
  infoPage: async (slug) => {
    const result = await get<{ page: InfoPage }>(`/api/v1/pages/${q(slug)}`);
    return result.ok ? result.value.page : null;
  },
  account: async () => {
    const res = await fetch('/api/v1/account', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    }).catch(() => null);
    if (res?.status === 401) return null;
    const body = (await res?.json().catch(() => null)) as { account?: AccountView } | null;
    if (!res?.ok || !body?.account)
      throw new ApiError(res?.status ?? 0, 'No pudimos abrir tu cuenta. Revisa tu conexión e inténtalo de nuevo.');
    return body.account;
  },
  order: async (number, signature) => {
    const result = await get<OrderView>(`/api/v1/orders/${q(number)}${signature ? `?firma=${q(signature)}` : ''}`);
    return result.ok ? result.value : null;
  },
  accountOrders: async () => {
    const res = await fetch('/api/v1/account/orders', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    }).catch(() => null);
    if (res?.status === 401) return null;
    const body = (await res?.json().catch(() => null)) as { orders?: OrderView[] } | null;
    if (!res?.ok || !body?.orders)
      throw new ApiError(res?.status ?? 0, 'No pudimos cargar tus pedidos. Revisa tu conexión e inténtalo de nuevo.');
    return body.orders;
  },
};
