import { mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';
import type { LeadMailContext } from './lead-mails';
import type { StoredLead } from './lead';

/** An operator's answer to a lead, to the person who wrote: their words, under the radicado, answerable to the inbox. */
export const leadReplyMail = (ctx: LeadMailContext, lead: StoredLead, body: string): MailMessage => {
  const title = lead.radicado ? `Respuesta a tu mensaje (radicado ${lead.radicado})` : 'Respuesta a tu solicitud';
  const hello = `Hola, ${firstName(lead.name)}:`;
  const more = 'Si necesitas algo más, responde este correo.';
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    to: lead.email,
    replyTo: ctx.inbox,
    template: 'lead-reply',
    subject: `${title} — Fornido`,
    html: mailHtml({ title, storeUrl: ctx.storeUrl, body: [hello, ...paragraphs, more].map(paragraph).join('') }),
    text: `${hello}\n\n${paragraphs.join('\n\n')}\n\n${more}${textFooter(ctx.storeUrl)}`,
  };
};
