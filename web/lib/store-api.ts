import type { ProductError, ProductView } from '../../core/catalog/get-product';
import type { CategoryError, CategoryListing } from '../../core/catalog/list-category';
import type { ListingParams } from '../../core/catalog/listing';
import type { ProductSummary, Suggestion } from '../../core/catalog/ports';
import type { Category } from '../../core/catalog/product';
import type { SearchResult } from '../../core/catalog/search-products';
import type { VerifyEmailError } from '../../core/customers/verify-email';
import type { LevelsView } from '../../core/loyalty/view-levels';
import type { RankingMonthError, RankingView } from '../../core/loyalty/view-ranking';
import type { ReferralsView } from '../../core/loyalty/view-referrals';
import type { Result } from '../../core/shared/result';
import type { InfoPage } from '../content/info-pages';
import type { AccountView } from './account-api';
import type { OrderView } from './checkout-api';

/**
 * What the pages' loaders need from the store. The server answers it by calling the core use cases
 * directly; the browser answers it through `/api/v1` (see `api-client.ts`).
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
};

/** What opening an email-verification link did: done (with the guest orders it attached), or the refusal and its
 * HTTP status (400 for a wrong link, 410 for an expired or used one). */
export type EmailVerificationOutcome =
  | { readonly ok: true; readonly message: string; readonly claimedOrders: readonly string[] }
  | { readonly ok: false; readonly status: number; readonly error: VerifyEmailError };
