import { createHash } from 'node:crypto';
import type { ProductImageStore } from '../../core/catalog/ports';
import { err, ok, type Result } from '../../core/shared/result';
import { diskCache } from './disk-cache';
import { limitJobs, type JobLimiter } from './jobs';
import { CONTENT_TYPES, encode, rasterize, type ImageFormat } from './rasterize';

export { formatFor, type ImageFormat } from './rasterize';

/**
 * The only sizes (in pixels, for width and for height) a picture is resized to. A closed list keeps the
 * cache bounded: nobody can fill the disk by asking for every width from 1 to 1600.
 */
export const RESIZE_WIDTHS = [64, 96, 160, 240, 320, 400, 480, 640, 800, 1200] as const;

/** Nothing is ever drawn larger than this, whatever the list above says. */
export const MAX_DIMENSION = 1600;

/** File names as they appear in picture URLs; anything else is not a picture of ours. */
export const IMAGE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.(svg|png|jpe?g|webp|avif)$/;

/** Which picture, how big, and in which format. */
export type ResizeRequest = {
  readonly file: string;
  readonly width: number;
  /** When given, the picture is fitted inside width×height and the rest filled with white. */
  readonly height?: number;
  readonly format: ImageFormat;
};

/** The encoded picture; `cached` tells whether it came from disk. */
export type ResizedImage = { readonly bytes: Buffer; readonly contentType: string; readonly cached: boolean };

/** Why a picture was not resized, with a Spanish message for whoever asked. */
export type ResizeError =
  | { readonly kind: 'invalid-size'; readonly message: string }
  | { readonly kind: 'not-found'; readonly message: string };

/** Resized copies of the catalogue's pictures, made once and then served from disk. */
export type ImageResizer = {
  /** The picture at an allowed size in the given format; refuses other sizes and unknown files as values. */
  resize(request: ResizeRequest): Promise<Result<ResizedImage, ResizeError>>;
};

/** What the resizer needs: a cache directory, the stored pictures and, optionally, a shared job limit. */
export type ImageResizerOptions = {
  /** Where resized files are kept, e.g. `${DATA_DIR}/cache/img`. */
  readonly cacheDir: string;
  readonly source: ProductImageStore;
  /** Shared with other image work so the whole process runs at most this many sharp jobs; 2 by default. */
  readonly jobs?: JobLimiter;
  readonly onWriteError?: (error: unknown) => void;
};

/** Tells whether a number is one of the sizes pictures are made in. */
export const isAllowedSize = (n: number): boolean =>
  (RESIZE_WIDTHS as readonly number[]).includes(n) && n <= MAX_DIMENSION;

const INVALID_SIZE = `Ese tamaño de imagen no está disponible. Usa uno de estos anchos: ${RESIZE_WIDTHS.join(', ')}.`;

/** Builds the resizer over the pictures in `source`, caching under `cacheDir`. */
export const createImageResizer = (options: ImageResizerOptions): ImageResizer => {
  const cache = diskCache(options.cacheDir, options.onWriteError);
  const jobs = options.jobs ?? limitJobs(2);
  return {
    resize: async ({ file, width, height, format }) => {
      if (!isAllowedSize(width) || (height !== undefined && !isAllowedSize(height))) {
        return err({ kind: 'invalid-size', message: INVALID_SIZE });
      }
      const image = IMAGE_FILE.test(file) ? await options.source.findImage(file) : null;
      if (!image) return err({ kind: 'not-found', message: 'Imagen no encontrada.' });
      // The content hash in the key makes a replaced picture a new cache entry instead of a stale one.
      const version = createHash('sha256').update(image.contentType).update('\0').update(image.body).digest('hex').slice(0, 12);
      const key = `${file}/${version}-${width}x${height ?? 'auto'}.${format}`;
      const { bytes, hit } = await cache.getOrCreate(key, () => jobs(async () => encode(await rasterize(image, width, height), format)));
      return ok({ bytes, contentType: CONTENT_TYPES[format], cached: hit });
    },
  };
};
