import { REFERRALS_PATH } from '../../../contract/page-paths';
import { REFERRALS_CARD, REFERRALS_TITLE } from '../../lib/referrals-page';
import type { ReferralsPage } from '../loaders/loyalty';
import type { HeadRow } from '../page-row';
import { ownPageHead } from './head-parts';

const CARD = { name: REFERRALS_CARD, title: REFERRALS_TITLE, subtitle: 'Invita a tus amigos y gana saldo de regalo.' };

/** The referral programme's head: signed in, the page carries the shopper's own link and credit, at the same address,
 * indexed as the guest's page. */
export const referralsHead: HeadRow<ReferralsPage> = {
  head: (_page, at) =>
    ownPageHead(at, {
      path: REFERRALS_PATH,
      description:
        'Invita a tus amigos a Fornido y gana saldo de regalo por cada compra suya: comparte tu enlace por WhatsApp y úsalo en tus próximos pedidos.',
      card: CARD,
      crumb: REFERRALS_TITLE,
    }),
  sitemap: () => [REFERRALS_PATH],
  cards: [CARD],
};
