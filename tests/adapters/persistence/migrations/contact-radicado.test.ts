import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../adapters/persistence/db';
import { sqlLeadStore } from '../../../../adapters/persistence/lead-store';
import { engines, type TestDatabase } from '../../../support/databases';
import { aContactLead } from '../lead-store.contract';

const MIGRATION = new URL('../../../../adapters/persistence/migrations/0031_contact-radicado.sql', import.meta.url);

/** Back to the table as it was before the migration, then the migration's statements run on rows written before it. */
const undo = async (db: Db) => {
  await db.execute(sql`DROP INDEX leads_radicado_idx`);
  await db.execute(sql`ALTER TABLE leads DROP CONSTRAINT leads_contact_radicado`);
  await db.execute(sql`ALTER TABLE leads DROP COLUMN radicado`);
  await db.execute(sql`DROP SEQUENCE lead_radicado_seq`);
};
const runMigration = async (db: Db) => {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
};

/** A lead row as the store used to write it, straight into the table. */
const legacyLead = (db: Db, kind: 'contact' | 'franchise', at: string) =>
  db.execute(sql`
    INSERT INTO leads (kind, name, email, phone, subject, municipality_code, investment, message, consent_at, created_at)
    VALUES (${kind}, 'Ana Rodríguez', 'ana@correo.co', '3001234567', ${kind === 'contact' ? 'pedido' : null},
      ${kind === 'franchise' ? '05001' : null}, ${kind === 'franchise' ? '100-200' : null}, 'Hola, una pregunta.', ${at}, ${at})`);

for (const engine of engines()) {
  describe(`migration 0031 on ${engine.name}: contact messages get their radicado`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
    }, 240_000);
    afterAll(() => database.drop());

    it('numbers the messages kept before it in order, by their year in Bogotá, and the next one follows them', async () => {
      const { db } = database;
      await undo(db);
      await legacyLead(db, 'contact', '2026-11-20T14:00:00Z');
      await legacyLead(db, 'franchise', '2026-11-21T14:00:00Z');
      // 11:00 p. m. on New Year's Eve in Bogotá: still 2026 there.
      await legacyLead(db, 'contact', '2027-01-01T04:00:00Z');
      await runMigration(db);
      const rows = await sqlLeadStore(db).list(10);
      expect(rows.map((r) => [r.kind, r.radicado])).toEqual([
        ['contact', 'RAD-2026-000002'],
        ['franchise', null],
        ['contact', 'RAD-2026-000001'],
      ]);
      const next = await sqlLeadStore(db).record(aContactLead(), new Date('2027-01-02T15:00:00Z'));
      expect(next.radicado).toBe('RAD-2027-000003');
      // A contact message is never kept without its radicado.
      await expect(db.execute(sql`UPDATE leads SET radicado = NULL WHERE kind = 'contact'`)).rejects.toThrow();
    });
  });
}
