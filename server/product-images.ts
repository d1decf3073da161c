import type { RequestHandler } from 'express';
import type { Pictures } from '../adapters/container';
import { sendImageError } from './image-errors';

const SIZE = /^[1-9]\d{0,4}$/;
// Resized files never change under their name (a new picture gets a new cache entry, and the CDN or
// browser keeps what it has), so they may be kept for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

type SizeParams = { width: number; height?: number } | 'original' | 'invalid';

/**
 * Reads `?w=` and `&h=`: neither means the original; repeated, non-numeric or height-only is nonsense.
 * Other parameters (a tracker's, a cache buster) change nothing and are ignored.
 */
const sizeParams = (query: Record<string, unknown>): SizeParams => {
  const { w, h } = query;
  if (w === undefined && h === undefined) return 'original';
  if (typeof w !== 'string' || !SIZE.test(w)) return 'invalid';
  if (h === undefined) return { width: Number(w) };
  return typeof h === 'string' && SIZE.test(h) ? { width: Number(w), height: Number(h) } : 'invalid';
};

const BAD_SIZE = 'Tamaño de imagen no válido: usa ?w= con un ancho en píxeles (y, si quieres, &h= con un alto).';

/**
 * Serves the catalogue's pictures: the stored original (an inert, locked-down SVG) without `w`, or a
 * resized AVIF/WebP/PNG chosen by the browser's `Accept` with `?w=` (and optionally `&h=`). A width no
 * page asks for is refused (400), and a resize that finds every worker busy is shed (503, Retry-After).
 */
export const productImageHandler =
  (pictures: Pictures): RequestHandler =>
  async (req, res, next) => {
    try {
      const file = String(req.params.file);
      const size = sizeParams(req.query);
      if (size === 'invalid') {
        res.status(400).type('text').send(BAD_SIZE);
        return;
      }
      if (size === 'original') {
        const image = await pictures.original(file);
        if (!image) {
          res.status(404).type('text').send('Imagen no encontrada.');
          return;
        }
        res.setHeader('Cache-Control', 'public, max-age=86400');
        // An SVG opened directly must not be able to run script.
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        res.type(image.contentType).send(image.bytes);
        return;
      }
      const result = await pictures.resized({
        file,
        width: size.width,
        height: size.height,
        accept: req.get('accept'),
      });
      res.vary('Accept');
      if (!result.ok) {
        sendImageError(res, result.error);
        return;
      }
      res.setHeader('Cache-Control', IMMUTABLE);
      res.type(result.value.contentType).send(result.value.bytes);
    } catch (error) {
      next(error);
    }
  };
