import type { RequestHandler } from 'express';
import type { SocialImages } from '../adapters/images/og-image';

const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

/**
 * Serves the 1200×630 preview images of `/img/og/productos/{slug}.png` and `/img/og/categorias/{slug}.png`
 * that pages name in their `og:image`. They change with the price or the pictures, so they are cached
 * for a day rather than forever.
 */
export const socialImageHandler =
  (social: SocialImages): RequestHandler =>
  async (req, res, next) => {
    try {
      const slug = String(req.params.file).match(FILE)?.[1];
      const kind = String(req.params.kind);
      const png =
        slug === undefined ? null
        : kind === 'productos' ? await social.product(slug)
        : kind === 'categorias' ? await social.category(slug)
        : null;
      if (!png) {
        res.status(404).type('text').send('Imagen no encontrada.');
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('image/png').send(png);
    } catch (error) {
      next(error);
    }
  };
