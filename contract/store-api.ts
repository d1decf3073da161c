import type { CoreError } from './refusals';
import type { ProductError, ProductView } from '../core/catalog/get-product';
import type { CategoryError, CategoryListing } from '../core/catalog/list-category';
import type { ListingParams } from '../core/catalog/listing';
import type { ProductSummary, Suggestion } from '../core/catalog/ports';
import type { Category } from '../core/catalog/product';
import type { SearchResult } from '../core/catalog/search-products';
import type { VerifyEmailError } from '../core/customers/verify-email';
import type { LevelsView } from '../core/loyalty/view-levels';
import type { RankingMonthError, RankingView } from '../core/loyalty/view-ranking';
import type { ReferralsView } from '../core/loyalty/view-referrals';
import type { Api } from './api';
import type { ErrorBody } from './errors';
import { SEARCH_CATEGORY_MAX, SEARCH_TEXT_MAX } from './search-limits';
import type { PageEndpoints } from './page-endpoints';
import { RequestError } from './request-error';
import { err, ok, type Result } from '../core/shared/result';
import type { InfoPage } from '../core/content/info-pages';
import type { AccountView } from './account';
import type { OrderView } from './checkout';

/**
 * What the pages' loaders need from the store: built once (`storeApi`) over the page endpoints' calls, which the server
 * makes in process and the browser over `/api/v1`.
 */
export type StoreApi = {
  categories(): Promise<readonly Category[]>;
  newest(limit: number): Promise<readonly ProductSummary[]>;
  category(slug: string, page: number, listing: ListingParams): Promise<Result<CategoryListing, CategoryError>>;
  /** A product; when `category` is given it must be the product's own. */
  product(input: { slug: string; category?: string; variant?: string }): Promise<Result<ProductView, ProductError>>;
  search(input: { query: string; page: number; category?: string; listing: ListingParams }): Promise<SearchResult>;
  suggest(text: string): Promise<readonly Suggestion[]>;
  /** An information page (terms, privacy…) by slug; its text stays out of the browser bundle until asked for. */
  infoPage(slug: string): Promise<InfoPage | null>;
  /** The account of the shopper asking (the request's session), or null for a guest. */
  account(): Promise<AccountView | null>;
  /** An order its owner (signed in) or the holder of its signed link may see; null for anyone else or no such order. */
  order(number: string, signature: string | null): Promise<OrderView | null>;
  /** The signed-in shopper's orders, newest first; null for a guest. */
  accountOrders(): Promise<readonly OrderView[] | null>;
  /** Uses an email-verification link's token: the email verified and the guest orders claimed, or why not. */
  verifyEmail(token: string): Promise<EmailVerificationOutcome>;
  /** The loyalty levels, with the shopper's own standing when signed in. */
  levels(): Promise<LevelsView>;
  /** A month's ranking (`YYYY-MM`; null: the current month), with the shopper's own position when signed in. */
  ranking(month: string | null): Promise<Result<RankingView, RankingMonthError>>;
  /** The referral programme, with the shopper's link, friends, gift credit and level when signed in. */
  referrals(): Promise<ReferralsView>;
  /** Every page endpoint's call as the API answers it: a page's loader asks its own endpoint here, without a question
   * of its own above (those translate answers several pages share: a 404 as a value, a guest's null). */
  readonly endpoints: Api<PageEndpoints>;
};

/** What opening an email-verification link did: done (with the guest orders it attached), or the refusal and its
 * HTTP status (400 for a wrong link, 410 for an expired or used one). */
export type EmailVerificationOutcome =
  | { readonly ok: true; readonly message: string; readonly claimedOrders: readonly string[] }
  | { readonly ok: false; readonly status: number; readonly error: VerifyEmailError };

/** A page's answer, or its 404 as a value (the page shows "not found"); any other refusal or failure throws. */
const found = async <T, E extends CoreError>(call: Promise<T>): Promise<Result<T, ErrorBody<E>>> => {
  try {
    return ok(await call);
  } catch (error) {
    // A 404 of these endpoints is one of E's kinds or the edge's `not-found`; an address whose parts no page reads (a
    // variant's name longer than any, refused as `bad-request`) is a page that does not exist either.
    if (error instanceof RequestError && (error.status === 404 || error.body.kind === 'bad-request'))
      return err(error.body as ErrorBody<E>);
    throw error;
  }
};

/** A signed-in shopper's page: null for a guest (401); any other refusal says in Spanish what could not be opened. */
const mine = async <T>(call: Promise<T>, failure: string): Promise<T | null> => {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    if (error.status === 401) return null;
    throw new RequestError(error.status, { kind: error.status === 0 ? 'network' : 'internal', message: failure });
  }
};

const VERIFY_REFUSALS: ReadonlySet<string> = new Set<VerifyEmailError['kind']>([
  'verify-token-invalid',
  'verify-token-expired',
  'verify-token-used',
]);
const isVerifyRefusal = (body: { kind: string }): body is VerifyEmailError => VERIFY_REFUSALS.has(body.kind);

/**
 * The loaders' questions over the page endpoints' calls, the same on both sides. `signedIn` says whether the page's
 * state has a session (the server's request, or the account the browser's page was rendered with): a guest is not
 * asked about their account or orders, so a sign-in page never logs a 401; a signed-in one still is, in case the
 * session ended.
 */
export const storeApi = (api: Api<PageEndpoints>, signedIn: () => boolean): StoreApi => ({
  categories: async () => (await api.categories()).categories,
  newest: async (limit) => (await api.newest({ sort: 'newest', limit: String(limit) })).products,
  category: (slug, page, listing) => found(api.category({ slug, page, listing })),
  product: ({ slug, category, variant }) => found(api.product({ slug, category, variant })),
  // The query and the category as long as the API reads them: the core reads no more of a query than that.
  search: (input) =>
    api.search({
      ...input,
      query: input.query.slice(0, SEARCH_TEXT_MAX),
      category: input.category?.slice(0, SEARCH_CATEGORY_MAX),
    }),
  suggest: async (text) => (await api.suggest({ q: text })).suggestions,
  infoPage: async (slug) => {
    const result = await found(api.infoPage({ slug }));
    return result.ok ? result.value.page : null;
  },
  account: async () =>
    signedIn()
      ? ((await mine(api.account(), 'No pudimos abrir tu cuenta. Revisa tu conexión e inténtalo de nuevo.'))?.account ??
        null)
      : null,
  order: async (number, signature) => {
    const result = await found(api.order({ number, firma: signature ?? undefined }));
    return result.ok ? result.value : null;
  },
  accountOrders: async () =>
    signedIn()
      ? ((await mine(api.accountOrders(), 'No pudimos cargar tus pedidos. Revisa tu conexión e inténtalo de nuevo.'))
          ?.orders ?? null)
      : null,
  verifyEmail: async (token) => {
    try {
      return { ok: true, ...(await api.verifyEmail({ token })) };
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (isVerifyRefusal(error.body)) return { ok: false, status: error.status, error: error.body };
      // A token no link carries (too long, not a text) is a wrong link like any other.
      if (error.body.kind === 'invalid-input')
        return { ok: false, status: 400, error: { kind: 'verify-token-invalid', message: error.body.message } };
      throw error;
    }
  },
  levels: () => api.levels(),
  ranking: (month) => found(api.ranking(month ? { mes: month } : {})),
  // The programme for anyone, with the shopper's own part when the session is still open (no 401 for a stale one).
  referrals: () => api.referrals(),
  endpoints: api,
});
