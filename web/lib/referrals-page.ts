/** What the referral page is called: its title and breadcrumb (its description, for the server's head only, is in
 * web/pages/heads/referrals.ts). */
export const REFERRALS_TITLE = 'Sistema de referidos';
/** The name of its social card (server-side only, so kept apart from what the browser needs). */
export const REFERRALS_CARD = 'sistema-referidos';
