import type { RequestHandler } from 'express';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { T, type AppContainer } from '../adapters/container';
import { DEFAULT_MAX_WAITING, limitJobs } from '../adapters/images/jobs';
import { createSocialImages } from '../adapters/images/og-image';
import { createImageResizer } from '../adapters/images/resize';
import { productImageHandler } from './product-images';
import { socialImageHandler } from './social-images';

/** Where pictures are cached, how many may be drawn at once and how many may wait; all have defaults. */
export type ImageOptions = {
  /** Where resized and social images are cached; `${DATA_DIR}/cache/img` by default. */
  readonly cacheDir?: string;
  /** How many images may be drawn at once in this process; 2 by default. */
  readonly jobs?: number;
  /** How many more may wait for a worker; beyond that a request is answered 503 with Retry-After. 16 by default (see `DEFAULT_MAX_WAITING`). */
  readonly queue?: number;
};

/** The handlers of `/img/productos/:file` and `/img/og/:kind/:file`, sharing one disk cache and one bounded job limit. */
export const imageHandlers = (
  container: AppContainer,
  options: ImageOptions = {},
): { product: RequestHandler; social: RequestHandler } => {
  const config = container.get(T.config);
  const logger = container.get(T.logger);
  // With an in-memory database (tests, demos) there is no data directory to keep a cache in.
  const dataDir = config.dataDir.startsWith('memory://') ? join(tmpdir(), 'fornido') : config.dataDir;
  const cacheDir = options.cacheDir ?? join(dataDir, 'cache', 'img');
  const jobs = limitJobs(options.jobs ?? 2, options.queue ?? DEFAULT_MAX_WAITING);
  const onWriteError = (error: unknown) => logger.warn({ err: String(error), cacheDir }, 'image cache write failed');
  const images = container.get(T.productImages);
  const resizer = createImageResizer({ cacheDir: join(cacheDir, 'productos'), source: images, jobs, onWriteError });
  const social = createSocialImages({
    cacheDir: join(cacheDir, 'og'),
    products: container.get(T.products),
    images,
    jobs,
    onWriteError,
  });
  return { product: productImageHandler(images, resizer), social: socialImageHandler(social) };
};
