import { sql } from 'drizzle-orm';
import { outboxMailer } from '../../../adapters/persistence/outbox-mailer';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import { sqlStockAlertStore } from '../../../adapters/persistence/stock-alert-store';
import type { MailMessage } from '../../../core/mail/ports';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryStockAlerts } from '../../fakes/in-memory-stock-alerts';
import { engines } from '../../support/databases';
import { stockAlertStoreContract } from './stock-alert-store.contract';

const T0 = new Date('2026-11-22T12:00:00Z');

for (const engine of engines()) {
  const open = async (relayed: boolean) => {
    const database = await engine.open();
    await seedCatalogue(database.db, aCatalogue(), T0);
    const relay: MailMessage[] = [];
    const kept = outboxMailer(database.db, { now: () => T0 });
    return {
      store: sqlStockAlertStore(database.db, relayed ? { relay: { send: async (m) => void relay.push(m) } } : {}),
      // Any UPDATE of the stock: the trigger of migration 0014 does the rest in the same transaction.
      restock: async (sku: string, units: number) => {
        await database.db.execute(sql`UPDATE variants SET stock = stock + ${units} WHERE sku = ${sku}`);
      },
      mails: async () => (relayed ? relay : kept.list({ limit: 100 })),
      close: database.drop,
    };
  };
  stockAlertStoreContract(`${engine.name}, mail kept in the outbox`, () => open(false));
  stockAlertStoreContract(`${engine.name}, mail relayed to a mail server`, () => open(true));
}

stockAlertStoreContract('in-memory fake', async () => {
  const fake = inMemoryStockAlerts(aCatalogue(), () => T0);
  return { store: fake.store, restock: fake.restock, mails: async () => fake.mails, close: async () => undefined };
});
