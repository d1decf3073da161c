import { SEARCH_SYNONYMS } from '../../core/catalog/search-synonyms';
import { toRecord } from './algolia-records';
import { toSynonymHits } from './algolia-synonyms';
import { indexSettings, type SearchClient } from './algolia-index';
import type { CatalogueEntry } from './catalogue-entries';

export type ReindexProgress = { readonly indexed: number; readonly total: number };

/**
 * Replaces the whole content of the Algolia index `index` with the catalogue, atomically: settings first
 * (main index and its sort replicas) and the synonym table (core/catalog/search-synonyms.ts), then the records go to a temporary index, batch by batch, and the
 * temporary index is moved onto the main one, so shoppers never search a half-filled index. The replicas
 * stay attached and receive the new records (Algolia's "move" keeps the destination's replicas).
 */
export const reindexAlgolia = async (opts: {
  client: SearchClient;
  index: string;
  total: number;
  batches: AsyncIterable<readonly CatalogueEntry[]>;
  onProgress?: (p: ReindexProgress) => void;
  /** Suffix of the temporary index; unique per run. */
  runId: string;
}): Promise<{ indexed: number }> => {
  const { client, index } = opts;
  for (const { indexName, settings } of indexSettings(index)) {
    const { taskID } = await client.setSettings({ indexName, indexSettings: settings });
    await client.waitForTask({ indexName, taskID });
  }
  // The synonym table replaces whatever synonyms the index had, on the sort replicas too.
  const synonyms = await client.saveSynonyms({
    indexName: index,
    synonymHit: toSynonymHits(SEARCH_SYNONYMS),
    forwardToReplicas: true,
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName: index, taskID: synonyms.taskID });
  const tmp = `${index}_reindex_${opts.runId}`;
  try {
    // Copying brings the settings (but not the replicas) to the temporary index.
    const copy = await client.operationIndex({
      indexName: index,
      operationIndexParams: { operation: 'copy', destination: tmp, scope: ['settings', 'synonyms', 'rules'] },
    });
    await client.waitForTask({ indexName: tmp, taskID: copy.taskID });
    let indexed = 0;
    for await (const batch of opts.batches) {
      const { taskID } = await client.batch({
        indexName: tmp,
        batchWriteParams: { requests: batch.map((entry) => ({ action: 'addObject' as const, body: toRecord(entry) })) },
      });
      await client.waitForTask({ indexName: tmp, taskID });
      indexed += batch.length;
      opts.onProgress?.({ indexed, total: Math.max(opts.total, indexed) });
    }
    const move = await client.operationIndex({
      indexName: tmp,
      operationIndexParams: { operation: 'move', destination: index },
    });
    await client.waitForTask({ indexName: tmp, taskID: move.taskID });
    return { indexed };
  } catch (error) {
    await client.deleteIndex({ indexName: tmp }).catch(() => undefined);
    throw error;
  }
};
