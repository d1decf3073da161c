import { Command } from 'commander';
import { T } from '../../adapters/container';
import { productsOnSale } from '../../core/catalog/operate-stock';
import { fieldInEnglish } from '../api-refusals';
import { productsTable, stockTruth } from '../catalog-views';
import { json } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import { inOwnWords, throughStore } from '../through-store';
import { addCatalogFileCommands } from './catalog-file';
import { addCatalogVariantCommands } from './catalog-variants';

/** `fornido catalog list [--category SLUG] [--json]`: the active products with their lowest price and how many of their
 * variants are in stock; `fornido catalog restock SKU UNITS`: a delivery put on sale; and the operators' catalogue
 * commands: `variants`, `set-price`, `export`, `import`. */
export const catalogCommand = (io: CliIo) => {
  const print = printer(io.out);
  const catalog = new Command('catalog').description('Read the catalogue, and change its prices, stock and products.');
  catalog
    .command('list')
    .description('List the active products, all or of one category, with how many of their variants are in stock.')
    .option('-c, --category <slug>', 'only this category (e.g. proteinas)')
    .option('--json', 'print JSON for scripts')
    .action(async (opts: { category?: string; json?: boolean }) => {
      const unknown = (known: readonly string[]) =>
        new Error(`Unknown category "${opts.category}". Categories: ${known.join(', ')}.`);
      const { items, truth } = await throughStore(io, {
        api: async (api) => {
          const listed = inOwnWords(api.catalogue.productsOnSale({ category: opts.category }), async (refusal) =>
            refusal.kind === 'category-not-found'
              ? unknown((await api.catalogue.listTaxonomy()).categories.map((x) => x.slug))
              : null,
          );
          const [found, variants] = await Promise.all([listed, api.catalogue.listVariants({})]);
          return { items: found, truth: stockTruth(variants) };
        },
        database: async (c) => {
          const products = c.get(T.products);
          if (opts.category && !(await products.findCategory(opts.category)))
            throw unknown((await products.listCategories()).map((x) => x.slug));
          const found = await productsOnSale({ products })(opts.category);
          return { items: found, truth: stockTruth(await c.get(T.catalogueAdmin).listVariants()) };
        },
      });
      if (opts.json) {
        print(json(items.map((p) => ({ ...p, stock: truth.get(p.slug) ?? null }))));
        return;
      }
      if (items.length === 0) {
        print('No products. Run "fornido db seed" to load the catalogue.');
        return;
      }
      print(productsTable(items, truth));
      print(`\n${items.length} products.`);
    });
  catalog
    .command('restock')
    .description(
      'Put units of a variant on sale (a supplier delivery). When it was sold out, the shoppers who asked to be told are mailed.',
    )
    .argument('<sku>', 'the variant, e.g. ON-GSW-2LB-MOCH')
    .argument('<units>', 'units received, 1 to 10000')
    .action(async (sku: string, units: string) => {
      const input = { sku, units: /^\d+$/.test(units) ? Number(units) : Number.NaN };
      const done = await throughStore(
        io,
        {
          api: (api) => {
            // JSON has no NaN (it would go as null): refused here, as the use case does.
            if (Number.isNaN(input.units)) throw new Error(fieldInEnglish('units'));
            return api.catalogue.restockVariant(input);
          },
          database: async (c) => {
            const result = await c.get(T.stockAlerts).restockVariant({ ...input, actor: operatorName(io.env) });
            if (!result.ok) throw new Error(result.error.message);
            // The server mails within seconds too; doing it here tells the operator at once who was told.
            const mailed = result.value.before === 0 ? (await c.get(T.stockAlerts).notifyRestocked()).notified : 0;
            return { ...result.value, mailed };
          },
        },
        sku,
      );
      print(`${done.sku}: ${done.before} → ${done.after} units on sale.`);
      if (done.mailed > 0)
        print(`Mailed ${done.mailed} ${done.mailed === 1 ? 'shopper' : 'shoppers'} who asked to be told it was back.`);
    });
  addCatalogVariantCommands(catalog, io);
  addCatalogFileCommands(catalog, io);
  return catalog;
};
