import type { ComponentType } from 'react';
import type { SiteMap } from '../../core/catalog/site-map';
import type { StoreApi } from '../../contract/store-api';
import type { PageShell } from '../lib/page-shell';
import type { HeadBody, HeadContext, SocialCard } from './heads/head-parts';
import type { Address, Pattern } from './page-address';
import type { IslandName } from './island-table';

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

/** A page's view: what it shows inside its layout, from its own loaded data and the shared state. */
export type PageView<P extends PageData> = ComponentType<{ page: P; state: PageShell }>;

/** A page's view module, loaded apart; `module` finds its chunk in Vite's manifest. */
export type LazyView<P extends PageData> = {
  readonly module: string;
  /** The module itself (tests check that it is the one `module` names). */
  readonly chunk: () => Promise<unknown>;
  readonly load: () => Promise<PageView<P>>;
};

/**
 * A row's view from its module's path, its dynamic import (a literal, so Vite splits each page into its own chunk and a
 * product page never downloads the account forms' code) and what it draws of the module.
 */
export const lazyView = <M, P extends PageData>(
  module: string,
  chunk: () => Promise<M>,
  show: (m: M) => PageView<P>,
): LazyView<P> => ({ module, chunk, load: () => chunk().then(show) });

/** What the server alone knows of a page kind: its head, its lines in sitemap.xml and the social cards it names. */
export type HeadRow<P extends PageData> = {
  readonly head: (page: P, at: HeadContext) => HeadBody;
  /** The addresses listed for search engines (from the catalogue's site map for its pages). */
  readonly sitemap?: (map: SiteMap) => readonly string[];
  /** Listed at the top of sitemap.xml, after the home (the information pages); else in the table's order. */
  readonly sitemapFirst?: boolean;
  readonly cards?: readonly SocialCard[];
};

/**
 * A page's head: `unlisted` (kept from search engines: the store's description and card, no canonical address),
 * `personal` (a shopper's own page or one a token opens: neither indexed nor followed), or its own, in a module of
 * ./heads/ imported lazily, so the browser never downloads it.
 */
export type PageHead<P extends PageData> = 'unlisted' | 'personal' | (() => Promise<HeadRow<P>>);

/** One row of the table of pages: everything the browser and the server know of a page kind. */
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
  readonly view: LazyView<P>;
  readonly head: PageHead<P>;
  /**
   * The page stays the server's HTML and only these parts of it hydrate, each alone, when the shopper uses them
   * (web/islands/), besides the layout's own (LAYOUT_ISLANDS in web/pages/island-table.ts); absent:
   * the whole page hydrates (a form to fill, a checkout step) and moves between pages stay in the browser.
   */
  readonly islands?: readonly IslandName[];
};

/** A row of the table, typed by its page's data (the table's `Page` union is made of these). */
export const pageRow = <P extends PageData>(row: PageRow<P>): PageRow<P> => row;

/** A page's title, followed by the store's name. */
export const titled = (page: string) => `${page} | Fornido Colombia`;
