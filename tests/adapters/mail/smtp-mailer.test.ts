import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FROM, smtpMailer } from '../../../adapters/mail/smtp-mailer';
import { passwordResetMail } from '../../../core/mail/templates';
import { headerOf, partOf, startSmtpServer } from './fake-smtp-server';

describe('SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers one multipart message with From, To, Subject and both parts, as written', async () => {
    const message = passwordResetMail(
      { storeUrl: 'https://fornido.co' },
      { email: 'camila@correo.co', name: 'Camila Núñez' },
      { token: 'abc_DEF-123', validMinutes: 60 },
    );
    const mailer = smtpMailer({ url: smtp.url, from: DEFAULT_FROM });
    await mailer.send(message);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('no-responder@fornido.co');
    expect(mail.to).toEqual(['camila@correo.co']);
    expect(headerOf(mail.data, 'From')).toBe('Fornido <no-responder@fornido.co>');
    expect(headerOf(mail.data, 'To')).toBe('camila@correo.co');
    expect(headerOf(mail.data, 'Subject')).toBe('Cambia tu contraseña de Fornido');
    expect(headerOf(mail.data, 'X-Fornido-Template')).toBe('password-reset');
    expect(headerOf(mail.data, 'Content-Type')).toMatch(/^multipart\/alternative/);
    expect(partOf(mail.data, 'text/plain')).toBe(message.text.replace(/\n/g, '\r\n'));
    expect(partOf(mail.data, 'text/html')).toBe(message.html);
  });

  it('fails loudly when the server refuses the recipient', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    const mailer = smtpMailer({ url: refusing.url, from: 'Tienda <tienda@fornido.co>' });
    await expect(
      mailer.send({ to: 'nadie@correo.co', subject: 'Hola', html: '<p>Hola</p>', text: 'Hola', template: 'welcome' }),
    ).rejects.toThrow();
    mailer.close();
    await refusing.close();
  });
});
