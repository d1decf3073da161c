import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../adapters/persistence/outbox-mailer';
import { openDatabase } from '../../adapters/persistence/db';
import { passwordResetMail, welcomeMail } from '../../core/mail/templates';
import { cliStore } from './support/cli-store';

const { dataDir, cliEnv, fornidoWith } = cliStore('fornido-cli-mail-');

/** Runs `fornido` on the private data dir, with more variables when given. */
const fornido = (args: string[], env: Record<string, string> = {}) => fornidoWith(env, ...args);

const ctx = { storeUrl: 'https://fornido.co' };

describe('fornido mail', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    expect((await fornido(['mail', 'list'])).stdout).toContain('The outbox is empty.');
    // The store's own outbox, written the way the server writes it, then closed before the CLI opens the same data dir.
    const database = await openDatabase({ databaseUrl: cliEnv().DATABASE_URL || undefined, dataDir });
    let now = new Date('2026-11-22T12:00:00Z');
    const outbox = outboxMailer(database.db, { now: () => now });
    await outbox.send(welcomeMail(ctx, { email: 'camila@correo.co', name: 'Camila', referralCode: 'CAMI7K2P' }));
    now = new Date('2026-11-22T17:30:00Z');
    await outbox.send(welcomeMail(ctx, { email: 'beto@correo.co', name: 'Beto', referralCode: 'BETO2345' }));
    await outbox.send(
      passwordResetMail(ctx, { email: 'camila@correo.co', name: 'Camila' }, { token: 'tok_123', validMinutes: 60 }),
    );
    await database.close();
  }, 120_000);

  it('lists the newest messages first, by recipient and with a limit', async () => {
    const all = await fornido(['mail', 'list']);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^ID\s+TIME \(BOGOTA\)\s+TO\s+TEMPLATE\s+SUBJECT$/m);
    expect(all.stdout).toMatch(
      /^3\s+2026-11-22 12:30\s+camila@correo\.co\s+password-reset\s+Cambia tu contraseña de Fornido$/m,
    );
    expect(all.stdout.indexOf('beto@correo.co')).toBeLessThan(all.stdout.indexOf('\n1 '));
    expect(all.stdout).toContain('3 messages.');
    const camila = await fornido(['mail', 'list', '--to', 'CAMILA@correo.co', '--limit', '1']);
    expect(camila.stdout).toContain('password-reset');
    expect(camila.stdout).not.toContain('welcome');
    expect(camila.stdout).toContain('1 message.');
    expect((await fornido(['mail', 'list', '--to', 'nadie@correo.co'])).stdout).toContain(
      'No messages to nadie@correo.co in the outbox.',
    );
  });

  it('shows one message with its text part, or its HTML', async () => {
    const text = await fornido(['mail', 'show', '3']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('To:       camila@correo.co');
    expect(text.stdout).toContain('Subject:  Cambia tu contraseña de Fornido');
    expect(text.stdout).toContain('https://fornido.co/reset/password/?token=tok_123');
    expect((await fornido(['mail', 'show', '3', '--html'])).stdout).toContain('<!doctype html>');
  });

  it('names the files a message carries', async () => {
    const database = await openDatabase({ databaseUrl: cliEnv().DATABASE_URL || undefined, dataDir });
    await outboxMailer(database.db, { now: () => new Date('2026-11-22T18:00:00Z') }).send({
      to: 'camila@correo.co',
      subject: 'Tu factura electrónica SETP990000001 — pedido FO-2026-000123',
      html: '<p>Tu factura</p>',
      text: 'Tu factura',
      template: 'invoice-issued',
      attachments: [
        { filename: 'SETP990000001.xml', contentType: 'application/xml', content: new Uint8Array(2048) },
        { filename: 'SETP990000001.pdf', contentType: 'application/pdf', content: new Uint8Array(300) },
      ],
    });
    await database.close();
    const shown = await fornido(['mail', 'show', '4']);
    expect(shown.stdout).toContain(
      'Attached: SETP990000001.xml (application/xml, 2.0 KB), SETP990000001.pdf (application/pdf, 300 bytes)',
    );
    expect((await fornido(['mail', 'show', '3'])).stdout).not.toContain('Attached:');
  });

  it('explains an unknown id, a bad limit and an SMTP setup with exit code 1', async () => {
    const unknown = await fornido(['mail', 'show', '99']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No message with id 99 in the outbox.');
    const limit = await fornido(['mail', 'list', '--limit', 'mucho']);
    expect(limit.code).toBe(1);
    expect(limit.stderr).toContain('--limit must be a whole number from 1 to 1000');
    const smtp = await fornido(['mail', 'list'], { SMTP_URL: 'smtp://mail.example:587' });
    expect(smtp.code).toBe(1);
    expect(smtp.stderr).toContain('SMTP is configured (SMTP_URL)');
    expect(smtp.stderr).toContain('the outbox stays empty by design');
  });
});
