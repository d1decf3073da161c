import type { StoreApi } from '../../contract/store-api';
import { matchPattern, readAddress } from './page-address';
import { PAGES, type Loaded, type Page } from './page-table';

const notFound = (url: string): Loaded => ({ url, status: 404, page: { kind: 'not-found' } });

/**
 * Matches a URL to its page and runs that page's loader against the given StoreApi: the first row whose pattern fits
 * and whose loader does not pass (null) answers; a page alone is a 200 (a redirect a 302); no row, a 404.
 */
export const loadPage = async (api: StoreApi, url: string): Promise<Loaded> => {
  const address = readAddress(url);
  if (!address) return notFound(url);
  for (const row of PAGES) {
    for (const pattern of typeof row.path === 'string' ? [row.path] : (row.path ?? [])) {
      const params = matchPattern(pattern, address.segments);
      if (params === null) continue;
      const answer = row.load ? await row.load(api, { params, query: address.query }) : ({ kind: row.kind } as Page);
      if (answer === null) continue;
      if ('kind' in answer) return { url, status: answer.kind === 'redirect' ? 302 : 200, page: answer };
      return { url, ...answer };
    }
  }
  return notFound(url);
};
