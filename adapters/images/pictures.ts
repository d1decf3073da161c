import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PictureSizes, ProductImageStore, ProductStore } from '../../core/catalog/ports';
import type { Logger } from '../../core/shared/ports';
import type { Result } from '../../core/shared/result';
import { DEFAULT_MAX_WAITING, limitJobs } from './jobs';
import { pictureSizes } from './picture-sizes';
import { createSocialImages, type SocialImageError, type SocialImages } from './og-image';
import { storedBytes } from './rasterize';
import { createImageResizer, formatFor, IMAGE_FILE, type ResizedImage, type ResizeError } from './resize';

/** Where pictures are cached, how many may be drawn at once and how many may wait; all have defaults. */
export type ImageOptions = {
  /** Where resized and social images are cached; `${DATA_DIR}/cache/img` by default. */
  readonly cacheDir?: string;
  /** How many images may be drawn at once in this process; 2 by default. */
  readonly jobs?: number;
  /** How many more may wait for a worker; beyond that a request is answered 503 with Retry-After. 16 by default (see `DEFAULT_MAX_WAITING`). */
  readonly queue?: number;
};

/** Every way a picture request can fail, with a Spanish message for whoever asked. */
export type ImageError = ResizeError | SocialImageError;

/** A picture as it is stored, ready to send. */
export type OriginalPicture = { readonly bytes: Buffer; readonly contentType: string };

/** What the picture routes serve: the stored originals, resized copies and social cards, sharing one job limit. */
export type Pictures = {
  /** The picture as it was stored, or null when the file is not one of the catalogue's pictures. */
  original(file: string): Promise<OriginalPicture | null>;
  /** The picture at an allowed size, in the best format the browser's `Accept` header names (AVIF, WebP, else PNG). */
  resized(request: {
    readonly file: string;
    readonly width: number;
    readonly height?: number;
    readonly accept: string | undefined;
  }): Promise<Result<ResizedImage, ResizeError>>;
  /** The 1200×630 preview cards of products and categories. */
  readonly social: SocialImages;
  /** Draws a new picture at every size pages ask, into the same cache under the same job limit, in the background. */
  readonly sizes: PictureSizes;
};

/** What the pictures are made from: the catalogue, its stored pictures, the data directory for the cache, a log. */
export type PicturesDeps = {
  readonly dataDir: string;
  readonly products: ProductStore;
  readonly images: ProductImageStore;
  readonly logger: Logger;
};

/** Builds the pictures of one HTTP app over one disk cache; the resizer, the social cards and the drawing of new
 * pictures ahead share one bounded job limit, so together they never run more sharp encodes than `jobs` nor queue more
 * than `queue`. */
export const createPictures = (deps: PicturesDeps, options: ImageOptions = {}): Pictures => {
  // With an in-memory database (tests, demos) there is no data directory to keep a cache in.
  const dataDir = deps.dataDir.startsWith('memory://') ? join(tmpdir(), 'fornido') : deps.dataDir;
  const cacheDir = options.cacheDir ?? join(dataDir, 'cache', 'img');
  const jobs = limitJobs(options.jobs ?? 2, options.queue ?? DEFAULT_MAX_WAITING);
  const onWriteError = (error: unknown) =>
    deps.logger.warn({ err: String(error), cacheDir }, 'image cache write failed');
  const resizer = createImageResizer({
    cacheDir: join(cacheDir, 'productos'),
    source: deps.images,
    jobs,
    onWriteError,
  });
  const social = createSocialImages({
    cacheDir: join(cacheDir, 'og'),
    products: deps.products,
    images: deps.images,
    jobs,
    onWriteError,
  });
  return {
    original: async (file) => {
      const image = IMAGE_FILE.test(file) ? await deps.images.findImage(file) : null;
      return image && { bytes: storedBytes(image), contentType: image.contentType };
    },
    resized: ({ file, width, height, accept }) => resizer.resize({ file, width, height, format: formatFor(accept) }),
    social,
    sizes: pictureSizes({ resizer, social, logger: deps.logger }),
  };
};
