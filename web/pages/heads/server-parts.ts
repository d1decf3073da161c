import type { SiteMap } from '../../../core/catalog/site-map';
import type { Company } from '../../../core/company/company';
import type { HeadRow, PageData, PageRow } from '../page-row';
import { PAGES, pageRowOf, pageTitle, type Loaded, type Page } from '../page-table';
import { SITE_HEADS, type Head } from './head-parts';

/** The server's part of a row: its own head module (loaded once, then kept by the module system), or the store's head
 * for the pages search engines are not given. */
export const serverPart = async <P extends PageData>(row: PageRow<P>): Promise<HeadRow<P>> => {
  if (typeof row.head === 'function') return row.head();
  const head = SITE_HEADS[row.head];
  return { head: (_page, at) => head(at) };
};

/** Title, description, canonical URL, robots, social card and structured data of a loaded page, from its row. */
export const pageHead = async ({ page }: Loaded, origin: string, company: Company): Promise<Head> => ({
  title: pageTitle(page),
  ...(await serverPart(pageRowOf(page.kind) as PageRow<Page>)).head(page, { origin, company }),
});

const everyPart = () => Promise.all(PAGES.map((row) => serverPart(row as PageRow<PageData>)));

/**
 * The addresses sitemap.xml lists, from every row in the table's order, but the home and the information pages first:
 * the home, the information pages, the calculator and the programmes, every page of every category and every product.
 */
export const sitemapPaths = async (map: SiteMap): Promise<readonly string[]> => {
  const parts = await everyPart();
  const first = parts.filter((p) => p.sitemapFirst);
  const rest = parts.filter((p) => !p.sitemapFirst);
  return [...first, ...rest].flatMap((part) => part.sitemap?.(map) ?? []);
};

/** The cards of the store's own pages (`/img/og/paginas/{name}.png`), by name, as their rows' heads name them: the
 * home's, one per information page, the calculator's and the programmes'. */
export const pageCards = async (): Promise<
  ReadonlyMap<string, { readonly title: string; readonly subtitle: string }>
> =>
  new Map((await everyPart()).flatMap((part) => (part.cards ?? []).map(({ name, ...card }) => [name, card] as const)));
