import type { RequestHandler } from 'express';
import { err } from '../core/shared/result';
import type { Pictures } from '../adapters/container';
import { pageCards } from '../web/entry-server';
import { sendImageError } from './image-errors';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
const NOT_FOUND = err({ kind: 'not-found', message: 'Imagen no encontrada.' } as const);

// The cards of the store's own pages, as their rows' heads name them: read once, on the first request for one.
let cards: ReturnType<typeof pageCards> | null = null;

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
      const page = slug === undefined ? undefined : (await (cards ??= pageCards())).get(slug);
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
