import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FROM, smtpMailer } from '../../../adapters/mail/smtp-mailer';
import { passwordResetMail } from '../../../core/mail/templates';
import { attachmentsOf, headerOf, partOf, startSmtpServer } from './fake-smtp-server';

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

  it('sends the files a mail carries as attachments beside its two parts, byte for byte', async () => {
    const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x33, 0x0a, 0x00, 0xff, 0x80, 0x97]);
    const xml = '<?xml version="1.0" encoding="UTF-8"?><AttachedDocument>Begoña</AttachedDocument>';
    const mailer = smtpMailer({ url: smtp.url, from: DEFAULT_FROM });
    await mailer.send({
      to: 'begona@correo.co',
      subject: 'Tu factura electrónica SETP990000001',
      html: '<p>Tu factura</p>',
      text: 'Tu factura',
      template: 'invoice-issued',
      attachments: [
        { filename: 'SETP990000001.xml', contentType: 'application/xml', content: new TextEncoder().encode(xml) },
        { filename: 'SETP990000001.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    mailer.close();
    const mail = smtp.received.at(-1)!;
    expect(headerOf(mail.data, 'Content-Type')).toMatch(/^multipart\/mixed/);
    expect(mail.data).toMatch(/Content-Type: multipart\/alternative/);
    expect(attachmentsOf(mail.data).map((a) => [a.filename, a.contentType])).toEqual([
      ['SETP990000001.xml', 'application/xml'],
      ['SETP990000001.pdf', 'application/pdf'],
    ]);
    const [sentXml, sentPdf] = attachmentsOf(mail.data);
    expect(sentXml.content.toString('utf8')).toBe(xml);
    expect(new Uint8Array(sentPdf.content)).toEqual(pdf);
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
