import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, isImageWidth } from '../../core/catalog/image-widths';
import type { ProductImageStore } from '../../core/catalog/ports';
import { err, ok, type Result } from '../../core/shared/result';
import { diskCache } from './disk-cache';
import { limitJobs, orBusy, type Busy, type JobLimiter } from './jobs';
import { CONTENT_TYPES, encode, rasterize, type ImageFormat } from './rasterize';

export { formatFor, type ImageFormat } from './rasterize';

/** Nothing is ever drawn larger than this, whatever `IMAGE_WIDTHS` says. */
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
  | { readonly kind: 'not-found'; readonly message: string }
  | Busy;

/** Resized copies of the catalogue's pictures, made once and then served from disk. */
export type ImageResizer = {
  /** The picture at an allowed size in the given format; refuses other sizes, unknown files and a full job queue as values. */
  resize(request: ResizeRequest): Promise<Result<ResizedImage, ResizeError>>;
};

/** What the resizer needs: a cache directory, the stored pictures and, optionally, a shared job limit. */
export type ImageResizerOptions = {
  /** Where resized files are kept, e.g. `${DATA_DIR}/cache/img`. */
  readonly cacheDir: string;
  readonly source: ProductImageStore;
  /** Shared with other image work so the whole process runs (and queues) at most this many sharp jobs; 2 by default. */
  readonly jobs?: JobLimiter;
  readonly onWriteError?: (error: unknown) => void;
};

/**
 * Tells whether a number is one of the sizes (width, or height of the box) pictures are made in: only
 * the widths pages ask for, so a size no page uses never costs an encode or a file on disk.
 */
export const isAllowedSize = (n: number): boolean => isImageWidth(n) && n <= MAX_DIMENSION;

const INVALID_SIZE = `Ese tamaño de imagen no está disponible. Usa uno de estos anchos: ${IMAGE_WIDTHS.join(', ')}.`;

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
      const version = createHash('sha256')
        .update(image.contentType)
        .update('\0')
        .update(image.body)
        .digest('hex')
        .slice(0, 12);
      const key = `${file}/${version}-${width}x${height ?? 'auto'}.${format}`;
      const made = await orBusy(
        cache.getOrCreate(key, () => jobs(async () => encode(await rasterize(image, width, height), format))),
      );
      if (!made.ok) return made;
      return ok({ bytes: made.value.bytes, contentType: CONTENT_TYPES[format], cached: made.value.hit });
    },
  };
};
