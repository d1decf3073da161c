import type { Clock } from '../../core/shared/ports';
import { err, ok, type Result } from '../../core/shared/result';
import type { Config } from '../config';
import type { Db } from '../persistence/db';
import { algoliaClient } from './algolia-index';
import { reindexAlgolia, type ReindexProgress } from './algolia-indexer';
import { countCatalogueEntries, readCatalogueEntries } from './catalogue-entries';

export type { ReindexProgress };

/** Why nothing was sent: hosted search has no admin key to write with, or the catalogue has nothing to send. */
export type ReindexRefusal = { readonly kind: 'search-not-configured' } | { readonly kind: 'empty-catalogue' };

/** How many products went into which index. */
export type Reindexed = { readonly indexed: number; readonly index: string };

/** Replaces the hosted search index with the catalogue, `batchSize` products per request, telling each batch sent. */
export type ReindexCatalogue = (request: {
  readonly batchSize: number;
  readonly onProgress?: (progress: ReindexProgress) => void;
}) => Promise<Result<Reindexed, ReindexRefusal>>;

/** The full reindex into Algolia with the admin key: the storefront keeps searching the old index until the new one
 * is moved onto it (see `reindexAlgolia`). */
export const algoliaReindex =
  (deps: { readonly config: Config; readonly db: Db; readonly clock: Clock }): ReindexCatalogue =>
  async ({ batchSize, onProgress }) => {
    const algolia = deps.config.algolia;
    if (!algolia?.adminKey) return err({ kind: 'search-not-configured' });
    const total = await countCatalogueEntries(deps.db);
    if (total === 0) return err({ kind: 'empty-catalogue' });
    const index = deps.config.policy.searchIndex;
    const { indexed } = await reindexAlgolia({
      client: algoliaClient(algolia, algolia.adminKey),
      index,
      total,
      batches: readCatalogueEntries(deps.db, batchSize),
      onProgress,
      runId: deps.clock.now().getTime().toString(36),
    });
    return ok({ indexed, index });
  };
