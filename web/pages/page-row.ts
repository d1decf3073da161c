import type { StoreApi } from '../../contract/store-api';
import type { Address, Pattern } from './page-address';

/** What every page kind's data has: its kind, which names its row in the table of pages. */
export type PageData = { readonly kind: string };

/** The page lives elsewhere for this shopper: a 302 on the server, a replaced navigation in the browser. */
export type RedirectPage = { readonly kind: 'redirect'; readonly to: string };
/** `message` says what was not found when it is not a page (an order whose link is wrong). */
export type NotFoundPage = { readonly kind: 'not-found'; readonly message?: string };
export type ErrorPage = { readonly kind: 'error'; readonly message: string };
/** The pages any loader may answer instead of its own. */
export type OutcomePage = RedirectPage | NotFoundPage | ErrorPage;

/** A page with a status of its own (a 404 that is still a page, a verification link's 410…). */
export type Answer<P extends PageData> = { readonly status: number; readonly page: P | OutcomePage };

/**
 * How a rendered page may be kept: `shared` pages are alike for every guest (the catalogue, search, information pages
 * and the frames the browser fills in), kept by the server's page cache; `private` ones carry a token or an order
 * (`Cache-Control: private, no-store`, as any page of a signed-in shopper); `fresh` ones are rendered anew each time
 * (the programmes, whose figures move live, the account, redirects and errors).
 */
export type Keeping = 'shared' | 'private' | 'fresh';

/** One row of the table of pages: what the browser and the server both know of a page kind before its view (its view
 * is in ./registry.tsx, its head in ./page-heads.ts). */
export type PageRow<P extends PageData> = {
  readonly kind: P['kind'];
  /** The addresses of this page, asked in the table's order; none for pages only loaders answer with. */
  readonly path?: Pattern | readonly Pattern[];
  /**
   * Loads the page's data for an address that fits a pattern: its page (200, or 302 for a redirect), an answer with
   * its own status, or null when the address is not this page after all (the next row is asked).
   * Absent: the page is its kind alone (a frame the browser fills in). A method, so a loader may name the params of
   * its row's patterns (`Address<'/pedido/:number/'>`).
   */
  load?(api: StoreApi, address: Address): Promise<P | OutcomePage | Answer<P> | null>;
  /** The document title ("Proteínas | Fornido Colombia"). */
  readonly title: (page: P) => string;
  /** Shown in the checkout's own frame (no way out but back) at this step; absent: the store's layout. */
  readonly checkoutStep?: number;
  readonly keeping: Keeping;
};

/** A row of the table, typed by its page's data (the table's `Page` union is made of these). */
export const pageRow = <P extends PageData>(row: PageRow<P>): PageRow<P> => row;

/** A page's title, followed by the store's name. */
export const titled = (page: string) => `${page} | Fornido Colombia`;
