import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../adapters/persistence/db';
import { sqlOrderStore } from '../../../../adapters/persistence/order-store';
import { seedCatalogue } from '../../../../adapters/persistence/seed/seed-catalogue';
import type { NewOrder } from '../../../../core/orders/ports';
import { pesos } from '../../../../core/shared/money';
import { aCatalogue } from '../../../builders/seed-data';
import { engines, SEEDED_AT, type TestDatabase } from '../../../support/databases';
import { aKey, aNewOrder, anOrderLine, NO_CAPS, placedOrder } from '../order-fixtures';

const MIGRATION = new URL(
  '../../../../adapters/persistence/migrations/0030_drop-placeholder-attempts.sql',
  import.meta.url,
);
const PLACED_AT = new Date('2026-11-20T14:00:00Z');
const LATER = new Date('2026-11-20T14:03:00Z');

/** Runs the migration's statements again on a database already migrated, now holding rows written before it. */
const runMigration = async (db: Db) => {
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
};

/** An attempt row as the store used to write it, straight into the table. */
const legacyAttempt = async (
  db: Db,
  orderId: string,
  row: { method?: string; state: string; at: Date; reference?: string; messageId?: string },
) => {
  const method = row.method ?? 'nequi';
  await db.execute(sql`
    INSERT INTO payment_attempts (order_id, method, provider, state, amount, reference, provider_message_id, created_at, updated_at)
    VALUES (${orderId}, ${method}, ${method === 'cash-on-delivery' ? 'tienda' : method}, ${row.state}, 200000,
      ${row.reference ?? null}, ${row.messageId ?? null}, ${row.at.toISOString()}, ${row.at.toISOString()})`);
};

for (const engine of engines()) {
  describe(`migration 0030 on ${engine.name}: the placeholder attempts of online orders go`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await engine.open();
      await seedCatalogue(database.db, aCatalogue(), SEEDED_AT);
    }, 60_000);
    afterAll(() => database.drop());

    const place = async (over: Partial<NewOrder>) =>
      placedOrder(
        await sqlOrderStore(database.db).place(
          aNewOrder([anOrderLine('P02-2LB-CHOC', 1)], { placedAt: PLACED_AT, firstPayment: null, ...over }),
          aKey(),
          NO_CAPS,
        ),
      );

    it("deletes the 'created' or 'expired' attempt stored with an online order, and keeps every real attempt", async () => {
      const { db } = database;
      const paid = await place({});
      await legacyAttempt(db, paid.id, { state: 'created', at: PLACED_AT });
      await legacyAttempt(db, paid.id, { state: 'approved', at: LATER, reference: 'REF-PAID' });
      const cancelled = await place({});
      await legacyAttempt(db, cancelled.id, { state: 'expired', at: PLACED_AT });
      const cod = await place({
        state: 'confirmed',
        paymentMethod: 'cash-on-delivery',
        expiresAt: null,
        firstPayment: { method: 'cash-on-delivery', provider: 'tienda', state: 'pending', amount: pesos(200_000) },
      });
      // Attempts the shopper made: one whose request was sent (its id recorded), one still waiting for its answer.
      const paying = await place({});
      await legacyAttempt(db, paying.id, { state: 'created', at: LATER, messageId: 'MSG-1' });
      await legacyAttempt(db, paying.id, { state: 'created', at: LATER });

      await runMigration(db);

      const store = sqlOrderStore(db);
      const statesOf = async (id: string) => (await store.findById(id))!.payments.map((p) => [p.state, p.reference]);
      expect(await statesOf(paid.id)).toEqual([['approved', 'REF-PAID']]);
      expect(await statesOf(cancelled.id)).toEqual([]);
      expect(await statesOf(cod.id)).toEqual([['pending', null]]);
      expect(await statesOf(paying.id)).toEqual([
        ['created', null],
        ['created', null],
      ]);
    });
  });
}
