import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../../adapters/persistence/outbox-mailer';
import type { MailMessage } from '../../../core/mail/ports';
import { engines, type TestDatabase } from '../../support/databases';

const message = (to: string, subject: string): MailMessage => ({
  to,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
  template: 'welcome',
});

for (const engine of engines()) {
  describe(`outbox mailer: ${engine.name}`, () => {
    let database: TestDatabase;
    let now = new Date('2026-11-22T12:00:00Z');
    let outbox: ReturnType<typeof outboxMailer>;
    beforeAll(async () => {
      database = await engine.open();
      outbox = outboxMailer(database.db, { now: () => now });
    });
    afterAll(() => database.drop());

    it('keeps every message sent, newest first, by recipient (lower-case) and with a limit', async () => {
      await outbox.send(message('Ana@Correo.co', 'uno'));
      now = new Date('2026-11-22T12:05:00Z');
      await outbox.send(message('beto@correo.co', 'dos'));
      await outbox.send(message('ana@correo.co', 'tres'));
      expect((await outbox.list({ limit: 10 })).map((m) => m.subject)).toEqual(['tres', 'dos', 'uno']);
      expect((await outbox.list({ to: 'ANA@correo.co', limit: 10 })).map((m) => [m.to, m.subject])).toEqual([
        ['ana@correo.co', 'tres'],
        ['ana@correo.co', 'uno'],
      ]);
      expect(await outbox.list({ limit: 1 })).toHaveLength(1);
    });

    it('keeps no character that would act on a mail client or a terminal showing it', async () => {
      await outbox.send(message('carla@correo.co', 'Pedido de Carla \u202Eodagap\u009b31m\u001b[2J'));
      const [kept] = await outbox.list({ to: 'carla@correo.co', limit: 1 });
      expect([kept?.subject, kept?.text, kept?.html]).toEqual([
        'Pedido de Carla odagap31m[2J',
        'Pedido de Carla odagap31m[2J',
        '<p>Pedido de Carla odagap31m[2J</p>',
      ]);
    });

    it('finds one message by id, with both parts and when it was written', async () => {
      const [newest] = await outbox.list({ to: 'ana@correo.co', limit: 1 });
      expect(await outbox.find(newest.id)).toEqual({
        ...message('ana@correo.co', 'tres'),
        id: newest.id,
        createdAt: new Date('2026-11-22T12:05:00Z'),
      });
      expect(await outbox.find(987_654)).toBeNull();
      expect(await outbox.find(-1)).toBeNull();
      expect(await outbox.find(2 ** 40)).toBeNull();
    });
  });
}
