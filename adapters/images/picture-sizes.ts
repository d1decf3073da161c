import { IMAGE_WIDTHS } from '../../core/catalog/image-widths';
import type { PictureSizes } from '../../core/catalog/ports';
import type { Logger } from '../../core/shared/ports';
import type { SocialImages } from './og-image';
import type { ImageFormat } from './rasterize';
import type { ImageResizer } from './resize';

/**
 * What the shop's pages ask of a catalogue picture: every width of `IMAGE_WIDTHS` (the product page's gallery 320–1200
 * with the cards' 160–640 beneath it, the cards, the cart, checkout and search suggestions 96–240), in the formats the
 * picture route answers today's browsers (AVIF, else WebP; PNG only for a browser that takes neither, drawn when one
 * asks). AVIF first: most shoppers' browsers take it.
 */
export const PAGE_SIZES: readonly { readonly width: number; readonly format: ImageFormat }[] = (
  ['avif', 'webp'] as const
).flatMap((format) => IMAGE_WIDTHS.map((width) => ({ width, format })));

// A busy line is asked again this many times, each after the wait it names; past that the size is drawn when asked.
const ATTEMPTS = 5;

/** What drawing ahead uses: the routes' resizer (their disk cache and job limit), their social cards, a log. */
export type PictureSizesOptions = {
  readonly resizer: ImageResizer;
  readonly social: SocialImages;
  readonly logger: Logger;
  /** Waits before a busy line is asked again; a timer that does not hold the process open by default. */
  readonly wait?: (seconds: number) => Promise<void>;
};

/** How drawing one picture ahead went: the sizes drawn now, those already on disk, and those left to be drawn on
 * demand (every worker and waiting place taken too long, or a failure, logged). */
export type DrawReport = { readonly drawn: number; readonly cached: number; readonly left: number };

const unrefWait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000).unref());

/**
 * Draws a picture at every page size into the picture routes' cache, then its product's preview card (whose first
 * picture it may be). One size at a time, each through the routes' job limiter: it never runs more sharp jobs than
 * the limiter allows, and holds at most one worker, so shoppers' own requests always find one.
 */
export const drawEverySize =
  (options: PictureSizesOptions) =>
  async ({ product, file }: { readonly product: string; readonly file: string }): Promise<DrawReport> => {
    const wait = options.wait ?? unrefWait;
    let [drawn, cached, left] = [0, 0, 0];
    for (const { width, format } of PAGE_SIZES) {
      for (let attempt = 1; ; attempt++) {
        const made = await options.resizer.resize({ file, width, format });
        if (made.ok) {
          if (made.value.cached) cached++;
          else drawn++;
        } else if (made.error.kind === 'busy' && attempt < ATTEMPTS) {
          await wait(made.error.retryAfterSeconds);
          continue;
        } else left++;
        break;
      }
    }
    const card = await options.social.product(product);
    if (!card.ok && card.error.kind === 'busy') left++;
    return { drawn, cached, left };
  };

/** The port over `drawEverySize`: started in the background, its outcome logged, a failure never reaching the upload. */
export const pictureSizes = (options: PictureSizesOptions): PictureSizes => {
  const draw = drawEverySize(options);
  return {
    drawAll: (picture) =>
      void draw(picture).then(
        (report) => options.logger.info({ ...picture, ...report }, 'picture drawn at every page size'),
        (error: unknown) =>
          options.logger.warn({ ...picture, err: String(error) }, 'drawing a picture ahead failed: drawn when asked'),
      ),
  };
};
