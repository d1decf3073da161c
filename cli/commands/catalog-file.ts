import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { T } from '../../adapters/container';
import type { ImportError } from '../../core/catalog/import-catalogue';
import { importLines, problemLines } from '../catalog-views';
import { count } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import { inOwnWords, throughStore } from '../through-store';

const reason = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : String(error));

/** The file's text, refusing what is not UTF-8 (a spreadsheet's "CSV" in its own code page would garble accents). */
const readText = (file: string) => {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new Error(`Cannot read ${file} (${reason(error)}).`, { cause: error });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new Error(`${file} is not UTF-8 text: save it as "CSV UTF-8" and try again.`, { cause: error });
  }
};

/** `catalog export FILE.csv [--force]` and `catalog import FILE.csv [--dry-run]`: the whole catalogue as a spreadsheet. */
export const addCatalogFileCommands = (catalog: Command, io: CliIo) => {
  const print = printer(io.out);
  catalog
    .command('export')
    .description('Write the whole catalogue to a CSV file: one line per variant with its product (UTF-8, RFC 4180).')
    .argument('<file>', 'the file to write, e.g. catalogo.csv')
    .option('--force', 'replace the file if it exists')
    .action(async (file: string, opts: { force?: boolean }) => {
      const { csv, variants } = await throughStore(io, {
        api: (api) => api.catalogue.exportCatalogue(),
        database: (c) => c.get(T.catalogueAdmin).exportCatalogue(),
      });
      try {
        writeFileSync(file, csv, { flag: opts.force ? 'w' : 'wx' });
      } catch (error) {
        if (reason(error) === 'EEXIST')
          throw new Error(`${file} already exists: give another name, or --force to replace it.`, {
            cause: error,
          });
        throw new Error(`Cannot write ${file} (${reason(error)}).`, { cause: error });
      }
      print(`Wrote ${variants} variants to ${file}.`);
    });
  catalog
    .command('import')
    .description(
      'Make the catalogue say what a CSV file (as export writes it) says: every line is checked first, and the file is written whole or not at all. Nothing missing from the file is deleted.',
    )
    .argument('<file>', 'the CSV file to read')
    .option('--dry-run', 'only report what would change')
    .action(async (file: string, opts: { dryRun?: boolean }) => {
      const csv = readText(file);
      const dryRun = opts.dryRun === true;
      // A refused file: every problem, by line, on stderr, then the refusal (exit 1).
      const refused = (error: ImportError) => {
        if (error.kind === 'invalid-file') {
          io.err.write('Lines are counted as a spreadsheet counts rows; the header is line 1.\n');
          io.err.write(`${problemLines(error.errors).join('\n')}\n`);
        }
        return new Error(error.message);
      };
      const result = await throughStore(io, {
        api: (api) =>
          inOwnWords(api.catalogue.importCatalogue({ csv, dryRun, language: 'en' }), (refusal) =>
            refusal.body.kind === 'invalid-file' || refusal.body.kind === 'stale' ? refused(refusal.body) : null,
          ),
        database: async (c) => {
          const done = await c.get(T.catalogueAdmin).importCatalogue({ csv, actor: operatorName(io.env), dryRun });
          if (!done.ok) throw refused(done.error);
          // A variant the file put back in stock has its avísame requests due (migration 0014's trigger): told now, as
          // restock tells them.
          const mailed = done.value.written ? (await c.get(T.stockAlerts).notifyRestocked()).notified : 0;
          return { ...done.value, mailed };
        },
      });
      for (const line of importLines(result)) print(line);
      if (opts.dryRun) print('Dry run: nothing was changed.');
      else print(result.written ? 'Done: the catalogue was changed.' : 'Nothing to change.');
      if (result.mailed > 0)
        print(`Mailed ${count(result.mailed, 'shopper')} who asked to be told a variant was back.`);
    });
};
