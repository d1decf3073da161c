import { Command, InvalidArgumentError } from 'commander';
import { T, type ReindexProgress } from '../../adapters/container';
import { printer, type CliIo, type Writer } from '../io';
import { osActor, settled, throughStore } from '../through-store';

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
      const { indexed, index } = await throughStore(io, {
        // The store sends the batches itself: the command waits for its answer, with no progress to show.
        api: (api) => api.operations.reindexSearch({ batchSize: opts.batchSize }),
        database: async (c) => {
          try {
            const request = { batchSize: opts.batchSize, onProgress: progress.update };
            return settled(await c.get(T.storeOperations).reindexSearchAs(osActor(io), request));
          } finally {
            progress.done();
          }
        },
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      printer(io.out)(`Indexed ${indexed} products into "${index}" in ${seconds} s.`);
    });
  return search;
};
