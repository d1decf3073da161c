import { LEVELS_PATH } from '../../../contract/page-paths';
import { LEVELS_PAGE } from '../../lib/loyalty-pages';
import type { LevelsPage } from '../loaders/loyalty';
import type { HeadRow } from '../page-row';
import { ownPageHead } from './head-parts';

const CARD = { name: LEVELS_PAGE.card, title: LEVELS_PAGE.title, subtitle: 'Bronce, Plata, Oro, Platino y Diamante.' };

/** The loyalty levels' head, card and line in sitemap.xml. */
export const levelsHead: HeadRow<LevelsPage> = {
  head: (_page, at) =>
    ownPageHead(at, {
      path: LEVELS_PATH,
      description:
        'Suma puntos con tus compras y tus referidos y sube de nivel: Bronce, Plata, Oro, Platino y Diamante, cada uno con sus beneficios.',
      card: CARD,
      crumb: LEVELS_PAGE.crumb,
    }),
  sitemap: () => [LEVELS_PATH],
  cards: [CARD],
};
