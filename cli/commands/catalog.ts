import { Command } from 'commander';
import { T } from '../../adapters/container';
import type { ProductSummary } from '../../core/catalog/ports';
import { productsTable, stockTruth } from '../catalog-views';
import { json } from '../format';
import { printer, type CliIo } from '../io';
import { operatorName } from '../operator';
import { inStore, withStore } from '../store';
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
      const { items, truth } = await inStore(io, async (c) => {
        const products = c.get(T.products);
        if (opts.category && !(await products.findCategory(opts.category))) {
          const known = (await products.listCategories()).map((x) => x.slug).join(', ');
          throw new Error(`Unknown category "${opts.category}". Categories: ${known}.`);
        }
        const all: ProductSummary[] = [];
        for (let offset = 0; ; offset += 100) {
          const page = await products.listProducts({ category: opts.category, sort: 'nombre', offset, limit: 100 });
          all.push(...page.items);
          if (all.length >= page.total || page.items.length === 0) break;
        }
        return { items: all, truth: stockTruth(await c.get(T.catalogueAdmin).listVariants()) };
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
      const done = await withStore(io.env, async (c) => {
        const result = await c
          .get(T.stockAlerts)
          .restockVariant({ sku, units: /^\d+$/.test(units) ? Number(units) : NaN, actor: operatorName(io.env) });
        if (!result.ok) throw new Error(result.error.message);
        // The server mails within seconds too; doing it here tells the operator at once who was told.
        const mailed = result.value.before === 0 ? (await c.get(T.stockAlerts).notifyRestocked()).notified : 0;
        return { ...result.value, mailed };
      });
      print(`${done.sku}: ${done.before} → ${done.after} units on sale.`);
      if (done.mailed > 0)
        print(`Mailed ${done.mailed} ${done.mailed === 1 ? 'shopper' : 'shoppers'} who asked to be told it was back.`);
    });
  addCatalogVariantCommands(catalog, io);
  addCatalogFileCommands(catalog, io);
  return catalog;
};
