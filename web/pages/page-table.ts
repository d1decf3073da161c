import type { PageShell } from '../lib/page-shell';
import type { PageData, PageRow } from './page-row';
import { ACCOUNT_PAGES } from './table/account-pages';
import { CATALOGUE_PAGES } from './table/catalogue-pages';
import { CHECKOUT_PAGES } from './table/checkout-pages';
import { STORE_PAGES } from './table/store-pages';

/**
 * The table of pages, in the order addresses are asked of it: the fixed addresses first, the catalogue's (which take
 * any path of one to three segments) last. Adding a page is a view, a loader (or none), a head module in ./heads/ (or
 * none) and a row in one of these lists, which names them all.
 */
export const PAGES = [...STORE_PAGES, ...CHECKOUT_PAGES, ...ACCOUNT_PAGES, ...CATALOGUE_PAGES];

type DataOf<R> = R extends PageRow<infer P> ? P : never;
/** Everything a page needs to render, loaded on the server for SSR and through the API on navigation: one kind per row. */
export type Page = DataOf<(typeof PAGES)[number]>;
export type PageKind = Page['kind'];
export type PageOf<K extends PageKind> = Extract<Page, { kind: K }>;

export type Loaded = { readonly url: string; readonly status: number; readonly page: Page };

/** The state a page is rendered from; serialized into the HTML and read back by the browser. */
export type PageState = PageShell & { readonly loaded: Loaded };

const ROWS: ReadonlyMap<string, PageRow<PageData>> = new Map(PAGES.map((r) => [r.kind, r as PageRow<PageData>]));

/** The row of a page kind. */
export const pageRowOf = <K extends PageKind>(kind: K): PageRow<PageOf<K>> =>
  ROWS.get(kind) as unknown as PageRow<PageOf<K>>;

/** The document title of a page ("Proteínas | Fornido Colombia"); the browser only needs this of the page's head. */
export const pageTitle = (page: Page): string => pageRowOf(page.kind).title(page);
