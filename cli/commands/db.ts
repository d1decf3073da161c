import { Command } from 'commander';
import { T } from '../../adapters/container';
import { printer, type CliIo } from '../io';
import { withStore } from '../store';

/** `fornido db migrate|seed`: the schema and the seeded catalogue. The only commands that migrate (seeding needs the
 * schema, so a new database is set up by `fornido db seed` alone); every other one refuses a database not migrated. */
export const dbCommand = (io: CliIo) => {
  const print = printer(io.out);
  const db = new Command('db').description('Database schema and seed data.');
  db.command('migrate')
    .description('Apply the SQL migrations that have not run yet (safe to repeat).')
    .action(async () => {
      const engine = await withStore(io.env, async (c) => c.get(T.database).engine, { migrate: true });
      print(`Migrations applied (${engine === 'postgres' ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite'}).`);
    });
  db.command('seed')
    .description('Load the catalogue (categories, brands, about 60 products with images) into an empty database.')
    .action(async () => {
      const report = await withStore(io.env, (c) => c.get(T.seedCatalogue)(), { migrate: true });
      if (!report.seeded) {
        print(`The catalogue already has ${report.products} products; nothing was changed.`);
        return;
      }
      print(
        `Seeded ${report.categories} categories, ${report.brands} brands, ${report.products} products, ` +
          `${report.variants} variants and ${report.images} images.`,
      );
    });
  return db;
};
