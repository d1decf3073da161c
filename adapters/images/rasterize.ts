import sharp, { type Sharp } from 'sharp';
import type { StoredImage } from '../../core/catalog/ports';

/** The formats pictures are sent to browsers in. */
export type ImageFormat = 'avif' | 'webp' | 'png';

/** The Content-Type of each format. */
export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png' };

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** The picture's bytes: SVG is stored as its text, any raster format as base64 in the same text column. */
export const storedBytes = (image: StoredImage): Buffer =>
  isVector(image) ? Buffer.from(image.body, 'utf8') : Buffer.from(image.body, 'base64');

const isVector = (image: StoredImage) => image.contentType.toLowerCase().startsWith('image/svg+xml');

/**
 * A pipeline that draws the picture `width` wide (inside `width`×`height` when a height is given,
 * centred on white). SVG is rendered at the density that yields that size, so it stays sharp at any
 * width; a raster is never enlarged past its own pixels.
 */
export const rasterize = async (image: StoredImage, width: number, height?: number): Promise<Sharp> => {
  const input = storedBytes(image);
  const vector = isVector(image);
  let density: number | undefined;
  if (vector) {
    // At sharp's default 72 dpi an SVG comes out at its own width and height.
    const own = await sharp(input).metadata();
    const scale =
      height === undefined
        ? width / (own.width || width)
        : Math.min(width / (own.width || width), height / (own.height || height));
    density = Math.min(Math.max(72 * scale, 1), 100_000);
  }
  return (
    sharp(input, { density })
      .rotate()
      // 'inside' for a width alone: 'contain' would pad a small raster out to the full width.
      .resize({
        width,
        height,
        fit: height === undefined ? 'inside' : 'contain',
        background: WHITE,
        withoutEnlargement: !vector,
      })
      .flatten({ background: WHITE })
  );
};

/** Encodes for the web: settings picked for pack shots (flat colours, text) at small file sizes. */
export const encode = (pipeline: Sharp, format: ImageFormat): Promise<Buffer> => {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 3 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 82, effort: 4 }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
  }
};

/**
 * The best format the browser says it takes: AVIF, then WebP, else PNG (which every browser shows).
 * Only explicit types count: `image/*` and `*\/*` are sent by browsers that cannot decode AVIF too.
 */
export const formatFor = (accept: string | undefined): ImageFormat => {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(type);
  }
  return accepted.has('image/avif') ? 'avif' : accepted.has('image/webp') ? 'webp' : 'png';
};
