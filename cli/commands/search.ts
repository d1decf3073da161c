import { Command, InvalidArgumentError } from 'commander';
import { T, type ReindexProgress, type ReindexRefusal } from '../../adapters/container';
import { printer, type CliIo, type Writer } from '../io';
import { withStore } from '../store';

const batchSize = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000)
    throw new InvalidArgumentError('must be a whole number from 1 to 10000.');
  return n;
};

/** Progress on stderr: a bar redrawn in place on a terminal, one plain line per batch in a log. */
export const progressReporter = (stream: Writer) => {
  let drawn = false;
  return {
    update: ({ indexed, total }: ReindexProgress) => {
      if (!stream.isTTY) return void stream.write(`Indexed ${indexed} of ${total} products.\n`);
      const width = 30;
      const filled = Math.round((width * indexed) / Math.max(total, 1));
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${indexed}/${total} products`);
      drawn = true;
    },
    // The bar leaves the cursor at the end of its line: whatever is printed next starts on a fresh one.
    done: () => {
      if (drawn) stream.write('\n');
    },
  };
};

const REFUSED: { readonly [K in ReindexRefusal['kind']]: string } = {
  'search-not-configured':
    'Algolia is not configured: set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (and ALGOLIA_SEARCH_KEY for the storefront to search it).',
  'empty-catalogue': 'The catalogue is empty, so there is nothing to index. Run "fornido db seed" first.',
};

/** `fornido search reindex`: sends the whole catalogue to Algolia, replacing the index atomically. */
export const searchCommand = (io: CliIo) => {
  const search = new Command('search').description('Hosted search (Algolia): send the catalogue to the index.');
  search
    .command('reindex')
    .description(
      'Replace the Algolia index with the catalogue from the database (the storefront keeps answering meanwhile).',
    )
    .option('-b, --batch-size <n>', 'products per request to Algolia', batchSize, 500)
    .action(async (opts: { batchSize: number }) => {
      const started = performance.now();
      const progress = progressReporter(io.err);
      const result = await withStore(io.env, async (c) => {
        try {
          return await c.get(T.reindexCatalogue)({ batchSize: opts.batchSize, onProgress: progress.update });
        } finally {
          progress.done();
        }
      });
      if (!result.ok) throw new Error(REFUSED[result.error.kind]);
      const { indexed, index } = result.value;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      printer(io.out)(`Indexed ${indexed} products into "${index}" in ${seconds} s.`);
    });
  return search;
};
