import type { RequestHandler } from 'express';
import type { ProductImageStore } from '../core/catalog/ports';

const FILE_NAME = /^[a-z0-9-]+\.svg$/;

/** Serves the catalogue's pictures from the database, cacheable for a day, locked down as inert images. */
export const productImageHandler =
  (images: ProductImageStore): RequestHandler =>
  async (req, res, next) => {
    try {
      const file = String(req.params.file);
      const image = FILE_NAME.test(file) ? await images.findImage(file) : null;
      if (!image) {
        res.status(404).type('text').send('Imagen no encontrada.');
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=86400');
      // An SVG opened directly must not be able to run script.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.type(image.contentType).send(image.body);
    } catch (error) {
      next(error);
    }
  };
