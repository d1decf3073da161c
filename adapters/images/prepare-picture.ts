import sharp from 'sharp';
import type { PictureProcessor } from '../../core/catalog/ports';

/** The formats an upload may be in: photos. SVG is refused (it can carry script), as is anything sharp reads but a
 * camera or an editor would not give (TIFF, GIF, PDF...). */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'heif']);
const HEIF_PHOTOS = new Set(['av1']);
const MAX_SIDE = 1200;
const MIN_SIDE = 200;
// A decompression bomb (a small file of billions of pixels) is refused before it is drawn.
const MAX_INPUT_PIXELS = 50_000_000;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * Uploads as the catalogue keeps pictures, with sharp: the bytes must decode as a JPEG, PNG, WebP or AVIF photo; it is
 * turned upright (EXIF), put on a white square (product pages and cards show square pictures), at most 1200 px a side
 * (the widest a page asks, core/catalog/image-widths.ts), its metadata dropped, and stored as WebP. The picture routes
 * then draw each width pages ask from it (adapters/images/resize.ts).
 */
export const sharpPictureProcessor: PictureProcessor = {
  prepare: async (bytes) => {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await input.metadata().catch(() => null);
    const format = meta?.format ?? '';
    const photo = PHOTO_FORMATS.has(format) && (format !== 'heif' || HEIF_PHOTOS.has(meta?.compression ?? ''));
    if (!meta || !photo || !meta.width || !meta.height) return 'not-an-image';
    const upright = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    if (Math.min(...upright) < MIN_SIDE) return 'too-small';
    const side = Math.min(MAX_SIDE, Math.max(...upright));
    try {
      const out = await input
        .rotate()
        .resize({ width: side, height: side, fit: 'contain', background: WHITE })
        .flatten({ background: WHITE })
        .webp({ quality: 88, effort: 4 })
        .toBuffer();
      return { contentType: 'image/webp', extension: 'webp', bytes: out, width: side, height: side };
    } catch {
      // Headers that read as a photo over a body that does not decode (a truncated or forged file).
      return 'not-an-image';
    }
  },
};
