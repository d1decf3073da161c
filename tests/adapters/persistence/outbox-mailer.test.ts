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
        files: [],
      });
      expect(await outbox.find(987_654)).toBeNull();
      expect(await outbox.find(-1)).toBeNull();
      expect(await outbox.find(2 ** 40)).toBeNull();
    });

    it('keeps the files a mail carries, in order, listed by name, type and size, and gives their bytes back', async () => {
      const xml = new TextEncoder().encode('<AttachedDocument>Begoña</AttachedDocument>');
      const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80]);
      await outbox.send({
        ...message('diego@correo.co', 'Tu factura electrónica SETP990000001'),
        attachments: [
          { filename: 'SETP990000001.xml', contentType: 'application/xml', content: xml },
          { filename: 'SETP990000001.pdf', contentType: 'application/pdf', content: pdf },
        ],
      });
      const [kept] = await outbox.list({ to: 'diego@correo.co', limit: 1 });
      expect(kept.files).toEqual([
        { position: 1, filename: 'SETP990000001.xml', contentType: 'application/xml', size: xml.length },
        { position: 2, filename: 'SETP990000001.pdf', contentType: 'application/pdf', size: 8 },
      ]);
      expect((await outbox.find(kept.id))?.files).toEqual(kept.files);
      expect(await outbox.attachment(kept.id, 2)).toEqual({
        filename: 'SETP990000001.pdf',
        contentType: 'application/pdf',
        content: pdf,
      });
      expect(new TextDecoder().decode((await outbox.attachment(kept.id, 1))?.content)).toBe(
        '<AttachedDocument>Begoña</AttachedDocument>',
      );
      expect(await outbox.attachment(kept.id, 3)).toBeNull();
      expect(await outbox.attachment(kept.id, 0)).toBeNull();
      const [older] = await outbox.list({ to: 'ana@correo.co', limit: 1 });
      expect(await outbox.attachment(older.id, 1)).toBeNull();
      expect(older.files).toEqual([]);
    });
  });
}
