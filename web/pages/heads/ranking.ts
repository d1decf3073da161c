import { RANKING_PATH } from '../../../contract/page-paths';
import { RANKING_PAGE, rankingPath } from '../../lib/loyalty-pages';
import type { RankingPage } from '../loaders/loyalty';
import type { HeadRow } from '../page-row';
import { ownPageHead } from './head-parts';

const CARD = {
  name: RANKING_PAGE.card,
  title: RANKING_PAGE.title,
  subtitle: 'Los clientes con más puntos del mes, en vivo.',
};

/** The ranking's head: an earlier month is its own page (its final table); a month that cannot be shown is not
 * indexed. */
export const rankingHead: HeadRow<RankingPage> = {
  head: ({ ranking }, at) => ({
    ...ownPageHead(at, {
      path: RANKING_PATH,
      description:
        'Los clientes Fornido con más puntos del mes, en vivo: compra, refiere a tus amigos y sube en la tabla de clasificación.',
      card: CARD,
      crumb: RANKING_PAGE.crumb,
      indexed: ranking.ok,
    }),
    canonical: ranking.ok ? at.origin + rankingPath(ranking.value.month, ranking.value.current) : null,
  }),
  sitemap: () => [RANKING_PATH],
  cards: [CARD],
};
