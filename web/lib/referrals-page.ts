import { REFERRALS_PATH } from '../../contract/page-paths';
import type { ReferralsView } from '../../core/loyalty/view-referrals';
import type { StoreApi } from '../../contract/store-api';

/** The referral programme, and the signed-in shopper's link, friends, gift credit and level. */
export type ReferralsPage = { readonly kind: 'referrals'; readonly view: ReferralsView };

/** What the referral page is called: its title and breadcrumb (its description, for the server's head only, is in
 * web/lib/head.ts). */
export const REFERRALS_TITLE = 'Sistema de referidos';
/** The name of its social card (server-side only, so kept apart from what the browser needs). */
export const REFERRALS_CARD = 'sistema-referidos';

/** The referral page; null for any other path. */
export const referralsPage = async (
  api: StoreApi,
  url: string,
  path: string,
): Promise<{ url: string; status: number; page: ReferralsPage } | null> =>
  path === REFERRALS_PATH ? { url, status: 200, page: { kind: 'referrals', view: await api.referrals() } } : null;
