import type { Command } from 'commander';
import { T } from '../../adapters/container';
import { formatPesos } from '../../core/shared/format';
import { variantsTable } from '../catalog-views';
import { count, json } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import { fieldInEnglish } from '../api-refusals';
import { throughStore } from '../through-store';

// Digits only: "189.900" or "1e5" reach the use case as NaN and are refused there with the rule.
const wholeArgument = (raw: string) => (/^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN);

/** `catalog variants [--low] [--json]` and `catalog set-price SKU PESOS [--compare-at PESOS|none]`. */
export const addCatalogVariantCommands = (catalog: Command, io: CliIo) => {
  const print = printer(io.out);
  catalog
    .command('variants')
    .description('List every variant with its sku, prices, stock and low-stock level, withdrawn ones included.')
    .option('--low', 'only the variants on sale at or under their low-stock level (time to order more)')
    .option('--json', 'print JSON for scripts')
    .action(async (opts: { low?: boolean; json?: boolean }) => {
      const lines = await throughStore(io, {
        api: (api) => api.catalogue.listVariants(opts.low ? { low: '1' } : {}),
        database: (c) => c.get(T.catalogueAdmin).listVariants({ low: opts.low === true }),
      });
      if (opts.json) {
        print(json(lines));
        return;
      }
      if (lines.length === 0) {
        print(
          opts.low ? 'No variant on sale is at or under its low-stock level.' : 'No variants. Run "fornido db seed".',
        );
        return;
      }
      print(variantsTable(lines));
      const low = lines.filter((l) => l.low).length;
      print(`\n${count(lines.length, 'variant')}, ${low} low.`);
    });
  catalog
    .command('set-price')
    .description(
      'Set the price of a variant in whole pesos (in the catalogue audit under the OS user, or the operator of FORNIDO_TOKEN).',
    )
    .argument('<sku>', 'the variant, e.g. ON-GSW-2LB-MOCH')
    .argument('<pesos>', 'the new price in whole pesos, e.g. 189900')
    .option('--compare-at <pesos>', 'the "before" price shown struck through, above the price; "none" drops it')
    .action(async (sku: string, price: string, opts: { compareAt?: string }) => {
      const compareAt =
        opts.compareAt === undefined
          ? undefined
          : opts.compareAt.trim() === 'none'
            ? null
            : wholeArgument(opts.compareAt);
      const input = { sku, price: wholeArgument(price), compareAt };
      const set = await throughStore(
        io,
        {
          api: (api) => {
            // JSON has no NaN (it would go as null, which drops the "before" price): refused here, as the use case does.
            if (Number.isNaN(compareAt)) throw new Error(fieldInEnglish('compareAt'));
            return api.catalogue.setVariantPrice(input);
          },
          database: async (c) => {
            const result = await c.get(T.catalogueAdmin).setVariantPrice({ ...input, actor: operatorName(io.env) });
            if (!result.ok) throw new Error(result.error.message);
            return result.value;
          },
        },
        sku,
      );
      const { before, after } = set;
      const shown = (p: typeof before) =>
        `${formatPesos(p.price)}${p.compareAt === null ? '' : ` (before ${formatPesos(p.compareAt)})`}`;
      print(
        set.changed
          ? `${set.sku}: ${shown(before)} → ${shown(after)}.`
          : `${set.sku} already costs ${shown(after)}; nothing changed.`,
      );
    });
};
