import type { RequestHandler } from 'express';
import { err } from '../core/shared/result';
import type { Pictures } from '../adapters/container';
import { infoPages } from '../core/content/info-pages';
import { CALCULATOR_CARD, CALCULATOR_PAGE } from '../web/lib/calculator-query';
import { LEVELS_PAGE, RANKING_PAGE } from '../web/lib/loyalty-pages';
import { REFERRALS_CARD, REFERRALS_TITLE } from '../web/lib/referrals-page';
import { sendImageError } from './image-errors';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
const NOT_FOUND = err({ kind: 'not-found', message: 'Imagen no encontrada.' } as const);

/** The cards of the store's own pages (`/img/og/paginas/{name}.png`): the home's, and one per information page. */
export const PAGE_CARDS: ReadonlyMap<string, { readonly title: string; readonly subtitle: string }> = new Map([
  [
    'inicio',
    {
      title: 'Suplementos deportivos originales',
      subtitle: 'Proteínas, creatinas, aminoácidos y quemadores con registro INVIMA, con envíos a toda Colombia.',
    },
  ],
  ...infoPages.map((p) => [p.slug, { title: p.title, subtitle: 'Fornido Colombia · fornido.co' }] as const),
  [
    CALCULATOR_CARD,
    { title: CALCULATOR_PAGE.title, subtitle: 'Tus calorías y macros para bajar, mantener o subir de peso.' },
  ],
  [LEVELS_PAGE.card, { title: LEVELS_PAGE.title, subtitle: 'Bronce, Plata, Oro, Platino y Diamante.' }],
  [RANKING_PAGE.card, { title: RANKING_PAGE.title, subtitle: 'Los clientes con más puntos del mes, en vivo.' }],
  [REFERRALS_CARD, { title: REFERRALS_TITLE, subtitle: 'Invita a tus amigos y gana saldo de regalo.' }],
]);

/**
 * Serves the 1200×630 preview images pages name in their `og:image`: `/img/og/productos/{slug}.png`,
 * `/img/og/categorias/{slug}.png` and `/img/og/paginas/{name}.png`. They change with the price or the pictures, so
 * they are cached for a day rather than forever. Drawing one shares the product pictures' workers, and is shed the
 * same way.
 */
export const socialImageHandler =
  ({ social }: Pictures): RequestHandler =>
  async (req, res, next) => {
    try {
      const slug = String(req.params.file).match(FILE)?.[1];
      const kind = String(req.params.kind);
      const page = slug === undefined ? undefined : PAGE_CARDS.get(slug);
      const png =
        slug === undefined
          ? NOT_FOUND
          : kind === 'productos'
            ? await social.product(slug)
            : kind === 'categorias'
              ? await social.category(slug)
              : kind === 'paginas' && page
                ? await social.page(slug, page)
                : NOT_FOUND;
      if (!png.ok) {
        sendImageError(res, png.error);
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('image/png').send(png.value);
    } catch (error) {
      next(error);
    }
  };
