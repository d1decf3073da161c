import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../../adapters/config';
import { T } from '../../adapters/container';
import { algoliaClient } from '../../adapters/search/algolia-index';
import { reindexAlgolia, type ReindexProgress } from '../../adapters/search/algolia-indexer';
import { countCatalogueEntries, readCatalogueEntries } from '../../adapters/search/catalogue-entries';
import { withStore } from '../store';

const batchSize = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new InvalidArgumentError('must be a whole number from 1 to 10000.');
  return n;
};

/** Progress on stderr: a bar redrawn in place on a terminal, one plain line per batch in a log. */
export const progressReporter = (stream: NodeJS.WriteStream) => ({
  update: ({ indexed, total }: ReindexProgress) => {
    if (!stream.isTTY) return void stream.write(`Indexed ${indexed} of ${total} products.\n`);
    const width = 30;
    const filled = Math.round((width * indexed) / Math.max(total, 1));
    stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${indexed}/${total} products`);
  },
  done: () => {
    if (stream.isTTY) stream.write('\n');
  },
});

/** `fornido search reindex`: sends the whole catalogue to Algolia, replacing the index atomically. */
export const searchCommand = () => {
  const search = new Command('search').description('Hosted search (Algolia): send the catalogue to the index.');
  search
    .command('reindex')
    .description(
      'Replace the Algolia index with the catalogue from the database (the storefront keeps answering meanwhile).',
    )
    .option('-b, --batch-size <n>', 'products per request to Algolia', batchSize, 500)
    .action(async (opts: { batchSize: number }) => {
      const config = loadConfig();
      const algolia = config.algolia;
      if (!algolia?.adminKey) {
        throw new Error(
          'Algolia is not configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (and ALGOLIA_SEARCH_KEY for the storefront to search it).',
        );
      }
      const index = config.policy.searchIndex;
      const started = performance.now();
      const progress = progressReporter(process.stderr);
      const { indexed } = await withStore(async (c) => {
        const db = c.get(T.database).db;
        const total = await countCatalogueEntries(db);
        if (total === 0)
          throw new Error('The catalogue is empty, so there is nothing to index. Run "fornido db seed" first.');
        try {
          return await reindexAlgolia({
            client: algoliaClient(algolia, algolia.adminKey!),
            index,
            total,
            batches: readCatalogueEntries(db, opts.batchSize),
            onProgress: progress.update,
            runId: Date.now().toString(36),
          });
        } finally {
          progress.done();
        }
      });
      console.log(
        `Indexed ${indexed} products into "${index}" in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    });
  return search;
};
