import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlCatalogueChangeLog } from '../../../adapters/persistence/catalogue-change-log';
import { sqlCatalogueEditor } from '../../../adapters/persistence/catalogue-editor';
import { catalogueVersion } from '../../../adapters/persistence/catalogue-version';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { postgresSearch } from '../../../adapters/search/postgres-search';
import { exportCatalogue } from '../../../core/catalog/export-catalogue';
import { importCatalogue } from '../../../core/catalog/import-catalogue';
import { setVariantPrice } from '../../../core/catalog/set-variant-price';
import { aCatalogue } from '../../builders/seed-data';
import { editorOfTestCatalogue } from '../../core/catalog/catalogue-editor-fixture';
import { engines, SEEDED_AT, type TestDatabase } from '../../support/databases';
import { catalogueEditorContract } from './catalogue-editor.contract';

for (const engine of engines()) {
  catalogueEditorContract(engine.name, async () => {
    const database = await engine.open();
    await seedCatalogue(database.db, aCatalogue(), SEEDED_AT);
    return {
      editor: sqlCatalogueEditor(database.db),
      log: sqlCatalogueChangeLog(database.db),
      close: database.drop,
    };
  });

  describe(`the operators' catalogue changes as pages and search see them: ${engine.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
      await seedCatalogue(database.db, aCatalogue(), SEEDED_AT);
    });
    afterAll(() => database.drop());
    const clock = { now: () => SEEDED_AT };

    it('moves the catalogue version with a price, and search finds a product by its new name', async () => {
      const editor = sqlCatalogueEditor(database.db);
      const version = catalogueVersion(database.db);
      const before = await version();
      const set = await setVariantPrice({ editor, clock })({ sku: 'CRE-300G', price: 92_900, actor: 'ana' });
      expect(set.ok).toBe(true);
      expect(await version()).toBeGreaterThan(before);

      const { csv } = await exportCatalogue({ editor })();
      const renamed = csv.replaceAll('Creatina Pura', 'Monohidrato Zafiro');
      const done = await importCatalogue({ editor, clock })({ csv: renamed, actor: 'ana', dryRun: false });
      expect(done.ok && done.value.written).toBe(true);
      const found = await postgresSearch(database.db).search({
        text: 'zafiro',
        offset: 0,
        limit: 10,
        sort: 'relevancia',
      });
      expect(found.items.map((p) => p.slug)).toEqual(['creatina-pura']);
      expect(found.items[0].price).toBe(92_900);
    });

    it('reads back its own export of the stored catalogue as no change', async () => {
      const editor = sqlCatalogueEditor(database.db);
      const { csv } = await exportCatalogue({ editor })();
      const again = await importCatalogue({ editor, clock })({ csv, actor: 'ana', dryRun: false });
      expect(again.ok && again.value.outcomes.filter((o) => o.status !== 'unchanged')).toEqual([]);
      // The in-memory editor writes the same file for the same catalogue.
      const fresh = await engine.open();
      try {
        await seedCatalogue(fresh.db, aCatalogue(), SEEDED_AT);
        const sqlFile = (await exportCatalogue({ editor: sqlCatalogueEditor(fresh.db) })()).csv;
        expect(sqlFile).toBe((await exportCatalogue({ editor: editorOfTestCatalogue().editor })()).csv);
      } finally {
        await fresh.drop();
      }
    });
  });
}

catalogueEditorContract('in-memory fake', async () => {
  const fake = editorOfTestCatalogue();
  return { editor: fake.editor, log: fake.log, close: async () => undefined };
});
