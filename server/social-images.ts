import type { RequestHandler } from 'express';
import { err } from '../core/shared/result';
import type { Pictures } from '../adapters/container';
import { sendImageError } from './image-errors';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;
const NOT_FOUND = err({ kind: 'not-found', message: 'Imagen no encontrada.' } as const);

/**
 * Serves the 1200×630 preview images of `/img/og/productos/{slug}.png` and `/img/og/categorias/{slug}.png`
 * that pages name in their `og:image`. They change with the price or the pictures, so they are cached
 * for a day rather than forever. Drawing one shares the product pictures' workers, and is shed the same way.
 */
export const socialImageHandler =
  ({ social }: Pictures): RequestHandler =>
  async (req, res, next) => {
    try {
      const slug = String(req.params.file).match(FILE)?.[1];
      const kind = String(req.params.kind);
      const png =
        slug === undefined
          ? NOT_FOUND
          : kind === 'productos'
            ? await social.product(slug)
            : kind === 'categorias'
              ? await social.category(slug)
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
