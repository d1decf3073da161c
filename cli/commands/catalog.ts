import { Command } from 'commander';
import { T } from '../../adapters/container';
import type { ProductSummary } from '../../core/catalog/ports';
import { formatPesos } from '../../core/shared/format';
import { table } from '../format';
import { printer, type CliIo } from '../io';
import { withStore } from '../store';

/** `fornido catalog list [--category SLUG]`: the active products with their lowest price and stock state; `fornido
 * catalog restock SKU UNITS`: a delivery put on sale. */
export const catalogCommand = (io: CliIo) => {
  const print = printer(io.out);
  const catalog = new Command('catalog').description('Read the catalogue.');
  catalog
    .command('list')
    .description('List the active products, all or of one category.')
    .option('-c, --category <slug>', 'only this category (e.g. proteinas)')
    .action(async (opts: { category?: string }) => {
      const items = await withStore(io.env, async (c) => {
        const products = c.get(T.products);
        if (opts.category && !(await products.findCategory(opts.category))) {
          const known = (await products.listCategories()).map((x) => x.slug).join(', ');
          throw new Error(`Unknown category "${opts.category}". Categories: ${known}.`);
        }
        const all: ProductSummary[] = [];
        for (let offset = 0; ; offset += 100) {
          const page = await products.listProducts({ category: opts.category, sort: 'nombre', offset, limit: 100 });
          all.push(...page.items);
          if (all.length >= page.total || page.items.length === 0) return all;
        }
      });
      if (items.length === 0) {
        print('No products. Run "fornido db seed" to load the catalogue.');
        return;
      }
      const rows = items.map((p) => [
        p.category,
        p.slug,
        p.brand,
        formatPesos(p.price),
        p.inStock ? 'in stock' : 'sold out',
      ]);
      print(table([['CATEGORY', 'SLUG', 'BRAND', 'FROM', 'STOCK'], ...rows]));
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
          .restockVariant({ sku, units: /^\d+$/.test(units) ? Number(units) : NaN });
        if (!result.ok) throw new Error(result.error.message);
        // The server mails within seconds too; doing it here tells the operator at once who was told.
        const mailed = result.value.before === 0 ? (await c.get(T.stockAlerts).notifyRestocked()).notified : 0;
        return { ...result.value, mailed };
      });
      print(`${done.sku}: ${done.before} → ${done.after} units on sale.`);
      if (done.mailed > 0)
        print(`Mailed ${done.mailed} ${done.mailed === 1 ? 'shopper' : 'shoppers'} who asked to be told it was back.`);
    });
  return catalog;
};
