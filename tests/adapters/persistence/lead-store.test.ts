import { outboxMailer } from '../../../adapters/persistence/outbox-mailer';
import { sqlLeadStore } from '../../../adapters/persistence/lead-store';
import type { MailMessage } from '../../../core/mail/ports';
import { inMemoryLeads } from '../../fakes/in-memory-leads';
import { engines } from '../../support/databases';
import { leadStoreContract } from './lead-store.contract';

const T0 = new Date('2026-11-24T15:00:00Z');

for (const engine of engines()) {
  const open = async (relayed: boolean) => {
    const database = await engine.open();
    const relay: MailMessage[] = [];
    const kept = outboxMailer(database.db, { now: () => T0 });
    return {
      store: sqlLeadStore(database.db, relayed ? { relay: { send: async (m) => void relay.push(m) } } : {}),
      mails: async () => (relayed ? relay : [...(await kept.list({ limit: 100 }))].reverse()),
      close: database.drop,
    };
  };
  leadStoreContract(`${engine.name}, mail kept in the outbox`, () => open(false));
  leadStoreContract(`${engine.name}, mail relayed to a mail server`, () => open(true));
}

leadStoreContract('in-memory fake', async () => {
  const fake = inMemoryLeads();
  return { store: fake.store, mails: async () => fake.mails, close: async () => undefined };
});
