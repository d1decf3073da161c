import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEventMailer, relayedEventMailer } from '../../../adapters/mail/event-mailer';
import { outboxMailer } from '../../../adapters/persistence/outbox-mailer';
import type { EventOutbox } from '../../../core/events/ports';
import type { Mailer, MailMessage } from '../../../core/mail/ports';
import { engines, type TestDatabase } from '../../support/databases';
import { openEventDatabase } from '../persistence/event-fixtures';

const NOW = new Date('2026-11-23T15:00:00Z');
const clock = { now: () => NOW };
const message = (subject: string): MailMessage => ({
  to: 'Laura@Correo.co',
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  template: 'order-confirmation',
});

for (const engine of engines()) {
  describe(`event mailers: ${engine.name}`, () => {
    let database: TestDatabase;
    let outbox: EventOutbox;
    let eventIds: number[];
    beforeAll(async () => {
      const opened = await openEventDatabase(engine);
      ({ database, outbox } = opened);
      for (let i = 0; i < 3; i++) await opened.place(`event-mailer-${engine.name}-${i}`, NOW);
      eventIds = (await outbox.list({ limit: 3 })).map((e) => e.id).reverse();
    });
    afterAll(() => database.drop());

    it('writes the mail of a handling once into the outbox, with the handling, even when asked five times at once', async () => {
      const mailer = outboxEventMailer(database.db, clock);
      const handling = { eventId: eventIds[0], subscriber: 'mail' };
      await Promise.all(Array.from({ length: 5 }, () => mailer.sendOnce(handling, message('uno'))));
      await mailer.sendOnce(handling, message('uno otra vez'));
      await mailer.sendOnce({ eventId: eventIds[0], subscriber: 'otro' }, message('otro suscriptor'));
      const kept = await outboxMailer(database.db, clock).list({ to: 'laura@correo.co', limit: 10 });
      expect(kept.map((m) => [m.subject, m.createdAt])).toEqual([
        ['otro suscriptor', NOW],
        ['uno', NOW],
      ]);
      expect((await outbox.find(eventIds[0]))!.handledBy).toEqual(['mail', 'otro']);
    });

    it('sends through the mail server, then records the handling; a failed send records nothing and throws', async () => {
      const sent: string[] = [];
      let down = true;
      const server: Mailer = {
        send: async (m) => {
          if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
          sent.push(m.subject);
        },
      };
      const mailer = relayedEventMailer(server, outbox, clock);
      const handling = { eventId: eventIds[1], subscriber: 'mail' };
      await expect(mailer.sendOnce(handling, message('dos'))).rejects.toThrow('ECONNREFUSED');
      expect((await outbox.find(eventIds[1]))!.handledBy).toEqual([]);
      down = false;
      await mailer.sendOnce(handling, message('dos'));
      await mailer.sendOnce(handling, message('dos'));
      expect(sent).toEqual(['dos']);
      expect((await outbox.find(eventIds[1]))!.handledBy).toEqual(['mail']);
    });

    it('keeps a mail and its files in the handling’s transaction, once', async () => {
      const mailer = outboxEventMailer(database.db, clock);
      const handling = { eventId: eventIds[2], subscriber: 'factura' };
      const pdf = {
        filename: 'SETP990000001.pdf',
        contentType: 'application/pdf',
        content: Uint8Array.from([1, 2, 3]),
      };
      await Promise.all(
        Array.from({ length: 3 }, () => mailer.sendOnce(handling, { ...message('factura'), attachments: [pdf] })),
      );
      const kept = await outboxMailer(database.db, clock).list({ to: 'laura@correo.co', limit: 10 });
      const invoices = kept.filter((m) => m.subject === 'factura');
      expect(invoices.map((m) => m.files)).toEqual([
        [{ position: 1, filename: 'SETP990000001.pdf', contentType: 'application/pdf', size: 3 }],
      ]);
      expect((await outbox.find(eventIds[2]))!.handledBy).toEqual(['factura']);
    });
  });
}
