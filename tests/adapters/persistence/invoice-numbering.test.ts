import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/persistence/db';
import { sqlInvoiceStore } from '../../../adapters/persistence/invoice-store';
import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlReturnStore } from '../../../adapters/persistence/return-store';
import { sendDueInvoices } from '../../../core/invoicing/send-invoices';
import type { InvoiceIssuer } from '../../../core/invoicing/ports';
import { fakeInvoiceIssuer } from '../../fakes/fake-invoice-issuer';
import { engines, type TestDatabase } from '../../support/databases';
import { aNumbering, anInvoiceOf, placeOrders } from './invoice-orders';

const AT = new Date('2026-11-25T15:00:00Z');
// The concurrent sales are recorded the next day, so the crash's senders find none of them due.
const NEXT_DAY = new Date(AT.getTime() + 86_400_000);
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

for (const engine of engines())
  describe(`Invoice numbers under concurrency and crashes (${engine.name})`, () => {
    let database: TestDatabase;
    let orders: readonly { id: string; number: string }[];
    beforeAll(async () => {
      database = await engine.open();
      orders = await placeOrders(database, 52);
    }, 180_000);
    afterAll(() => database.drop());

    it('gives 50 orders paid at once 50 consecutive numbers: no gap, no repeat', async () => {
      const store = sqlInvoiceStore(database.db);
      const numbering = aNumbering();
      const recorded = await Promise.all(
        orders.slice(0, 50).map((o, i) => store.record(anInvoiceOf(o, i), numbering, NEXT_DAY)),
      );
      const numbers = recorded.map((d) => d.consecutive!).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => 990_000_000 + i));
      expect(await store.usage(numbering)).toEqual({ used: 50, last: 990_000_049, waiting: 0 });
    });

    it('loses no number and sends each document once when the sender dies before or while sending', async () => {
      const numbering = aNumbering({ prefix: 'SETQ' });
      const clock = { at: AT, now: () => clock.at };
      const fake = fakeInvoiceIssuer(AT);
      const store = sqlInvoiceStore(database.db);
      const inFlight = await store.record(anInvoiceOf(orders[50], 50), numbering, AT);
      const untouched = await store.record(anInvoiceOf(orders[51], 51), numbering, new Date(AT.getTime() + 1000));
      // The first sender's process dies once the tax authority took the first document, before it hears back; the
      // second one was numbered and never sent.
      const dying: InvoiceIssuer = {
        ...fake.issuer,
        send: async (doc, draft) => {
          await fake.issuer.send(doc, draft);
          return new Promise(() => undefined);
        },
      };
      const deps = (db: TestDatabase['db'], issuer: InvoiceIssuer) => ({
        invoices: sqlInvoiceStore(db),
        orders: sqlOrderStore(db),
        returns: sqlReturnStore(db),
        issuer,
        clock,
        logger: silent,
      });
      void sendDueInvoices(deps(database.db, dying))(1);
      await expect.poll(() => fake.log.sent.length).toBe(1);
      // The store opened again on the same database (another connection on PostgreSQL), its lease over: a new sender.
      const reopened = database.url ? await openDatabase({ databaseUrl: database.url, dataDir: '' }) : database;
      clock.at = new Date(AT.getTime() + 10 * 60_000);
      const report = await sendDueInvoices(deps(reopened.db, fake.issuer))();
      expect(report).toEqual({ accepted: 2, refused: 0, failed: 0 });
      expect(fake.log.sent).toHaveLength(2);
      expect(new Set(fake.log.sent).size).toBe(2);
      const after = await sqlInvoiceStore(reopened.db).forOrder(orders[50].id);
      expect(after.map((d) => [d.number, d.state])).toEqual([[inFlight.number, 'accepted']]);
      expect(await store.find(untouched.id)).toMatchObject({ number: untouched.number, state: 'accepted' });
      expect(fake.log.asked).toHaveLength(1);
      expect([inFlight.consecutive, untouched.consecutive]).toEqual([990_000_000, 990_000_001]);
      if (reopened !== database) await reopened.close();
    });
  });
