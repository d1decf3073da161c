import type { Container } from 'inversify';
import type { openStore as openStoreNow } from './container-root';
import { T } from './tokens';

// The composition root as the edges see it: its tokens, the types they name, and openStore. The wiring itself (every
// adapter, the database drivers, inversify) is in container-root.ts and loads when a store is opened, so a module that
// only names tokens — each `fornido` command, read whole for `fornido --help` — loads none of it.
export { T };
export { loggableFields } from './log-fields';
export { MAX_CLOCK_MOVE_DAYS, type SandboxClock } from './sandbox-clock';
// Which process holds an embedded data dir, and where it serves: read by `fornido` before it opens anything.
export { runningStore } from './persistence/data-dir-lock';
// The invoice sender's job over the bound use cases (light: it names tokens only).
export { invoiceSenderJob } from './container-invoice-sender';
export type AppContainer = Container;
// The types the edges name when they use what is bound here (the picture routes, the CLI's reindex progress).
export type { ImageError, ImageOptions, Pictures } from './images/pictures';
export type { ReindexProgress, ReindexRefusal } from './search/catalogue-reindex';
export type { CatalogueVersion } from './persistence/catalogue-version';
export type { ProviderOrigins } from './payments/provider';
export type { ProductImageStore, ProductStore } from '../core/catalog/ports';
export type { Database } from './persistence/db';

/** Opens the store (container-root.ts: the database, its migrations unless `migrate: false`, the container). */
export const openStore = async (...args: Parameters<typeof openStoreNow>): ReturnType<typeof openStoreNow> =>
  (await import('./container-root')).openStore(...args);
