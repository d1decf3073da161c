import nodemailer from 'nodemailer';
import { displayable } from '../../core/mail/displayable';
import type { Mailer } from '../../core/mail/ports';

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_FROM = 'Fornido <no-responder@fornido.co>';

/** Delivers mail through an SMTP server given as a URL (smtp://user:pass@host:587 or smtps://…:465), as a
 * multipart/alternative message with the text and HTML parts (inside a multipart/mixed one with its files when it
 * carries attachments); a refused or unreachable server throws. */
export const smtpMailer = (opts: { readonly url: string; readonly from: string }): Mailer & { close(): void } => {
  const transport = nodemailer.createTransport(opts.url);
  return {
    send: async (sent) => {
      const message = displayable(sent);
      await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: { 'X-Fornido-Template': message.template },
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
    },
    close: () => transport.close(),
  };
};
