import { aCatalogue } from '../../builders/seed-data';
import { inMemoryCatalogueEditor, snapshotOf } from '../../fakes/in-memory-catalogue-editor';

export const T0 = new Date('2026-11-22T12:00:00Z');
export const clock = { now: () => T0 };

/** The test catalogue (aCatalogue) in an in-memory editor, with its brands and categories. */
export const editorOfTestCatalogue = () => {
  const seed = aCatalogue();
  return inMemoryCatalogueEditor(snapshotOf(seed), {
    brands: seed.brands.map((b) => b.slug),
    categories: seed.categories.map((c) => c.slug),
  });
};
