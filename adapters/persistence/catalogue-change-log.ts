import { desc, eq } from 'drizzle-orm';
import type { CatalogueChangeRecord, ChangeAuthor } from '../../core/catalog/catalogue-fields';
import type { CatalogueChangeLog } from '../../core/catalog/ports';
import type { Db } from './db';
import { catalogueChanges } from './schema/index';

/** Records one audit row per change, in the caller's transaction (the one that writes the changes). */
export const recordCatalogueChanges = async (
  db: Db,
  changes: readonly Pick<CatalogueChangeRecord, 'kind' | 'subject' | 'before' | 'after'>[],
  by: ChangeAuthor,
) => {
  if (changes.length === 0) return;
  await db.insert(catalogueChanges).values(
    changes.map((c) => ({
      ...by,
      subjectKind: c.kind,
      subject: c.subject,
      before: c.before,
      after: c.after,
    })),
  );
};

/** The audit of the operators' catalogue changes, in SQL. */
export const sqlCatalogueChangeLog = (db: Db): CatalogueChangeLog => ({
  list: async ({ subject, limit }) => {
    const rows = await db
      .select()
      .from(catalogueChanges)
      .where(subject === undefined ? undefined : eq(catalogueChanges.subject, subject))
      .orderBy(desc(catalogueChanges.id))
      .limit(limit);
    return rows.map(({ subjectKind, source, ...row }) => ({
      ...row,
      kind: subjectKind,
      source: source as ChangeAuthor['source'],
    }));
  },
});
